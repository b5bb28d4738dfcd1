import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { VenueCourt, OpeningHoursView } from '@shared/contracts/venues';
import { toCents } from '@shared/money';
import { fullWeek, windowOn, type DayWindow, type OpeningHours } from '@shared/opening-hours';
import type { PriceRuleLike } from '@shared/pricing';
import type { Db } from '@server/db/client';
import type { Tx } from '@server/db/tx';
import {
  courtSports,
  courts,
  priceRules,
  venueHourExceptions,
  venueHours,
} from '@server/db/schema/courts';
import { sports } from '@server/db/schema/sports';
import { venueSports } from '@server/db/schema/venues';

export const COURT_NOT_FOUND = 'Court not found';

/**
 * What booking at a venue depends on besides the venue row: its courts (in order), its opening
 * hours and its price rules. Read together by the venue page, availability and booking.
 */
export type VenueSetup = {
  courts: VenueCourt[];
  hours: OpeningHours;
  rules: PriceRuleLike[];
};

/** "07:00:00" (PostgreSQL time) → "07:00". */
export const hhmm = (time: string | null) => (time === null ? null : time.slice(0, 5));

/** The venue's courts, not archived, in calendar order, with the sports each takes. */
export async function venueCourts(db: Db | Tx, venueId: string): Promise<VenueCourt[]> {
  const [rows, offered] = await Promise.all([
    db
      .select()
      .from(courts)
      .where(and(eq(courts.venueId, venueId), isNull(courts.archivedAt)))
      .orderBy(asc(courts.position), asc(courts.createdAt), asc(courts.id)),
    db
      .select({ id: sports.id, name: sports.name })
      .from(venueSports)
      .innerJoin(sports, eq(sports.id, venueSports.sportId))
      .where(eq(venueSports.venueId, venueId))
      .orderBy(asc(sports.name)),
  ]);
  const chosen = rows.length
    ? await db
        .select({ courtId: courtSports.courtId, sportId: courtSports.sportId })
        .from(courtSports)
        .where(
          inArray(
            courtSports.courtId,
            rows.map((row) => row.id),
          ),
        )
    : [];
  return rows.map((row) => {
    const mine = new Set(chosen.filter((c) => c.courtId === row.id).map((c) => c.sportId));
    return {
      id: row.id,
      name: row.name,
      // None chosen means every sport of the venue (the court a venue starts with).
      sports: mine.size ? offered.filter((sport) => mine.has(sport.id)) : offered,
      indoor: row.indoor,
      surface: row.surface,
      pricePerHour: row.pricePerHour,
    };
  });
}

export async function venueOpeningHours(db: Db | Tx, venueId: string): Promise<OpeningHours> {
  const [weekly, exceptions] = await Promise.all([
    db.select().from(venueHours).where(eq(venueHours.venueId, venueId)),
    db
      .select()
      .from(venueHourExceptions)
      .where(eq(venueHourExceptions.venueId, venueId))
      .orderBy(asc(venueHourExceptions.date)),
  ]);
  return {
    weekly: fullWeek(
      weekly.map((row) => ({
        weekday: row.weekday,
        opensAt: hhmm(row.opensAt),
        closesAt: hhmm(row.closesAt),
      })),
    ),
    exceptions: exceptions.map((row) => ({
      date: row.date,
      opensAt: hhmm(row.opensAt),
      closesAt: hhmm(row.closesAt),
      note: row.note,
    })),
  };
}

/** Rules as the shared pricing function reads them, in the owner's order (oldest first). */
export async function venuePriceRules(db: Db | Tx, venueId: string): Promise<PriceRuleLike[]> {
  const rows = await db
    .select()
    .from(priceRules)
    .where(eq(priceRules.venueId, venueId))
    .orderBy(asc(priceRules.createdAt), asc(priceRules.id));
  return rows.map((row) => ({
    courtId: row.courtId,
    weekdays: row.weekdays,
    startsAt: hhmm(row.startsAt)!,
    endsAt: hhmm(row.endsAt)!,
    multiplierPercent: row.multiplierPercent,
    fixedCents: row.pricePerHour === null ? null : toCents(row.pricePerHour),
  }));
}

export async function loadVenueSetup(db: Db | Tx, venueId: string): Promise<VenueSetup> {
  const [courtList, hours, rules] = await Promise.all([
    venueCourts(db, venueId),
    venueOpeningHours(db, venueId),
    venuePriceRules(db, venueId),
  ]);
  return { courts: courtList, hours, rules };
}

/** The window of a date, for the shared slot rules. */
export const windowsOf =
  (hours: OpeningHours) =>
  (date: string): DayWindow | null =>
    windowOn(hours, date);

/** The hours as the venue page shows them. */
export const toOpeningHoursView = (hours: OpeningHours): OpeningHoursView => hours;

/** A court's base price in cents: its own, else the venue's. */
export const baseCentsOf = (court: VenueCourt, venuePricePerHour: string) =>
  toCents(court.pricePerHour ?? venuePricePerHour);
