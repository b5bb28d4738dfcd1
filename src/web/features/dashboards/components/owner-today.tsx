import { endOfDay, startOfDay } from 'date-fns';
import { CalendarCheck, QrCode } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { StatusBadge } from '@web/features/bookings/components/status-badges';
import { useOwnerBookings } from '@web/features/venue-owner/api/owner';
import { venueTimeRange, zoneName } from '@web/lib/venue-time';
import { DashboardSection, EmptyState } from './dashboard-section';
import { ListSkeleton } from './list-skeleton';

/** Enough for a busy day at a few venues; the full list is on the venue dashboard. */
const SHOWN = 8;

/** A venue owner's day at a glance: today's bookings at their venues and who has checked in. */
export function OwnerToday() {
  // Today by the owner's own clock, fixed for the page's life so the query key holds still.
  const [today] = useState(() => {
    const now = new Date();
    return { from: startOfDay(now).toISOString(), to: endOfDay(now).toISOString() };
  });
  const bookings = useOwnerBookings({ ...today, pageSize: 50 });
  const items = (bookings.data?.items ?? [])
    .filter((b) => b.status !== 'cancelled')
    .sort((a, b) => a.startTime.localeCompare(b.startTime));
  const checkedIn = items.filter((b) => b.checkedInAt).length;

  return (
    <DashboardSection
      title="Today at your venues"
      icon={<CalendarCheck />}
      more={{ to: '/dashboard/venue', label: 'Venue dashboard' }}
    >
      {bookings.isLoading ? (
        <ListSkeleton rows={3} />
      ) : (
        <div className="space-y-4">
          <p className="text-sm text-muted-foreground">
            <span className="font-semibold text-foreground">{items.length}</span>{' '}
            {items.length === 1 ? 'booking' : 'bookings'} today,{' '}
            <span className="font-semibold text-foreground">{checkedIn}</span> checked in
          </p>
          {items.length === 0 ? (
            <EmptyState>No bookings at your venues today.</EmptyState>
          ) : (
            <ul className="divide-y rounded-lg border" aria-label="Today's bookings">
              {items.slice(0, SHOWN).map((b) => (
                <li key={b.id} className="flex items-center gap-3 px-3 py-2.5">
                  <span className="w-24 shrink-0 text-sm font-medium whitespace-nowrap tabular-nums">
                    {venueTimeRange(b.startTime, b.endTime, b.timeZone)}
                    <span className="block text-xs font-normal text-muted-foreground">
                      {zoneName(b.startTime, b.timeZone)}
                    </span>
                  </span>
                  <span className="min-w-0 flex-1 text-sm">
                    <span className="block truncate font-medium">{b.customerName}</span>
                    <span className="block truncate text-xs text-muted-foreground">
                      {b.venue} · {b.sportName}
                    </span>
                  </span>
                  {b.checkedInAt ? (
                    <span className="shrink-0 text-xs font-medium text-primary">Checked in</span>
                  ) : (
                    <span className="shrink-0">
                      <StatusBadge status={b.status} />
                    </span>
                  )}
                </li>
              ))}
            </ul>
          )}
          {items.length > SHOWN && (
            <p className="text-xs text-muted-foreground">
              And {items.length - SHOWN} more on the venue dashboard.
            </p>
          )}
          <Button asChild variant="outline" size="sm">
            <Link to="/dashboard/venue/check-in">
              <QrCode aria-hidden /> Check in a player
            </Link>
          </Button>
        </div>
      )}
    </DashboardSection>
  );
}
