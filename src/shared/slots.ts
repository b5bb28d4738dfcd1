import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import {
  BOOKING_MAX_DAYS_AHEAD,
  FIRST_SLOT,
  FREE_CANCELLATION_HOURS,
  LAST_SLOT,
  SLOT_MINUTES,
} from './constants';
import { DEFAULT_WINDOW, type DayWindow } from './opening-hours';

/**
 * Booking slots (SPEC §9): every 30 minutes from 09:00 to 22:30 in the venue's own time zone.
 * The venue is open from the first time to the last, so the bookable half-hours start at
 * 09:00…22:00 and end at 09:30…22:30. Local times are turned into instants by @date-fns/tz,
 * which knows every zone's daylight-saving rules; nothing here adds offsets by hand.
 */

const MINUTE_MS = 60_000;

/** "HH:mm" → minutes after midnight. */
export function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours! * 60 + minutes!;
}

/** Minutes after midnight → "HH:mm". */
export function timeOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

const OPEN = minutesOf(FIRST_SLOT);
const CLOSE = minutesOf(LAST_SLOT);

/** Every time a booking may start or end at: 09:00, 09:30 … 22:30. */
export const TIME_OPTIONS: readonly string[] = Array.from(
  { length: (CLOSE - OPEN) / SLOT_MINUTES + 1 },
  (_, i) => timeOf(OPEN + i * SLOT_MINUTES),
);

