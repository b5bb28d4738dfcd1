import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId, useState } from 'react';
import type { CourtBlockView } from '@shared/contracts/courts';
import type { OwnedVenue, VenueBooking } from '@shared/contracts/venue-owner';
import type { VenueDetail } from '@shared/contracts/venues';
import type { BookingStatus } from '@shared/enums';
import { windowOn } from '@shared/opening-hours';
import { addDays, localToday } from '@shared/slots';
import { Button } from '@web/components/ui/button';
import { NativeSelect } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { errorMessage } from '@web/lib/api-client';
import { toast } from '@web/lib/use-toast';
import { cn } from '@web/lib/utils';
import { useMoveBooking, useVenueBlocks } from '../api/calendar';
import { useOwnedVenues, useOwnerBookings, useOwnerVenue } from '../api/owner';
import {
  calendarRows,
  datesRange,
  dayLabel,
  movedTimes,
  weekOf,
  type CalendarColumn,
} from '../calendar-layout';
import { BlockDialog, BookingDialog, type MovePlace } from './booking-dialogs';
import { CalendarGrid, STATUS_COLOURS, type SlotTarget } from './calendar-grid';
import { SlotDialog } from './slot-dialog';

type Toolbar = {
  view: 'day' | 'week';
  setView: (view: 'day' | 'week') => void;
  anchor: string;
  setAnchor: (date: string) => void;
  dates: string[];
  timeZone: string;
};

function CalendarToolbar({ view, setView, anchor, setAnchor, dates, timeZone }: Toolbar) {
  const step = view === 'week' ? 7 : 1;
  return (
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
        onClick={() => setAnchor(localToday(timeZone, new Date()))}
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
      <span className="text-sm font-medium" aria-live="polite" data-testid="calendar-range">
        {view === 'week' ? `${dayLabel(dates[0]!)} – ${dayLabel(dates[6]!)}` : dayLabel(anchor)}
      </span>
    </div>
  );
}

type Selected =
  | { kind: 'slot'; target: SlotTarget }
  | { kind: 'booking'; booking: VenueBooking }
  | { kind: 'block'; block: CourtBlockView }
  | null;

