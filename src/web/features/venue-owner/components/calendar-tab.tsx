import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId, useState } from 'react';
import type { OwnedVenue, VenueBooking } from '@shared/contracts/venue-owner';
import type { BookingStatus } from '@shared/enums';
import { addDays, localToday, openingWindow } from '@shared/slots';
import { Button } from '@web/components/ui/button';
import { NativeSelect } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { cn } from '@web/lib/utils';
import { venueTimeRange } from '@web/lib/venue-time';
import { useOwnedVenues, useOwnerBookings } from '../api/owner';
import { CALENDAR_ROWS, layoutBookings, weekOf } from '../calendar-layout';
import { sharesPaidText } from './split-shares';

const ROW_PX = 28;

const COLOURS: Record<BookingStatus, string> = {
  pending: 'border-warning bg-warning/25',
  confirmed: 'border-primary bg-primary/20',
  completed: 'border-sky-500 bg-sky-500/20',
  cancelled: 'border-muted-foreground/40 bg-muted text-muted-foreground line-through',
};

function dayLabel(date: string) {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString(undefined, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
}

function Grid({
  dates,
  bookings,
  showCancelled,
}: {
  dates: string[];
  bookings: VenueBooking[];
  showCancelled: boolean;
}) {
  const columns = layoutBookings(bookings, dates, { showCancelled });
  return (
    <div className="overflow-x-auto rounded-xl border">
      <div
        className="grid min-w-[640px]"
        style={{ gridTemplateColumns: `4rem repeat(${dates.length}, minmax(0, 1fr))` }}
      >
        <div className="border-b bg-muted/60" />
        {dates.map((date) => (
          <div
            key={date}
            className="border-b border-l bg-muted/60 px-2 py-2 text-center text-xs font-semibold"
          >
            {dayLabel(date)}
          </div>
        ))}
        <div>
          {CALENDAR_ROWS.map((time) => (
            <div
              key={time}
              style={{ height: ROW_PX }}
              className="border-b pr-2 text-right text-[11px] leading-none text-muted-foreground"
            >
              {time.endsWith(':00') ? time : ''}
            </div>
          ))}
        </div>
        {dates.map((date) => (
          <div
            key={date}
            className="relative border-l"
            style={{ height: ROW_PX * CALENDAR_ROWS.length }}
          >
            {CALENDAR_ROWS.map((time) => (
              <div
                key={time}
                style={{ height: ROW_PX }}
                className={cn('border-b', time.endsWith(':30') && 'border-dashed')}
              />
            ))}
            {columns.get(date)!.map(({ booking, row, span }) => (
              <div
                key={booking.id}
                className={cn(
                  'absolute inset-x-1 overflow-hidden rounded-md border-l-4 px-1.5 py-0.5 text-[11px] leading-tight',
                  COLOURS[booking.status],
                )}
                style={{ top: row * ROW_PX + 1, height: span * ROW_PX - 2 }}
                title={`${booking.customerName} · ${booking.sportName} · ${venueTimeRange(booking.startTime, booking.endTime, booking.timeZone)} · ${booking.status}${booking.shares ? ` · ${sharesPaidText(booking.shares)}` : ''}`}
                data-testid="calendar-booking"
              >
                <span className="block truncate font-semibold">{booking.customerName}</span>
                {span > 1 && (
                  <span className="block truncate">
                    {venueTimeRange(booking.startTime, booking.endTime, booking.timeZone)} ·{' '}
                    {booking.sportName}
                  </span>
                )}
                {span > 1 && booking.shares && (
                  <span className="block truncate">{sharesPaidText(booking.shares)}</span>
                )}
              </div>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}

function VenueCalendar({ venue }: { venue: OwnedVenue }) {
  const id = useId();
  const [view, setView] = useState<'day' | 'week'>('week');
  const [anchor, setAnchor] = useState(() => localToday(venue.timeZone, new Date()));
  const [showCancelled, setShowCancelled] = useState(false);
  const dates = view === 'week' ? weekOf(anchor) : [anchor];
  const from = openingWindow(dates[0]!, venue.timeZone)?.open.toISOString();
  const to = openingWindow(dates[dates.length - 1]!, venue.timeZone)?.close.toISOString();
  const bookings = useOwnerBookings({ venueId: venue.id, from, to, pageSize: 500 });
  const step = view === 'week' ? 7 : 1;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <div className="flex rounded-md border p-0.5" role="group" aria-label="Calendar view">
          {(['day', 'week'] as const).map((v) => (
            <Button
              key={v}
              size="sm"
              variant={view === v ? 'secondary' : 'ghost'}
              aria-pressed={view === v}
              onClick={() => setView(v)}
            >
              {v === 'day' ? 'Day' : 'Week'}
            </Button>
          ))}
        </div>
        <Button
          size="icon"
          variant="outline"
          aria-label={view === 'week' ? 'Previous week' : 'Previous day'}
          onClick={() => setAnchor(addDays(anchor, -step))}
        >
          <ChevronLeft aria-hidden />
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => setAnchor(localToday(venue.timeZone, new Date()))}
        >
          Today
        </Button>
        <Button
          size="icon"
          variant="outline"
          aria-label={view === 'week' ? 'Next week' : 'Next day'}
          onClick={() => setAnchor(addDays(anchor, step))}
        >
          <ChevronRight aria-hidden />
        </Button>
        <span className="text-sm font-medium" aria-live="polite">
          {view === 'week' ? `${dayLabel(dates[0]!)} – ${dayLabel(dates[6]!)}` : dayLabel(anchor)}
        </span>
        <label className="ml-auto flex items-center gap-2 text-sm" htmlFor={`${id}-cancelled`}>
          <input
            id={`${id}-cancelled`}
            type="checkbox"
            checked={showCancelled}
            onChange={(e) => setShowCancelled(e.target.checked)}
          />
          Show cancelled
        </label>
      </div>
      <Grid dates={dates} bookings={bookings.data?.items ?? []} showCancelled={showCancelled} />
      <ul className="flex flex-wrap gap-4 text-xs text-muted-foreground" aria-label="Legend">
        {(Object.keys(COLOURS) as BookingStatus[]).map((status) => (
          <li key={status} className="flex items-center gap-1.5">
            <span
              className={cn('inline-block size-3 rounded-sm border-l-4', COLOURS[status])}
              aria-hidden
            />
            {status.charAt(0).toUpperCase() + status.slice(1)}
          </li>
        ))}
        <li>Times in {venue.timeZone.replace(/_/g, ' ')}</li>
      </ul>
    </div>
  );
}

/** Calendar (the SPEC's "coming soon", made real): a day or week of one venue's bookings. */
export function CalendarTab() {
  const id = useId();
  const venues = useOwnedVenues();
  const [venueId, setVenueId] = useState('');
  const list = venues.data ?? [];
  const venue = list.find((v) => v.id === venueId) ?? list.find((v) => v.active) ?? list[0];
  if (!venue) {
    return (
      <p className="rounded-xl border border-dashed p-10 text-center text-muted-foreground">
        Add a venue to see its calendar.
      </p>
    );
  }
  return (
    <div className="space-y-4">
      <div className="grid max-w-sm gap-1.5">
        <Label htmlFor={`${id}-venue`}>Venue</Label>
        <NativeSelect
          id={`${id}-venue`}
          value={venue.id}
          onChange={(e) => setVenueId(e.target.value)}
        >
          {list.map((v) => (
            <option key={v.id} value={v.id}>
              {v.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <VenueCalendar key={venue.id} venue={venue} />
    </div>
  );
}
