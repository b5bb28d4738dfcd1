import { and, eq, isNull, sql } from 'drizzle-orm';
import type { VenueCourt } from '@shared/contracts/venues';
import type { Db } from '@server/db/client';
import type { Tx } from '@server/db/tx';
import { bookings } from '@server/db/schema/bookings';
import { courtBlocks, courtSports, courts } from '@server/db/schema/courts';
import { venueSports } from '@server/db/schema/venues';
import { badRequest, conflict, notFound } from '@server/lib/app-error';
import { emit } from '@server/lib/events';
import { isUniqueViolation } from '@server/lib/pg-errors';
import { at } from '@server/features/bookings/booking-rules';
import { ownedVenueRow } from '@server/features/venue-owner/owner-venues.service';
import { COURT_NOT_FOUND, venueCourts } from './venue-setup';

export const COURT_NAME_TAKEN = 'This venue already has a court with that name';
export const COURT_HAS_BOOKINGS =
  'This court has bookings to come. Move or cancel them before removing it.';
export const LAST_COURT = 'A venue needs at least one court';

type CourtFields = {
  name?: string;
  sportIds?: number[];
  indoor?: boolean;
  surface?: string | null;
  pricePerHour?: string | null;
};

/** A court of this venue that is not archived, or 404. */
export async function courtOfVenue(db: Db | Tx, venueId: string, courtId: string) {
  const [row] = await db
    .select()
    .from(courts)
    .where(and(eq(courts.id, courtId), eq(courts.venueId, venueId), isNull(courts.archivedAt)));
  if (!row) throw notFound(COURT_NOT_FOUND);
  return row;
}

/** Sports of a court must be among the venue's. */
async function checkCourtSports(db: Db, venueId: string, sportIds: number[]) {
  const offered = await db
    .select({ id: venueSports.sportId })
    .from(venueSports)
    .where(eq(venueSports.venueId, venueId));
  const ids = new Set(offered.map((row) => row.id));
  if (!sportIds.every((id) => ids.has(id))) {
    const message = 'Choose sports this venue offers';
    throw badRequest(message, { sportIds: message });
  }
}

async function courtView(db: Db, venueId: string, courtId: string): Promise<VenueCourt> {
  const found = (await venueCourts(db, venueId)).find((court) => court.id === courtId);
  if (!found) throw notFound(COURT_NOT_FOUND);
  return found;
}

const nameTaken = (error: unknown) => {
  if (isUniqueViolation(error)) throw conflict(COURT_NAME_TAKEN, 'court_name_taken');
  throw error;
};

/** POST /api/venue/venues/{id}/courts: a new court, last in the venue's order. */
export async function createCourt(
  db: Db,
  userId: string,
  venueId: string,
  input: Required<Pick<CourtFields, 'name' | 'sportIds'>> & CourtFields,
): Promise<VenueCourt> {
  await ownedVenueRow(db, userId, venueId);
  await checkCourtSports(db, venueId, input.sportIds);
  const id = await db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(courts)
        .values({
          venueId,
          name: input.name,
          indoor: input.indoor ?? false,
          surface: input.surface ?? null,
          pricePerHour: input.pricePerHour ?? null,
          position: sql`(select coalesce(max(position), -1) + 1 from ${courts} where venue_id = ${venueId})`,
        })
        .returning({ id: courts.id });
      await tx
        .insert(courtSports)
        .values(input.sportIds.map((sportId) => ({ courtId: row!.id, sportId })));
      await emit(tx, { type: 'venue.changed', data: { venueId } });
      return row!.id;
    })
    .catch(nameTaken);
  return courtView(db, venueId, id);
}

/** PATCH /api/venue/venues/{id}/courts/{courtId}: only what is sent changes. */
export async function updateCourt(
  db: Db,
  userId: string,
  venueId: string,
  courtId: string,
  input: CourtFields,
): Promise<VenueCourt> {
  await ownedVenueRow(db, userId, venueId);
  await courtOfVenue(db, venueId, courtId);
  const { sportIds, ...fields } = input;
  if (sportIds) await checkCourtSports(db, venueId, sportIds);
  const changes = Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  ) as Partial<typeof courts.$inferInsert>;
  if (Object.keys(changes).length === 0 && !sportIds) {
    throw badRequest('Send at least one field to change');
  }
  await db
    .transaction(async (tx) => {
      if (Object.keys(changes).length) {
        await tx.update(courts).set(changes).where(eq(courts.id, courtId));
      }
      if (sportIds) {
        await tx.delete(courtSports).where(eq(courtSports.courtId, courtId));
        await tx.insert(courtSports).values(sportIds.map((sportId) => ({ courtId, sportId })));
      }
      await emit(tx, { type: 'venue.changed', data: { venueId } });
    })
    .catch(nameTaken);
  return courtView(db, venueId, courtId);
}

/**
 * DELETE /api/venue/venues/{id}/courts/{courtId}. Refused (409) while bookings to come hold it,
 * and for the venue's last court. A court with a history of bookings is archived (they keep
 * pointing at it); one without is deleted. The court's row is locked first: a booking being
 * made on it at the same moment waits (its trigger locks the same row), so none slips in.
 */
export async function deleteCourt(
  db: Db,
  userId: string,
  venueId: string,
  courtId: string,
  now: Date,
): Promise<void> {
  await ownedVenueRow(db, userId, venueId);
  await db.transaction(async (tx) => {
    // Two courts removed at once must not both count the other as still there: one removal of
    // a venue's courts at a time (an advisory lock, so no order against the court rows' locks).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`matchday:courts:${venueId}`}))`);
    await tx.execute(sql`select 1 from ${courts} where id = ${courtId} for update`);
    await courtOfVenue(tx, venueId, courtId);
    const [others] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(courts)
      .where(and(eq(courts.venueId, venueId), isNull(courts.archivedAt)));
    if ((others?.n ?? 0) <= 1) throw conflict(LAST_COURT, 'last_court');
    const [ahead] = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        and(
          eq(bookings.courtId, courtId),
          sql`${bookings.endTime} > ${at(now)}`,
          sql`(${bookings.status} = 'confirmed' or (${bookings.status} = 'pending' and ${bookings.holdExpiresAt} > ${at(now)}))`,
        ),
      )
      .limit(1);
    if (ahead) throw conflict(COURT_HAS_BOOKINGS, 'court_has_bookings');
    const [any] = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.courtId, courtId))
      .limit(1);
    if (any) {
      await tx.update(courts).set({ archivedAt: now }).where(eq(courts.id, courtId));
      await tx.delete(courtBlocks).where(eq(courtBlocks.courtId, courtId));
    } else {
      await tx.delete(courts).where(eq(courts.id, courtId));
    }
    await emit(tx, { type: 'venue.changed', data: { venueId } });
  });
}