function VenueCalendar({ venue, detail }: { venue: OwnedVenue; detail: VenueDetail }) {
  const id = useId();
  const tz = venue.timeZone;
  const [view, setView] = useState<'day' | 'week'>('day');
  const [anchor, setAnchor] = useState(() => localToday(tz, new Date()));
  const [courtChoice, setCourtChoice] = useState('');
  const [showCancelled, setShowCancelled] = useState(false);
  const [selected, setSelected] = useState<Selected>(null);
  // A dragged booking shows at its new place until the server answers; a 409 snaps it back.
  const [moved, setMoved] = useState<VenueBooking | null>(null);
  const [now] = useState(() => new Date());
  const courts = detail.courts;
  const court = courts.find((c) => c.id === courtChoice) ?? courts[0];
  const dates = view === 'week' ? weekOf(anchor) : [anchor];
  const range = datesRange(dates, tz);
  const list = useOwnerBookings({ venueId: venue.id, ...range, pageSize: 500 });
  const blocks = useVenueBlocks(venue.id, range);
  const move = useMoveBooking(venue.id);
  const windows = new Map(dates.map((date) => [date, windowOn(detail.openingHours, date)]));
  const rows = calendarRows([...windows.values()]);
  const columns: CalendarColumn[] =
    view === 'day'
      ? courts.map((c) => ({ key: c.id, date: anchor, courtId: c.id, label: c.name }))
      : dates.map((date) => ({
          key: date,
          date,
          courtId: court?.id ?? '',
          label: dayLabel(date),
        }));
  const bookings = (list.data?.items ?? []).map((b) => (moved?.id === b.id ? moved : b));

  async function moveTo(booking: VenueBooking, place: MovePlace): Promise<boolean> {
    const times = movedTimes(booking, place.date, place.time, tz);
    if (!times) {
      toast({
        title: 'Could not move',
        description: 'That time does not exist on the venue clock.',
      });
      return false;
    }
    const courtName = courts.find((c) => c.id === place.courtId)?.name ?? booking.courtName;
    setMoved({ ...booking, ...times, courtId: place.courtId, courtName });
    try {
      await move.mutateAsync({ bookingId: booking.id, courtId: place.courtId, ...times });
      toast({ title: 'Booking moved', description: `${booking.customerName} · ${place.time}` });
      return true;
    } catch (error) {
      toast({
        title: 'Could not move',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
      return false;
    } finally {
      setMoved(null);
    }
  }

  function drop(bookingId: string, { column, time }: SlotTarget) {
    const booking = bookings.find((b) => b.id === bookingId);
    if (!booking) return;
    // Dropped where it already is: nothing to move.
    const times = movedTimes(booking, column.date, time, tz);
    if (column.courtId === booking.courtId && times?.startTime === booking.startTime) return;
    void moveTo(booking, { courtId: column.courtId, date: column.date, time });
  }

  const slotCourt =
    selected?.kind === 'slot' ? courts.find((c) => c.id === selected.target.column.courtId) : null;

  return (
    <div className="min-w-0 space-y-4">
      <CalendarToolbar {...{ view, setView, anchor, setAnchor, dates, timeZone: tz }} />
      <div className="flex flex-wrap items-end gap-4">
        {view === 'week' && (
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-court`}>Court</Label>
            <NativeSelect
              id={`${id}-court`}
              value={court?.id ?? ''}
              onChange={(e) => setCourtChoice(e.target.value)}
            >
              {courts.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </NativeSelect>
          </div>
        )}
        <label className="flex items-center gap-2 pb-2 text-sm" htmlFor={`${id}-cancelled`}>
          <input
            id={`${id}-cancelled`}
            type="checkbox"
            checked={showCancelled}
            onChange={(e) => setShowCancelled(e.target.checked)}
          />
          Show cancelled
        </label>
      </div>
      <p className="text-xs text-muted-foreground">
        Choose a free half-hour to add a desk booking or block the court. Drag a booking to move it,
        or open it and choose Move.
      </p>
      <CalendarGrid
        columns={columns}
        rows={rows}
        windows={windows}
        timeZone={tz}
        bookings={bookings}
        blocks={blocks.data ?? []}
        showCancelled={showCancelled}
        now={now}
        onSlot={(target) => setSelected({ kind: 'slot', target })}
        onBooking={(booking) => setSelected({ kind: 'booking', booking })}
        onBlock={(block) => setSelected({ kind: 'block', block })}
        onDrop={drop}
      />
      <ul className="flex flex-wrap gap-4 text-xs text-muted-foreground" aria-label="Legend">
        {(Object.keys(STATUS_COLOURS) as BookingStatus[]).map((status) => (
          <li key={status} className="flex items-center gap-1.5">
            <span
              className={cn('inline-block size-3 rounded-sm border-l-4', STATUS_COLOURS[status])}
              aria-hidden
            />
            {status.charAt(0).toUpperCase() + status.slice(1)}
          </li>
        ))}
        <li className="flex items-center gap-1.5">
          <span
            className="inline-block size-3 rounded-sm border border-dashed border-destructive/60 bg-destructive/10"
            aria-hidden
          />
          Blocked
        </li>
        <li>Times in {tz.replace(/_/g, ' ')}</li>
      </ul>
      <SlotDialog
        key={
          selected?.kind === 'slot' ? `${selected.target.column.key}${selected.target.time}` : ''
        }
        target={selected?.kind === 'slot' ? selected.target : null}
        court={slotCourt ?? undefined}
        sports={slotCourt?.sports.length ? slotCourt.sports : detail.sports}
        window={
          selected?.kind === 'slot'
            ? windowOn(detail.openingHours, selected.target.column.date)
            : null
        }
        venueId={venue.id}
        timeZone={tz}
        onClose={() => setSelected(null)}
      />
      <BookingDialog
        booking={selected?.kind === 'booking' ? selected.booking : null}
        courts={courts}
        hours={detail.openingHours}
        venueId={venue.id}
        now={now}
        onMove={moveTo}
        onClose={() => setSelected(null)}
      />
      <BlockDialog
        block={selected?.kind === 'block' ? selected.block : null}
        venueId={venue.id}
        timeZone={tz}
        onClose={() => setSelected(null)}
      />
    </div>
  );
}

const LOADING = 'Loading the calendar…';

/** What could not be read (the venues, or one venue's courts and hours), with a way to retry. */
function CalendarError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-xl border p-8 text-center">
      <p className="font-semibold">We couldn't load {what}.</p>
      <Button className="mt-4" variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

/** Calendar: a day of every court, or a week of one, with desk bookings, blocks and moves. */
export function CalendarTab() {
  const id = useId();
  const venues = useOwnedVenues();
  const [venueId, setVenueId] = useState('');
  const list = venues.data ?? [];
  const venue = list.find((v) => v.id === venueId) ?? list.find((v) => v.active) ?? list[0];
  const detail = useOwnerVenue(venue?.id);
  if (venues.isError) {
    return <CalendarError what="your venues" onRetry={() => void venues.refetch()} />;
  }
  if (venues.isPending) return <p className="text-sm text-muted-foreground">{LOADING}</p>;
  if (!venue) {
    return (
      <p className="rounded-xl border border-dashed p-10 text-center text-muted-foreground">
        Add a venue to see its calendar.
      </p>
    );
  }
  return (
    <div className="min-w-0 space-y-4">
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
      {detail.data?.id === venue.id ? (
        <VenueCalendar key={venue.id} venue={venue} detail={detail.data} />
      ) : detail.isError ? (
        <CalendarError what={venue.name} onRetry={() => void detail.refetch()} />
      ) : (
        <p className="text-sm text-muted-foreground">{LOADING}</p>
      )}
    </div>
  );
}
