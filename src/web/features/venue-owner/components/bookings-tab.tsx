import { useId, useState } from 'react';
import { BOOKING_STATUSES, type BookingStatus } from '@shared/enums';
import { formatMoney } from '@shared/money';
import { NativeSelect } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Skeleton } from '@web/components/ui/skeleton';
import { PaymentBadge, StatusBadge } from '@web/features/bookings/components/status-badges';
import { Pagination } from '@web/components/pagination';
import { venueDate, venueTimeRange } from '@web/lib/venue-time';
import { useOwnedVenues, useOwnerBookings } from '../api/owner';
import { SplitShares } from './split-shares';

const PAGE_SIZE = 20;

/** Bookings of the owner's venues: upcoming (soonest first) or past, by venue and status. */
export function BookingsTab() {
  const id = useId();
  const venues = useOwnedVenues();
  const [venueId, setVenueId] = useState('');
  const [status, setStatus] = useState<BookingStatus | ''>('');
  const [when, setWhen] = useState<'upcoming' | 'all'>('upcoming');
  const [page, setPage] = useState(1);
  // Fixed for the tab's life, so the query key (and the list) does not move every render.
  const [now] = useState(() => new Date().toISOString());
  const bookings = useOwnerBookings({
    venueId: venueId || undefined,
    status: status || undefined,
    from: when === 'upcoming' ? now : undefined,
    page,
    pageSize: PAGE_SIZE,
  });
  const reset = () => setPage(1);

  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-3">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-venue`}>Venue</Label>
          <NativeSelect
            id={`${id}-venue`}
            value={venueId}
            onChange={(e) => (setVenueId(e.target.value), reset())}
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
          <Label htmlFor={`${id}-status`}>Status</Label>
          <NativeSelect
            id={`${id}-status`}
            value={status}
            onChange={(e) => (setStatus(e.target.value as BookingStatus | ''), reset())}
          >
            <option value="">Any status</option>
            {BOOKING_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s.charAt(0).toUpperCase() + s.slice(1)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-when`}>Show</Label>
          <NativeSelect
            id={`${id}-when`}
            value={when}
            onChange={(e) => (setWhen(e.target.value as 'upcoming' | 'all'), reset())}
          >
            <option value="upcoming">Upcoming, soonest first</option>
            <option value="all">All, latest first</option>
          </NativeSelect>
        </div>
      </div>
      {bookings.isLoading ? (
        <Skeleton className="h-64" />
      ) : !bookings.data?.items.length ? (
        <p className="rounded-xl border border-dashed p-10 text-center text-muted-foreground">
          No bookings match.
        </p>
      ) : (
        <>
          <div className="overflow-hidden rounded-xl border">
            <table className="w-full text-sm">
              <caption className="sr-only">Bookings of your venues</caption>
              <thead className="hidden bg-muted/60 text-left text-xs text-muted-foreground md:table-header-group">
                <tr>
                  <th className="px-4 py-2 font-medium">Customer</th>
                  <th className="px-4 py-2 font-medium">Venue</th>
                  <th className="px-4 py-2 font-medium">When (venue time)</th>
                  <th className="px-4 py-2 font-medium">Amount</th>
                  <th className="px-4 py-2 font-medium">Status</th>
                </tr>
              </thead>
              <tbody className="divide-y">
                {bookings.data.items.map((b) => (
                  <tr
                    key={b.id}
                    className="grid grid-cols-2 gap-x-3 gap-y-1 p-4 md:table-row md:p-0"
                  >
                    <td className="font-medium md:px-4 md:py-3">
                      {b.customerName}
                      <span className="block text-xs font-normal text-muted-foreground">
                        {b.sportName}
                      </span>
                      {b.shares && <SplitShares shares={b.shares} />}
                    </td>
                    <td className="text-right md:px-4 md:py-3 md:text-left">{b.venue}</td>
                    <td className="md:px-4 md:py-3">
                      {venueDate(b.startTime, b.timeZone)}
                      <span className="block text-xs text-muted-foreground">
                        {venueTimeRange(b.startTime, b.endTime, b.timeZone)}
                      </span>
                    </td>
                    <td className="text-right md:px-4 md:py-3 md:text-left">
                      {formatMoney(b.amount)}
                    </td>
                    <td className="col-span-2 md:px-4 md:py-3">
                      <span className="flex flex-wrap gap-1.5">
                        <StatusBadge status={b.status} checkedInAt={b.checkedInAt} />
                        <PaymentBadge status={b.paymentStatus} />
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination
            page={page}
            pageSize={PAGE_SIZE}
            total={bookings.data.total}
            onPage={setPage}
            label="Booking pages"
          />
        </>
      )}
    </div>
  );
}
