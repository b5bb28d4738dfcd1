import { CalendarCheck, DollarSign, Percent, Star } from 'lucide-react';
import type { VenueStats } from '@shared/contracts/dashboards';
import { formatMoney } from '@shared/money';
import { Skeleton } from '@web/components/ui/skeleton';

/** SPEC "Venue stats": monthly revenue, total bookings, occupancy, rating and reviews. */
export function StatCards({ stats }: { stats: VenueStats | undefined }) {
  const cards = [
    {
      label: 'Revenue this month',
      value: stats ? formatMoney(stats.monthlyRevenue) : null,
      hint: 'Paid bookings starting this month',
      icon: DollarSign,
    },
    {
      label: 'Total bookings',
      value: stats ? stats.totalBookings.toLocaleString() : null,
      hint: stats ? `${stats.upcomingBookings} upcoming` : '',
      icon: CalendarCheck,
    },
    {
      label: 'Occupancy',
      value: stats ? `${stats.occupancyRate.toFixed(1)}%` : null,
      hint: 'Of opening hours, last 30 days',
      icon: Percent,
    },
    {
      label: 'Rating',
      value: stats ? stats.rating.toFixed(1) : null,
      hint: stats ? `${stats.reviews} ${stats.reviews === 1 ? 'review' : 'reviews'}` : '',
      icon: Star,
    },
  ];
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-label="Venue figures">
      {cards.map(({ label, value, hint, icon: Icon }) => (
        <li key={label} className="rounded-xl border bg-card p-5 shadow-sm">
          <div className="flex items-center justify-between">
            <p className="text-sm font-medium text-muted-foreground">{label}</p>
            <Icon className="size-4 text-muted-foreground" aria-hidden />
          </div>
          {value === null ? (
            <Skeleton className="mt-3 h-8 w-24" />
          ) : (
            <p className="mt-2 text-2xl font-bold" data-testid={`stat-${label}`}>
              {value}
            </p>
          )}
          <p className="mt-1 text-xs text-muted-foreground">{hint}</p>
        </li>
      ))}
    </ul>
  );
}