/** The opening hours: total minutes the venue can be booked in a day. */
export const OPEN_MINUTES_PER_DAY = CLOSE - OPEN;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written YYYY-MM-DD (2025-02-30 is not). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** An IANA time zone name the runtime knows ("Europe/London", "UTC"). */
export function isTimeZone(value: string): boolean {
  if (!value || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * The instant at which a venue's clock shows `date` `time`, or null when that local time does
 * not exist (skipped by a daylight-saving change).
 */
export function localToInstant(date: string, time: string, timeZone: string): Date | null {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const zoned = TZDate.tz(timeZone, y, m - 1, d, hours, minutes);
  const instant = new Date(zoned.getTime());
  const back = instantToLocal(instant, timeZone);
  // A time inside a spring-forward gap comes back shifted: it is not a time the clock shows.
  return back.date === date && back.time === time ? instant : null;
}

/** What a venue's clock and calendar show at an instant. */
export function instantToLocal(instant: Date, timeZone: string): { date: string; time: string } {
  const zoned = new TZDate(instant.getTime(), timeZone);
  return { date: format(zoned, 'yyyy-MM-dd'), time: format(zoned, 'HH:mm') };
}

/** Today's date on the venue's calendar. */
export function localToday(timeZone: string, now: Date): string {
  return instantToLocal(now, timeZone).date;
}

/** `date` plus `days` calendar days (YYYY-MM-DD arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

export type DaySlot = { start: string; end: string; startTime: Date; endTime: Date };

/**
 * The bookable half-hours of a day at a venue, as local times and instants: within the day's
 * opening window (SPEC §9's 09:00–22:30 unless the venue set its hours; none when closed).
 */
export function daySlots(
  date: string,
  timeZone: string,
  window: DayWindow | null = DEFAULT_WINDOW,
): DaySlot[] {
  if (!window) return [];
  const slots: DaySlot[] = [];
  const close = minutesOf(window.closesAt);
  for (
    let minute = minutesOf(window.opensAt);
    minute + SLOT_MINUTES <= close;
    minute += SLOT_MINUTES
  ) {
    const start = timeOf(minute);
    const end = timeOf(minute + SLOT_MINUTES);
    const startTime = localToInstant(date, start, timeZone);
    const endTime = localToInstant(date, end, timeZone);
    if (startTime && endTime) slots.push({ start, end, startTime, endTime });
  }
  return slots;
}

/** The opening hours of a day as instants (the first slot's start, the last slot's end). */
export function openingWindow(
  date: string,
  timeZone: string,
  window: DayWindow | null = DEFAULT_WINDOW,
): { open: Date; close: Date } | null {
  const slots = daySlots(date, timeZone, window);
  if (slots.length === 0) return null;
  return { open: slots[0]!.startTime, close: slots[slots.length - 1]!.endTime };
}

export type SlotStatus = 'free' | 'taken' | 'past';
export type SlotState = { start: string; end: string; status: SlotStatus };

/** Start times a booking form may offer: the free slots. */
export function startTimesOf(slots: readonly SlotState[]): string[] {
  return slots.filter((slot) => slot.status === 'free').map((slot) => slot.start);
}

/**
 * End times that may follow `start`: each free slot from `start` on, up to the first slot that
 * is not free (a booking never crosses a taken slot).
 */
export function endTimesFrom(slots: readonly SlotState[], start: string): string[] {
  const index = slots.findIndex((slot) => slot.start === start);
  if (index < 0 || slots[index]!.status !== 'free') return [];
  const ends: string[] = [];
  for (let i = index; i < slots.length && slots[i]!.status === 'free'; i++) {
    // Consecutive slots only: a gap (a skipped local time) ends the run too.
    if (i > index && slots[i]!.start !== slots[i - 1]!.end) break;
    ends.push(slots[i]!.end);
  }
  return ends;
}

/** Minutes between two "HH:mm" times of one day (negative when the end is not after the start). */
export function spanMinutes(start: string, end: string): number {
  return minutesOf(end) - minutesOf(start);
}

export type BookingTimes =
  | { ok: true; date: string; start: string; end: string; minutes: number }
  | { ok: false; field: 'startTime' | 'endTime'; message: string };

export const TIME_MESSAGES = {
  grid: `Bookings start and end on the hour or half hour (${FIRST_SLOT}–${LAST_SLOT}, venue time)`,
  hours: `Bookings must be between ${FIRST_SLOT} and ${LAST_SLOT}, venue time`,
  order: 'The end time must be after the start time',
  sameDay: 'A booking must start and end on the same day',
  past: "You can't book a time in the past",
  tooFar: `Bookings can be made up to ${BOOKING_MAX_DAYS_AHEAD} days ahead`,
  closed: 'The venue is closed that day',
} as const;

/** The opening-hours message for a day's window (SPEC §9's text for the default hours). */
export const hoursMessage = (window: DayWindow) =>
  `Bookings must be between ${window.opensAt} and ${window.closesAt}, venue time`;

/**
 * Checks a booking's instants against the venue's slot rules: on the 30-minute grid of the
 * venue's clock, inside opening hours, one day, end after start, start in the future.
 * `windowOf` gives a date's opening window (null: closed); SPEC §9's hours by default.
 */
export function checkBookingTimes(
  startTime: Date,
  endTime: Date,
  timeZone: string,
  now: Date,
  windowOf: (date: string) => DayWindow | null = () => DEFAULT_WINDOW,
): BookingTimes {
  const start = instantToLocal(startTime, timeZone);
  const end = instantToLocal(endTime, timeZone);
  const onGrid = (instant: Date, local: { date: string; time: string }) =>
    instant.getTime() % MINUTE_MS === 0 &&
    minutesOf(local.time) % SLOT_MINUTES === 0 &&
    localToInstant(local.date, local.time, timeZone)?.getTime() === instant.getTime();
  if (!onGrid(startTime, start))
    return { ok: false, field: 'startTime', message: TIME_MESSAGES.grid };
  if (!onGrid(endTime, end)) return { ok: false, field: 'endTime', message: TIME_MESSAGES.grid };
  if (endTime.getTime() <= startTime.getTime()) {
    return { ok: false, field: 'endTime', message: TIME_MESSAGES.order };
  }
  if (start.date !== end.date)
    return { ok: false, field: 'endTime', message: TIME_MESSAGES.sameDay };
  const window = windowOf(start.date);
  if (!window) return { ok: false, field: 'startTime', message: TIME_MESSAGES.closed };
  const [open, close] = [minutesOf(window.opensAt), minutesOf(window.closesAt)];
  if (minutesOf(start.time) < open || minutesOf(start.time) >= close) {
    return { ok: false, field: 'startTime', message: hoursMessage(window) };
  }
  if (minutesOf(end.time) > close)
    return { ok: false, field: 'endTime', message: hoursMessage(window) };
  if (startTime.getTime() <= now.getTime()) {
    return { ok: false, field: 'startTime', message: TIME_MESSAGES.past };
  }
  if (start.date > addDays(localToday(timeZone, now), BOOKING_MAX_DAYS_AHEAD)) {
    return { ok: false, field: 'startTime', message: TIME_MESSAGES.tooFar };
  }
  return {
    ok: true,
    date: start.date,
    start: start.time,
    end: end.time,
    minutes: (endTime.getTime() - startTime.getTime()) / MINUTE_MS,
  };
}

export type RefundPolicy = {
  /** Whether cancelling now gives the money back. */
  refundable: boolean;
  /** Until when a cancellation is refunded. */
  refundUntil: Date;
};

/**
 * The cancellation policy: a paid booking cancelled at least FREE_CANCELLATION_HOURS before
 * its start is refunded in full; later cancellations are not. Unpaid bookings have nothing to
 * refund.
 */
export function refundPolicy(
  booking: { startTime: Date; paymentStatus: string },
  now: Date,
): RefundPolicy {
  const refundUntil = new Date(booking.startTime.getTime() - FREE_CANCELLATION_HOURS * 3_600_000);
  return {
    refundable: booking.paymentStatus === 'paid' && now.getTime() <= refundUntil.getTime(),
    refundUntil,
  };
}

/** 30 → "30 minutes", 60 → "1 hour", 90 → "1.5 hours". */
export function formatDuration(minutes: number): string {
  if (minutes < 60) return `${minutes} minutes`;
  const hours = minutes / 60;
  return hours === 1 ? '1 hour' : `${hours} hours`;
}
