import { Ban } from 'lucide-react';
import { useState, type DragEvent } from 'react';
import type { CourtBlockView } from '@shared/contracts/courts';
import type { VenueBooking } from '@shared/contracts/venue-owner';
import type { BookingStatus } from '@shared/enums';
import type { DayWindow } from '@shared/opening-hours';
import { localToInstant } from '@shared/slots';
import { cn } from '@web/lib/utils';
import { venueTimeRange } from '@web/lib/venue-time';
import { isOpenAt, layoutSchedule, type CalendarColumn } from '../calendar-layout';
import { sharesPaidText } from './split-shares';

const ROW_PX = 32;
const DRAG_TYPE = 'application/x-matchday-booking';

export const STATUS_COLOURS: Record<BookingStatus, string> = {
  pending: 'border-warning bg-warning/25',
  confirmed: 'border-primary bg-primary/20',
  completed: 'border-sky-500 bg-sky-500/20',
  cancelled: 'border-muted-foreground/40 bg-muted text-muted-foreground line-through',
};

/** A booking can be dragged while it is still to come (the server checks the same). */
export const isMovable = (booking: VenueBooking, now: Date) =>
  (booking.status === 'pending' || booking.status === 'confirmed') &&
  !booking.checkedInAt &&
  new Date(booking.startTime).getTime() > now.getTime();

/** "Paid at the desk", "Unpaid", "2 of 4 shares paid": what the owner needs to collect. */
export function paymentText(booking: VenueBooking) {
  if (booking.shares) return sharesPaidText(booking.shares);
  if (booking.paymentStatus === 'paid') return 'Paid';
  if (booking.paymentStatus === 'refunded') return 'Refunded';
  return 'Unpaid';
}

export type SlotTarget = { column: CalendarColumn; time: string };

type GridProps = {
  columns: CalendarColumn[];
  rows: string[];
  windows: Map<string, DayWindow | null>;
  timeZone: string;
  bookings: VenueBooking[];
  blocks: CourtBlockView[];
  showCancelled: boolean;
  now: Date;
  onSlot: (target: SlotTarget) => void;
  onBooking: (booking: VenueBooking) => void;
  onBlock: (block: CourtBlockView) => void;
  onDrop: (bookingId: string, target: SlotTarget) => void;
};

/**
 * The grid: a column per court (or per date), a row per half-hour. Free half-hours are buttons
 * (add a desk booking or a block); bookings can be dragged to another free half-hour, and each
 * opens a dialog whose "Move" does the same from the keyboard.
 */
