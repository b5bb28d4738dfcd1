import { and, asc, eq, sql } from 'drizzle-orm';
import type { CourtBlockView } from '@shared/contracts/courts';
import { SLOT_MINUTES } from '@shared/constants';
import { instantToLocal, localToInstant, minutesOf } from '@shared/slots';
import type { Db } from '@server/db/client';
import { courtBlocks, courts } from '@server/db/schema/courts';
import { badRequest, conflict, notFound } from '@server/lib/app-error';
import { emit } from '@server/lib/events';
import { isExclusionViolation } from '@server/lib/pg-errors';
import { at, releaseExpiredHolds } from '@server/features/bookings/booking-rules';
import { ownedVenueRow } from '@server/features/venue-owner/owner-venues.service';
import { courtOfVenue } from './courts.service';

export const BLOCK_NOT_FOUND = 'Block not found';
export const BLOCK_OVERLAPS = 'This court is already booked or blocked at that time';
export const BLOCK_MAX_DAYS = 31;

const blockColumns = {
  id: courtBlocks.id,
  courtId: courtBlocks.courtId,
  courtName: courts.name,
  startTime: courtBlocks.startTime,
  endTime: courtBlocks.endTime,
  reason: courtBlocks.reason,
};

const toView = (row: {
  id: string;
  courtId: string;
  courtName: string;
  startTime: Date;
  endTime: Date;
  reason: string;
}): CourtBlockView => ({
  ...row,
  startTime: row.startTime.toISOString(),
  endTime: row.endTime.toISOString(),
});

/** GET /api/venue/venues/{id}/blocks?from&to: blocks overlapping the range, earliest first. */
export async function listBlocks(
  db: Db,
  userId: string,
  venueId: string,
  range: { from: Date; to: Date },
): Promise<CourtBlockView[]> {
  await ownedVenueRow(db, userId, venueId);
  const rows = await db
    .select(blockColumns)
    .from(courtBlocks)
    .innerJoin(courts, eq(courts.id, courtBlocks.courtId))
    .where(
      and(
        eq(courtBlocks.venueId, venueId),
        sql`${courtBlocks.startTime} < ${at(range.to)}`,
        sql`${courtBlocks.endTime} > ${at(range.from)}`,
      ),
    )
    .orderBy(asc(courtBlocks.startTime), asc(courts.position));
  return rows.map(toView);
}

/** The first and last half-hour a block covers, so live pages of both days refresh. */
const blockDays = (block: { startTime: Date; endTime: Date }) => [
  block.startTime.toISOString(),
  new Date(block.endTime.getTime() - SLOT_MINUTES * 60_000).toISOString(),
];

/** On the half-hour grid of the venue's clock (as bookings are), so blocks and slots line up. */
function onGrid(instant: Date, timeZone: string): boolean {
  const local = instantToLocal(instant, timeZone);
  return (
    instant.getTime() % 60_000 === 0 &&
    minutesOf(local.time) % SLOT_MINUTES === 0 &&
    localToInstant(local.date, local.time, timeZone)?.getTime() === instant.getTime()
  );
}

/**
 * POST /api/venue/venues/{id}/blocks: closes a court for a time range. The database refuses a
 * block over a booking or another block (the trigger and constraint of migration 0022), so a
 * block and a booking racing for the court end with exactly one of them: 409 for the other.
 */
export async function createBlock(
  db: Db,
  userId: string,
  venueId: string,
  input: { courtId: string; startTime: Date; endTime: Date; reason: string },
  now: Date,
): Promise<CourtBlockView> {
  const venue = await ownedVenueRow(db, userId, venueId);
  const court = await courtOfVenue(db, venueId, input.courtId);
  const grid = 'Blocks start and end on the hour or half hour, venue time';
  if (!onGrid(input.startTime, venue.timeZone)) throw badRequest(grid, { startTime: grid });
  if (!onGrid(input.endTime, venue.timeZone)) throw badRequest(grid, { endTime: grid });
  if (input.endTime.getTime() <= input.startTime.getTime()) {
    const message = 'The end must be after the start';
    throw badRequest(message, { endTime: message });
  }
  if (input.endTime.getTime() <= now.getTime()) {
    const message = "A block can't be entirely in the past";
    throw badRequest(message, { endTime: message });
  }
  if (input.endTime.getTime() - input.startTime.getTime() > BLOCK_MAX_DAYS * 86_400_000) {
    const message = `A block lasts at most ${BLOCK_MAX_DAYS} days`;
    throw badRequest(message, { endTime: message });
  }
  const row = await db
    .transaction(async (tx) => {
      // Expired holds must not stand in the way: the trigger counts every pending booking.
      await releaseExpiredHolds(tx, now, { venueId, from: input.startTime, to: input.endTime });
      const [inserted] = await tx
        .insert(courtBlocks)
        .values({ venueId, createdBy: userId, ...input })
        .returning();
      await emit(tx, {
        type: 'court.blocked',
        data: { venueId, blockId: inserted!.id, startTimes: blockDays(inserted!) },
      });
      return inserted!;
    })
    .catch((error: unknown) => {
      if (isExclusionViolation(error)) throw conflict(BLOCK_OVERLAPS, 'slot_taken');
      throw error;
    });
  return toView({ ...row, courtName: court.name });
}

/** DELETE /api/venue/venues/{id}/blocks/{blockId}: the court is bookable again. */
export async function deleteBlock(db: Db, userId: string, venueId: string, blockId: string) {
  await ownedVenueRow(db, userId, venueId);
  await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(courtBlocks)
      .where(and(eq(courtBlocks.id, blockId), eq(courtBlocks.venueId, venueId)))
      .returning();
    if (!gone) throw notFound(BLOCK_NOT_FOUND);
    await emit(tx, {
      type: 'court.unblocked',
      data: { venueId, blockId, startTimes: blockDays(gone) },
    });
  });
}
