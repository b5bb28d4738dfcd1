import type { VenueBooking } from '@shared/contracts/venue-owner';
import { addDays, instantToLocal, minutesOf, TIME_OPTIONS } from '@shared/slots';

/** Rows of the calendar: the half-hours from opening to closing (09:00…22:00 starts). */
export const CALENDAR_ROWS = TIME_OPTIONS.slice(0, -1);
const OPEN = minutesOf(TIME_OPTIONS[0]!);

/** The Monday-to-Sunday week holding `date` (YYYY-MM-DD). */
export function weekOf(date: string): string[] {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const weekday = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7; // Monday = 0
  const monday = addDays(date, -weekday);
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

export type CalendarBlock = { booking: VenueBooking; row: number; span: number };

/**
 * Places bookings on the grid by the venue's own clock: a row per half-hour, one column per date.
 * Bookings outside the dates or the opening hours are left out.
 */
export function layoutBookings(
  bookings: VenueBooking[],
  dates: string[],
  { showCancelled = false } = {},
): Map<string, CalendarBlock[]> {
  const columns = new Map<string, CalendarBlock[]>(dates.map((date) => [date, []]));
  for (const booking of bookings) {
    if (booking.status === 'cancelled' && !showCancelled) continue;
    const start = instantToLocal(new Date(booking.startTime), booking.timeZone);
    const column = columns.get(start.date);
    if (!column) continue;
    const row = (minutesOf(start.time) - OPEN) / 30;
    const minutes =
      (new Date(booking.endTime).getTime() - new Date(booking.startTime).getTime()) / 60_000;
    const span = Math.max(1, Math.round(minutes / 30));
    if (row < 0 || row >= CALENDAR_ROWS.length) continue;
    column.push({ booking, row, span: Math.min(span, CALENDAR_ROWS.length - row) });
  }
  return columns;
}