export function CalendarGrid(props: GridProps) {
  const { columns, rows, windows, timeZone, now } = props;
  const layout = layoutSchedule(props);
  const [dragging, setDragging] = useState(false);
  const past = (date: string, time: string) =>
    (localToInstant(date, time, timeZone)?.getTime() ?? 0) < now.getTime();

  function allowDrop(event: DragEvent) {
    if (!event.dataTransfer.types.includes(DRAG_TYPE)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
  }

  function drop(event: DragEvent, target: SlotTarget) {
    const id = event.dataTransfer.getData(DRAG_TYPE);
    if (!id) return;
    event.preventDefault();
    setDragging(false);
    props.onDrop(id, target);
  }

  return (
    <div
      className="max-w-full overflow-x-auto rounded-xl border"
      data-testid="calendar-scroll"
      // Scrollable regions must be reachable from the keyboard (axe: scrollable-region-focusable).
      tabIndex={0}
      role="region"
      aria-label="Calendar grid"
    >
      <div
        className="grid"
        style={{
          gridTemplateColumns: `3.5rem repeat(${columns.length}, minmax(7.5rem, 1fr))`,
        }}
      >
        <div className="sticky left-0 z-20 border-b bg-muted" />
        {columns.map((column) => (
          <div
            key={column.key}
            className="border-b border-l bg-muted/60 px-2 py-2 text-center text-xs font-semibold"
          >
            {column.label}
          </div>
        ))}
        <div className="sticky left-0 z-20 bg-background">
          {rows.map((time) => (
            <div
              key={time}
              style={{ height: ROW_PX }}
              className="border-b pt-0.5 pr-2 text-right text-[11px] leading-none text-muted-foreground"
            >
              {time}
            </div>
          ))}
        </div>
        {columns.map((column) => {
          const window = windows.get(column.date) ?? null;
          const { bookings, blocks, busy } = layout.get(column.key)!;
          return (
            <div
              key={column.key}
              className="relative border-l"
              style={{ height: ROW_PX * rows.length }}
              data-testid="calendar-column"
              data-column={column.label}
            >
              {rows.map((time, row) => {
                const target = { column, time };
                const cell = { height: ROW_PX };
                if (!isOpenAt(window, time)) {
                  return (
                    <div
                      key={time}
                      style={cell}
                      className="border-b bg-[repeating-linear-gradient(135deg,transparent_0_6px,var(--color-muted)_6px_12px)]"
                      title="Closed"
                    />
                  );
                }
                if (busy.has(row) || past(column.date, time)) {
                  return (
                    <div
                      key={time}
                      style={cell}
                      className={cn('border-b', time.endsWith(':30') && 'border-dashed')}
                      onDragOver={allowDrop}
                      onDrop={(event) => drop(event, target)}
                    />
                  );
                }
                return (
                  <button
                    key={time}
                    type="button"
                    style={cell}
                    className={cn(
                      'block w-full border-b text-left text-[11px] text-transparent hover:bg-accent hover:text-muted-foreground focus-visible:bg-accent focus-visible:text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring',
                      time.endsWith(':30') && 'border-dashed',
                      dragging && 'hover:bg-primary/10',
                    )}
                    aria-label={`${column.label}, ${time}: add a booking or block`}
                    onClick={() => props.onSlot(target)}
                    onDragOver={allowDrop}
                    onDrop={(event) => drop(event, target)}
                  >
                    <span className="px-1.5" aria-hidden>
                      + {time}
                    </span>
                  </button>
                );
              })}
              {window === null && (
                <p className="absolute inset-x-0 top-2 text-center text-xs font-medium text-muted-foreground">
                  Closed
                </p>
              )}
              {blocks.map(({ item: block, row, span }) => (
                <button
                  key={block.id}
                  type="button"
                  className={cn(
                    'absolute inset-x-1 z-10 flex items-start gap-1 overflow-hidden rounded-md border border-dashed border-destructive/60 bg-destructive/10 px-1.5 py-0.5 text-left text-[11px] leading-tight',
                    // A drop here goes to the half-hour beneath, and the server refuses it (409).
                    dragging && 'pointer-events-none',
                  )}
                  style={{ top: row * ROW_PX + 1, height: span * ROW_PX - 2 }}
                  onClick={() => props.onBlock(block)}
                  // Should a drop land here before the grid steps aside, the server decides (409).
                  onDragOver={allowDrop}
                  onDrop={(event) => drop(event, { column, time: rows[row]! })}
                  data-testid="calendar-block"
                >
                  <Ban className="mt-0.5 size-3 shrink-0" aria-hidden />
                  <span className="min-w-0">
                    <span className="block truncate font-semibold">Blocked</span>
                    <span className="block truncate">{block.reason}</span>
                  </span>
                </button>
              ))}
              {bookings.map(({ item: booking, row, span }) => {
                const movable = isMovable(booking, now);
                const when = venueTimeRange(booking.startTime, booking.endTime, timeZone);
                return (
                  <button
                    key={booking.id}
                    type="button"
                    draggable={movable}
                    onDragStart={(event) => {
                      event.dataTransfer.setData(DRAG_TYPE, booking.id);
                      event.dataTransfer.effectAllowed = 'move';
                      // After the drag has begun: changing the source in dragstart can end it.
                      setTimeout(() => setDragging(true), 0);
                    }}
                    onDragEnd={() => setDragging(false)}
                    onDragOver={allowDrop}
                    onDrop={(event) => drop(event, { column, time: rows[row]! })}
                    onClick={() => props.onBooking(booking)}
                    className={cn(
                      'absolute inset-x-1 z-10 overflow-hidden rounded-md border-l-4 px-1.5 py-0.5 text-left text-[11px] leading-tight',
                      movable && 'cursor-grab active:cursor-grabbing',
                      // While dragging, let drops reach the half-hours under other bookings.
                      dragging && 'pointer-events-none opacity-70',
                      STATUS_COLOURS[booking.status],
                    )}
                    style={{ top: row * ROW_PX + 1, height: span * ROW_PX - 2 }}
                    aria-label={`${booking.customerName}, ${when}, ${booking.courtName}, ${paymentText(booking)}${booking.source === 'desk' ? ', desk booking' : ''}`}
                    data-testid="calendar-booking"
                  >
                    <span className="block truncate font-semibold">{booking.customerName}</span>
                    <span className="block truncate">
                      {when} · {paymentText(booking)}
                    </span>
                    {span > 2 && (
                      <span className="block truncate">
                        {booking.sportName}
                        {booking.source === 'desk' ? ' · Desk' : ''}
                      </span>
                    )}
                  </button>
                );
              })}
            </div>
          );
        })}
      </div>
    </div>
  );
}
