import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import {
  OPEN_MATCH_NOT_FOUND,
  type JoinResult,
  type OpenMatchBody,
  type OpenMatchView,
  type SplitView,
} from '@shared/contracts/splits';
import type { Db } from '@server/db/client';
import { bookings } from '@server/db/schema/bookings';
import { bookingSplits } from '@server/db/schema/splits';
import { users } from '@server/db/schema/users';
import { conflict, notFound } from '@server/lib/app-error';
import { BOOKING_NOT_FOUND } from '@server/features/bookings/bookings.service';
import type { PayableRegistry } from '@server/features/payments/payables';
import { loadSplitViews, selectShares, selectSplits, type SplitRow } from './split-rows';
import { claimShare } from './splits.service';

export const MATCH_FULL = 'This match is full';
export const NOTHING_OPEN = 'Every share of this booking already has a player';

/**
 * POST /api/bookings/{id}/open: the booker lists a split booking as an open match for players
 * of a level range; its open shares are the places left. Calling it again changes the range.
 */
export async function openMatch(
  db: Db,
  userId: string,
  bookingId: string,
  input: OpenMatchBody,
): Promise<SplitView> {
  const [split] = await db
    .select({ status: bookingSplits.status, bookerId: bookings.userId })
    .from(bookingSplits)
    .innerJoin(bookings, eq(bookings.id, bookingSplits.bookingId))
    .where(eq(bookingSplits.bookingId, bookingId));
  if (!split || split.bookerId !== userId) throw notFound(BOOKING_NOT_FOUND);
  if (split.status !== 'collecting') throw conflict(NOTHING_OPEN, 'split_closed');
  await db
    .update(bookingSplits)
    .set({ isOpen: true, levelMin: input.levelMin ?? null, levelMax: input.levelMax ?? null })
    .where(eq(bookingSplits.bookingId, bookingId));
  return (await loadSplitViews(db, [bookingId]))[0]!;
}

function toOpenMatch(
  row: SplitRow,
  shares: Awaited<ReturnType<typeof selectShares>>,
  organiser: OpenMatchView['organiser'],
  viewerId: string | null,
): OpenMatchView {
  const { split, booking, venue, sport } = row;
  const own = shares.filter((s) => s.share.bookingId === split.bookingId);
  const open = own.filter((s) => s.share.userId === null);
  return {
    bookingId: split.bookingId,
    organiser,
    venue,
    sport,
    startTime: booking.startTime.toISOString(),
    endTime: booking.endTime.toISOString(),
    deadline: split.deadline.toISOString(),
    levelMin: split.levelMin,
    levelMax: split.levelMax,
    players: split.players,
    placesLeft: open.length,
    // Every share but the booker's is the same amount (the booker carries the remainder).
    shareAmount: (open[0] ?? own[own.length - 1])?.share.amount ?? '0.00',
    currency: booking.currency,
    joined: viewerId !== null && own.some((s) => s.share.userId === viewerId),
  };
}

/**
 * GET /api/open-matches: open matches still taking players (before their deadline), soonest
 * first; the Games tab and the map's Around You list them. Full ones drop out.
 */
export async function listOpenMatches(
  db: Db,
  viewerId: string | null,
  now: Date,
  limit = 50,
): Promise<OpenMatchView[]> {
  const ids = await db
    .select({ id: bookingSplits.bookingId })
    .from(bookingSplits)
    .innerJoin(bookings, eq(bookings.id, bookingSplits.bookingId))
    .where(
      and(
        eq(bookingSplits.isOpen, true),
        eq(bookingSplits.status, 'collecting'),
        gt(bookingSplits.deadline, now),
        eq(bookings.status, 'pending'),
        sql`exists (select 1 from booking_shares s where s.booking_id = ${bookingSplits.bookingId} and s.user_id is null)`,
      ),
    )
    .orderBy(asc(bookings.startTime))
    .limit(limit);
  return loadOpenMatches(
    db,
    ids.map((r) => r.id),
    viewerId,
  );
}

async function loadOpenMatches(db: Db, ids: string[], viewerId: string | null) {
  const [rows, shares] = await Promise.all([selectSplits(db, ids), selectShares(db, ids)]);
  const bookerIds = [...new Set(rows.map((r) => r.booking.userId))];
  const people =
    bookerIds.length === 0
      ? []
      : await db
          .select({
            id: users.id,
            firstName: users.firstName,
            lastName: users.lastName,
            profileImageUrl: users.profileImageUrl,
          })
          .from(users)
          .where(inArray(users.id, bookerIds));
  return rows.map((row) =>
    toOpenMatch(
      row,
      shares,
      people.find((p) => p.id === row.booking.userId)!,
      viewerId,
    ),
  );
}

/** GET /api/open-matches/{id}: one open match (404 when it is not one). */
export async function getOpenMatch(
  db: Db,
  viewerId: string | null,
  bookingId: string,
): Promise<OpenMatchView> {
  const [split] = await db
    .select({ isOpen: bookingSplits.isOpen })
    .from(bookingSplits)
    .where(eq(bookingSplits.bookingId, bookingId));
  if (!split?.isOpen) throw notFound(OPEN_MATCH_NOT_FOUND);
  return (await loadOpenMatches(db, [bookingId], viewerId))[0]!;
}

/**
 * POST /api/open-matches/{id}/join: a player at the match's level takes a place and gets its
 * payment order (the web goes straight to checkout). 409 when the match is full.
 */
export async function joinOpenMatch(
  db: Db,
  payables: PayableRegistry,
  userId: string,
  bookingId: string,
): Promise<JoinResult> {
  const [split] = await db
    .select({ isOpen: bookingSplits.isOpen })
    .from(bookingSplits)
    .where(eq(bookingSplits.bookingId, bookingId));
  if (!split?.isOpen) throw notFound(OPEN_MATCH_NOT_FOUND);
  return claimShare(db, payables, userId, { bookingId }, { full: MATCH_FULL });
}
