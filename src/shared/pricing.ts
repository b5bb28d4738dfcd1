import { SLOT_MINUTES } from './constants';
import { isoWeekday } from './opening-hours';
import { instantToLocal, minutesOf } from './slots';

/**
 * Court prices: a base price per hour (the court's, else the venue's) and peak/off-peak rules
 * that, on some weekdays between two local times, multiply it or replace it by a fixed hourly
 * price. A booking is priced half-hour by half-hour, so one that crosses into the peak pays the
 * peak rate only for the part inside it. The booking form and the server both call this file.
 */

/**
 * The most one booking may cost, in cents: a payment order's amount is a 32-bit integer, and a
 * whole day at a top price and a peak multiplier would be more than it holds.
 */
export const MAX_BOOKING_CENTS = 1_000_000_000;

export type PriceRuleLike = {
  /** null: every court of the venue. */
  courtId: string | null;
  /** ISO weekdays, 1 = Monday. */
  weekdays: readonly number[];
  startsAt: string;
  endsAt: string;
  /** 150 = 1.5 × the base price. */
  multiplierPercent: number | null;
  /** A fixed price per hour (cents). */
  fixedCents: number | null;
};

/**
 * The rule that prices a half-hour: a rule for this very court wins over a venue-wide one; among
 * equals, the first in the list (the owner's order).
 */
export function ruleAt(
  rules: readonly PriceRuleLike[],
  courtId: string,
  weekday: number,
  minute: number,
): PriceRuleLike | undefined {
  const applies = (rule: PriceRuleLike) =>
    rule.weekdays.includes(weekday) &&
    minutesOf(rule.startsAt) <= minute &&
    minute < minutesOf(rule.endsAt);
  return (
    rules.find((rule) => rule.courtId === courtId && applies(rule)) ??
    rules.find((rule) => rule.courtId === null && applies(rule))
  );
}

/** The hourly rate, in cents, of the half-hour that starts at `minute` of a weekday. */
export function rateCentsAt(
  baseCents: number,
  rules: readonly PriceRuleLike[],
  courtId: string,
  weekday: number,
  minute: number,
): number {
  const rule = ruleAt(rules, courtId, weekday, minute);
  if (!rule) return baseCents;
  if (rule.fixedCents !== null) return rule.fixedCents;
  return Math.round((baseCents * (rule.multiplierPercent ?? 100)) / 100);
}

/**
 * The total of consecutive half-hours from their hourly rates: half of their sum, rounded half
 * up once at the end (so an hour at $25.25 is $25.25, and a uniform rate gives exactly SPEC §9's
 * hours × price). The form adds up the rates the availability shows; the server, those of the
 * rules; both end here.
 */
export function totalOfRates(hourlyRatesCents: readonly number[]): number {
  const sum = hourlyRatesCents.reduce((total, rate) => total + rate, 0);
  return Math.round((sum * SLOT_MINUTES) / 60);
}

/** The hourly rate of every half-hour from start to end, read on the venue's clock. */
export function halfHourRates(input: {
  baseCents: number;
  rules: readonly PriceRuleLike[];
  courtId: string;
  timeZone: string;
  startTime: Date;
  endTime: Date;
}): number[] {
  const rates: number[] = [];
  const step = SLOT_MINUTES * 60_000;
  for (let t = input.startTime.getTime(); t < input.endTime.getTime(); t += step) {
    const local = instantToLocal(new Date(t), input.timeZone);
    rates.push(
      rateCentsAt(
        input.baseCents,
        input.rules,
        input.courtId,
        isoWeekday(local.date),
        minutesOf(local.time),
      ),
    );
  }
  return rates;
}

/** What a booking of a court costs, in cents. */
export function bookingPriceCents(input: Parameters<typeof halfHourRates>[0]): number {
  return totalOfRates(halfHourRates(input));
}
