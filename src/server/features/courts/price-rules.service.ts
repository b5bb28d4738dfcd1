import { and, asc, eq } from 'drizzle-orm';
import type { PriceRule, PriceRuleValues } from '@shared/contracts/courts';
import type { Db } from '@server/db/client';
import { priceRules } from '@server/db/schema/courts';
import { notFound } from '@server/lib/app-error';
import { emit } from '@server/lib/events';
import { ownedVenueRow } from '@server/features/venue-owner/owner-venues.service';
import { courtOfVenue } from './courts.service';
import { hhmm } from './venue-setup';

export const PRICE_RULE_NOT_FOUND = 'Price rule not found';

type Row = typeof priceRules.$inferSelect;

const toPriceRule = (row: Row): PriceRule => ({
  id: row.id,
  courtId: row.courtId,
  name: row.name,
  weekdays: row.weekdays,
  startsAt: hhmm(row.startsAt)!,
  endsAt: hhmm(row.endsAt)!,
  multiplier: row.multiplierPercent === null ? null : row.multiplierPercent / 100,
  pricePerHour: row.pricePerHour,
});

/** GET /api/venue/venues/{id}/price-rules, in the order they apply (oldest first). */
export async function listPriceRules(db: Db, userId: string, venueId: string) {
  await ownedVenueRow(db, userId, venueId);
  const rows = await db
    .select()
    .from(priceRules)
    .where(eq(priceRules.venueId, venueId))
    .orderBy(asc(priceRules.createdAt), asc(priceRules.id));
  return rows.map(toPriceRule);
}

/** The columns a rule's input sets: the multiplier is kept in whole percent. */
const columnsOf = (input: PriceRuleValues) => ({
  courtId: input.courtId,
  name: input.name,
  weekdays: input.weekdays,
  startsAt: input.startsAt,
  endsAt: input.endsAt,
  multiplierPercent: input.multiplier === null ? null : Math.round(input.multiplier * 100),
  pricePerHour: input.pricePerHour,
});

/** POST /api/venue/venues/{id}/price-rules. */
export async function createPriceRule(
  db: Db,
  userId: string,
  venueId: string,
  input: PriceRuleValues,
): Promise<PriceRule> {
  await ownedVenueRow(db, userId, venueId);
  if (input.courtId) await courtOfVenue(db, venueId, input.courtId);
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(priceRules)
      .values({ venueId, ...columnsOf(input) })
      .returning();
    await emit(tx, { type: 'venue.changed', data: { venueId } });
    return inserted!;
  });
  return toPriceRule(row);
}

/**
 * PATCH /api/venue/venues/{id}/price-rules/{ruleId}: the rule as a whole, as the form writes it.
 * It keeps its place in the order rules apply; bookings already made keep their price.
 */
export async function updatePriceRule(
  db: Db,
  userId: string,
  venueId: string,
  ruleId: string,
  input: PriceRuleValues,
): Promise<PriceRule> {
  await ownedVenueRow(db, userId, venueId);
  if (input.courtId) await courtOfVenue(db, venueId, input.courtId);
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(priceRules)
      .set(columnsOf(input))
      .where(and(eq(priceRules.id, ruleId), eq(priceRules.venueId, venueId)))
      .returning();
    if (!updated) throw notFound(PRICE_RULE_NOT_FOUND);
    await emit(tx, { type: 'venue.changed', data: { venueId } });
    return updated;
  });
  return toPriceRule(row);
}

/** DELETE /api/venue/venues/{id}/price-rules/{ruleId}. Bookings already made keep their price. */
export async function deletePriceRule(db: Db, userId: string, venueId: string, ruleId: string) {
  await ownedVenueRow(db, userId, venueId);
  await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(priceRules)
      .where(and(eq(priceRules.id, ruleId), eq(priceRules.venueId, venueId)))
      .returning({ id: priceRules.id });
    if (!gone) throw notFound(PRICE_RULE_NOT_FOUND);
    await emit(tx, { type: 'venue.changed', data: { venueId } });
  });
}
