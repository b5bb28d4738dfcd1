import { useId, useState } from 'react';
import { formatCents, formatMoney, toCents } from '@shared/money';
import { NativeSelect } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Skeleton } from '@web/components/ui/skeleton';
import { useOwnedVenues, useVenueAnalytics } from '@web/features/venue-owner/api/owner';
import { BarChart } from './bar-chart';

/** Axis ticks: "$3.2K" fits where "$3,200.00" would be cut. */
const compactMoney = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
});

const shortDate = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString(undefined, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

/** Analytics: paid revenue by day and occupancy by half-hour, for one venue or all. */
export function AnalyticsTab() {
  const id = useId();
  const venues = useOwnedVenues();
  const [venueId, setVenueId] = useState('');
  const [days, setDays] = useState(30);
  const analytics = useVenueAnalytics({ venueId: venueId || undefined, days });
  const data = analytics.data;
  const revenue = data?.revenueByDay.reduce((sum, day) => sum + toCents(day.amount), 0) ?? 0;
  const paidBookings = data?.revenueByDay.reduce((sum, day) => sum + day.bookings, 0) ?? 0;

  return (
    <div className="space-y-6">
      <div className="grid gap-3 sm:grid-cols-2 lg:max-w-xl">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-venue`}>Venue</Label>
          <NativeSelect
            id={`${id}-venue`}
            value={venueId}
            onChange={(e) => setVenueId(e.target.value)}
          >
            <option value="">All venues</option>
            {venues.data?.map((venue) => (
              <option key={venue.id} value={venue.id}>
                {venue.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-days`}>Period</Label>
          <NativeSelect
            id={`${id}-days`}
            value={days}
            onChange={(e) => setDays(Number(e.target.value))}
          >
            <option value={7}>Last 7 days</option>
            <option value={30}>Last 30 days</option>
            <option value={90}>Last 90 days</option>
          </NativeSelect>
        </div>
      </div>
      {!data ? (
        <Skeleton className="h-72" />
      ) : (
        <div className="grid gap-6 xl:grid-cols-2">
          <section className="rounded-xl border bg-card p-5 shadow-sm">
            <h3 className="font-semibold">Revenue by day</h3>
            <p className="mb-4 text-sm text-muted-foreground">
              {formatCents(revenue)} from {paidBookings} paid{' '}
              {paidBookings === 1 ? 'booking' : 'bookings'}
            </p>
            <BarChart
              title={`Paid revenue per day, last ${data.days} days`}
              bars={data.revenueByDay.map((day) => ({
                label: shortDate(day.date),
                value: toCents(day.amount),
                display: formatMoney(day.amount),
              }))}
              labelEvery={Math.ceil(data.days / 6)}
              rowHeader="Day"
              axisFormat={(cents) => compactMoney.format(cents / 100)}
            />
          </section>
          <section className="rounded-xl border bg-card p-5 shadow-sm">
            <h3 className="font-semibold">Occupancy by hour</h3>
            <p className="mb-4 text-sm text-muted-foreground">
              Share of each half-hour booked, venue time
            </p>
            <BarChart
              title={`Occupancy by half-hour, last ${data.days} days`}
              bars={data.occupancyByHour.map((slot) => ({
                label: slot.hour,
                value: slot.rate,
                display: `${slot.rate}%`,
              }))}
              labelEvery={4}
              rowHeader="Half-hour"
              axisFormat={(rate) => `${rate}%`}
            />
          </section>
          <section className="rounded-xl border bg-card p-5 shadow-sm xl:col-span-2">
            <h3 className="mb-3 font-semibold">Bookings by status</h3>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {data.statusCounts.map(({ status, count }) => (
                <div key={status} className="rounded-lg bg-muted/60 p-3">
                  <dt className="text-xs text-muted-foreground">
                    {status.charAt(0).toUpperCase() + status.slice(1)}
                  </dt>
                  <dd className="text-xl font-bold">{count}</dd>
                </div>
              ))}
            </dl>
          </section>
        </div>
      )}
    </div>
  );
}
