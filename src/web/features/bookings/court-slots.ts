import type { Availability } from '@shared/contracts/venues';
import { toCents } from '@shared/money';
import { totalOfRates } from '@shared/pricing';
import { endTimesFrom, type SlotState } from '@shared/slots';

/**
 * The booking form's view of a day's courts: which half-hours are free on the courts the player
 * may take (one chosen court, or any court for the sport), which court "any" would get, and what
 * it costs, added up from the half-hour prices the availability shows (the same shared sum the
 * server uses for its own total).
 */

/** A half-hour as the form offers it, with how many of the allowed courts are free then. */
export type CourtSlotState = SlotState & { freeCourts: number };

/**
 * Slots as free when any of `courtIds` is free then. `freeCourts` is the availability's own
 * count when every court is allowed; with a sport chosen it counts only that sport's courts, so
 * "3 courts free" never includes courts the player could not book.
 */
export function slotsForCourts(
  day: Availability | undefined,
  courtIds: string[],
): CourtSlotState[] {
  if (!day) return [];
  return day.slots.map((slot) => {
    const mine = slot.courts.filter((c) => courtIds.includes(c.courtId));
    const free = mine.filter((c) => c.status === 'free').length;
    const everyCourt = mine.length === slot.courts.length;
    const status = slot.status === 'past' ? 'past' : free > 0 ? 'free' : 'taken';
    const freeCourts = status === 'past' ? 0 : everyCourt ? slot.freeCourts : free;
    return { start: slot.start, end: slot.end, status, freeCourts };
  });
}

/** "3 courts free", "1 court free". */
export const freeCourtsLabel = (count: number) =>
  `${count} ${count === 1 ? 'court' : 'courts'} free`;

/** One court's own slots. */
export const slotsOfCourt = (day: Availability | undefined, courtId: string) =>
  slotsForCourts(day, [courtId]);

/** End times reachable from `start` on at least one of the courts without crossing a taken slot. */
export function endTimesOnCourts(
  day: Availability | undefined,
  courtIds: string[],
  start: string,
): string[] {
  const ends = new Set(courtIds.flatMap((id) => endTimesFrom(slotsOfCourt(day, id), start)));
  return [...ends].sort();
}

/** The first of `courtIds` (in the venue's order) free from start to end: the one "any" takes. */
export function courtFreeFor(
  day: Availability | undefined,
  courtIds: string[],
  start: string,
  end: string,
): string | null {
  return courtIds.find((id) => endTimesFrom(slotsOfCourt(day, id), start).includes(end)) ?? null;
}

/** The hourly prices (cents) shown for each half-hour of a court from start to end. */
export function courtRates(
  day: Availability | undefined,
  courtId: string,
  start: string,
  end: string,
): number[] {
  const rates: number[] = [];
  for (const slot of day?.slots ?? []) {
    if (slot.start < start || slot.start >= end) continue;
    const court = slot.courts.find((c) => c.courtId === courtId);
    if (court) rates.push(toCents(court.pricePerHour));
  }
  return rates;
}

/** The total in cents of a court from start to end, from the half-hour prices shown. */
export const courtTotalCents = (...args: Parameters<typeof courtRates>) =>
  totalOfRates(courtRates(...args));
