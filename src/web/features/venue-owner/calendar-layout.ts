import { TZDate } from '@date-fns/tz';
import type { CourtBlockView } from '@shared/contracts/courts';
import type { VenueBooking } from '@shared/contracts/venue-owner';
import { SLOT_MINUTES } from '@shared/constants';
import { DEFAULT_WINDOW, type DayWindow } from '@shared/opening-hours';
import { addDays, instantToLocal, localToInstant, minutesOf, timeOf } from '@shared/slots';

/**
 * The owner's calendar on the venue's own clock: one column per court (a day) or per date (a
 * week of one court), one row per half-hour from the earliest opening to the latest closing of
 * the dates shown. Everything here is pure, so the grid's rules are tested without a browser.
 */

/** The Monday-to-Sunday week holding `date` (YYYY-MM-DD). */
export function weekOf(date: string): string[] {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const weekday = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7; // Monday = 0
  const monday = addDays(date, -weekday);
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** "Thu, Nov 26": a calendar date as a column or a title says it (the date itself, no zone). */
export function dayLabel(date: string) {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString(undefined, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
}

/**
 * The half-hour starts the grid shows: from the earliest opening to the latest closing of the
 * dates' windows (closed days count for nothing); SPEC §9's day when every date is closed.
 */
export function calendarRows(windows: readonly (DayWindow | null)[]): string[] {
  const open = windows.filter((w): w is DayWindow => w !== null);
  const list = open.length ? open : [DEFAULT_WINDOW];
  const first = Math.min(...list.map((w) => minutesOf(w.opensAt)));
  const last = Math.max(...list.map((w) => minutesOf(w.closesAt)));
  const rows: string[] = [];
  for (let minute = first; minute + SLOT_MINUTES <= last; minute += SLOT_MINUTES) {
    rows.push(timeOf(minute));
  }
  return rows;
}

/** Whether the half-hour starting at `time` is within the day's window. */
export const isOpenAt = (window: DayWindow | null, time: string) =>
  window !== null && time >= window.opensAt && time < window.closesAt;

/** A column of the grid: one court on one date. */
export type CalendarColumn = { key: string; date: string; courtId: string; label: string };

export type Placed<T> = { item: T; row: number; span: number };

export type ColumnLayout = {
  bookings: Placed<VenueBooking>[];
  blocks: Placed<CourtBlockView>[];
  /** Rows a live booking or a block takes: no "add" there. */
  busy: Set<number>;
};

/** Where a time range sits in a column of `date`: its first row and how many rows, or null. */
export function placeOnRows(
  startIso: string,
  endIso: string,
  timeZone: string,
  date: string,
  rows: readonly string[],
): { row: number; span: number } | null {
  const start = instantToLocal(new Date(startIso), timeZone);
  const end = instantToLocal(new Date(endIso), timeZone);
  if (start.date > date || end.date < date || rows.length === 0) return null;
  // A range that began the day before (a block overnight) starts at the top of the column.
  const first = minutesOf(rows[0]!);
  const startMinute = start.date < date ? first : minutesOf(start.time);
  const endMinute = end.date > date ? 24 * 60 : minutesOf(end.time);
  const row = Math.max(0, Math.floor((startMinute - first) / SLOT_MINUTES));
  const stop = Math.min(rows.length, Math.ceil((endMinute - first) / SLOT_MINUTES));
  return stop > row ? { row, span: stop - row } : null;
}

/**
 * Places bookings and blocks in their columns. Cancelled bookings appear only when asked and
 * never make a row busy (their time is free again).
 */
export function layoutSchedule({
  columns,
  rows,
  timeZone,
  bookings,
  blocks,
  showCancelled = false,
}: {
  columns: readonly CalendarColumn[];
  rows: readonly string[];
  timeZone: string;
  bookings: readonly VenueBooking[];
  blocks: readonly CourtBlockView[];
  showCancelled?: boolean;
}): Map<string, ColumnLayout> {
  const layout = new Map<string, ColumnLayout>();
  for (const column of columns) {
    const mine: ColumnLayout = { bookings: [], blocks: [], busy: new Set() };
    const take = (row: number, span: number) => {
      for (let r = row; r < row + span; r++) mine.busy.add(r);
    };
    for (const booking of bookings) {
      if (booking.courtId !== column.courtId) continue;
      const cancelled = booking.status === 'cancelled';
      if (cancelled && !showCancelled) continue;
      const place = placeOnRows(booking.startTime, booking.endTime, timeZone, column.date, rows);
      if (!place) continue;
      mine.bookings.push({ item: booking, ...place });
      if (!cancelled) take(place.row, place.span);
    }
    for (const block of blocks) {
      if (block.courtId !== column.courtId) continue;
      const place = placeOnRows(block.startTime, block.endTime, timeZone, column.date, rows);
      if (!place) continue;
      mine.blocks.push({ item: block, ...place });
      take(place.row, place.span);
    }
    layout.set(column.key, mine);
  }
  return layout;
}

/** The instants a booking would have moved to `date` `time`, keeping its length; null in a DST gap. */
export function movedTimes(
  booking: Pick<VenueBooking, 'startTime' | 'endTime'>,
  date: string,
  time: string,
  timeZone: string,
): { startTime: string; endTime: string } | null {
  const start = localToInstant(date, time, timeZone);
  if (!start) return null;
  const length = new Date(booking.endTime).getTime() - new Date(booking.startTime).getTime();
  return {
    startTime: start.toISOString(),
    endTime: new Date(start.getTime() + length).toISOString(),
  };
}

/** From the first date's midnight to the day after the last one, on the venue's clock. */
export function datesRange(dates: readonly string[], timeZone: string) {
  const midnight = (date: string) => {
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    return new Date(TZDate.tz(timeZone, y, m - 1, d).getTime()).toISOString();
  };
  return { from: midnight(dates[0]!), to: midnight(addDays(dates[dates.length - 1]!, 1)) };
}
