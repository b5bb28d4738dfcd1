import { FIRST_SLOT, LAST_SLOT, SLOT_MINUTES } from './constants';

/**
 * Opening hours on a venue's own clock: one window per ISO weekday (1 = Monday … 7 = Sunday),
 * or closed, and dated exceptions (a holiday closed or shorter) that win over the week. A
 * weekday nobody set keeps SPEC §9's 09:00–22:30. Times are "HH:mm" on the 30-minute grid.
 */

export type DayWindow = { opensAt: string; closesAt: string };
export type WeekdayHours = { weekday: number; opensAt: string | null; closesAt: string | null };
export type HoursException = {
  date: string;
  opensAt: string | null;
  closesAt: string | null;
  note: string | null;
};
export type OpeningHours = { weekly: WeekdayHours[]; exceptions: HoursException[] };

export const DEFAULT_WINDOW: DayWindow = { opensAt: FIRST_SLOT, closesAt: LAST_SLOT };

export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export const WEEKDAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export const weekdayName = (weekday: number) => WEEKDAY_NAMES[weekday - 1] ?? '';

const pad = (n: number) => String(n).padStart(2, '0');

/** Every time an opening, closing or price band may start or end at: 00:00, 00:30 … 23:30. */
export const DAY_TIMES: readonly string[] = Array.from(
  { length: (24 * 60) / SLOT_MINUTES },
  (_, i) => `${pad(Math.floor((i * SLOT_MINUTES) / 60))}:${pad((i * SLOT_MINUTES) % 60)}`,
);

/** A time written "HH:mm" on the half-hour grid (what the editors offer). */
export const isGridTime = (time: string) => DAY_TIMES.includes(time);

/** Minutes after midnight of a grid time. */
export const minutesOfGrid = (time: string) => DAY_TIMES.indexOf(time) * SLOT_MINUTES;

/** ISO weekday (1 = Monday … 7 = Sunday) of a YYYY-MM-DD date (a calendar fact, no zone). */
export function isoWeekday(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The week as seven rows, Monday first; a weekday without a row gets the default window. */
export function fullWeek(rows: readonly WeekdayHours[]): WeekdayHours[] {
  return WEEKDAYS.map(
    (weekday) => rows.find((row) => row.weekday === weekday) ?? { weekday, ...DEFAULT_WINDOW },
  );
}

const windowOf = (row: { opensAt: string | null; closesAt: string | null }): DayWindow | null =>
  row.opensAt && row.closesAt ? { opensAt: row.opensAt, closesAt: row.closesAt } : null;

/** The venue's window on a date (an exception first, then the weekday), or null when closed. */
export function windowOn(hours: OpeningHours | undefined, date: string): DayWindow | null {
  if (!hours) return DEFAULT_WINDOW;
  const exception = hours.exceptions.find((row) => row.date === date);
  if (exception) return windowOf(exception);
  const weekday = isoWeekday(date);
  const row = hours.weekly.find((r) => r.weekday === weekday);
  return row ? windowOf(row) : DEFAULT_WINDOW;
}

/** "07:00–23:00", or "Closed". */
export function describeWindow(window: DayWindow | null): string {
  return window ? `${window.opensAt}–${window.closesAt}` : 'Closed';
}
