import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import {
  INVITE_NOT_FOUND,
  SHARE_NOT_FOUND,
  type JoinResult,
  type SplitBookingBody,
  type SplitView,
} from '@shared/contracts/splits';
import { fromCents, toCents } from '@shared/money';
import { maxSplitPlayers, shareAmounts, levelInRange } from '@shared/split-shares';
import type { Db } from '@server/db/client';
import type { Tx } from '@server/db/tx';
import { bookings } from '@server/db/schema/bookings';
import { paymentOrders } from '@server/db/schema/payments';
import { bookingShares, bookingSplits } from '@server/db/schema/splits';
import { sports } from '@server/db/schema/sports';
import { teamMembers } from '@server/db/schema/teams';
import { users } from '@server/db/schema/users';
import { venues } from '@server/db/schema/venues';
import { badRequest, conflict, notFound } from '@server/lib/app-error';
import { emit } from '@server/lib/events';
import { isUniqueViolation } from '@server/lib/pg-errors';
import {
  FIXTURE_BOOKING,
  FIXTURE_PAYMENT_PROVIDER,
  SPLIT_PAYMENT_PROVIDER,
} from '@server/features/bookings/booking-rules';
import { BOOKING_NOT_FOUND, myBookingRow } from '@server/features/bookings/bookings.service';
import type { PayableRegistry } from '@server/features/payments/payables';
import type { PaymentProviders } from '@server/features/payments/payment-provider';
import { openPaymentOrder } from '@server/features/payments/payment-orders.service';
import { assertOfferTakeable, SHARE_TAKEOVER } from './place-offers';
import { BOOKING_SHARE } from './share.payable';
import { loadSplitViews, selectShares, toShareView } from './split-rows';

export const ALREADY_SPLIT = 'This booking is already split';
export const NOT_SPLITTABLE = 'Only a booking that is held and not yet paid can be split';
export const PLACE_TAKEN = 'This place has just been taken';
export const ALREADY_IN = 'You already have a place in this booking';
export const NO_LONGER_OPEN = 'This booking no longer takes players';

/**
 * POST /api/bookings/{id}/split: the booker shares a held, unpaid booking between `players`.
 * Equal shares in cents, the remainder on the booker's; the invited players hold theirs straight
 * away, the rest are open (for the invite link or an open match). The slot stays held for the
 * group until the start; the shares are due by the venue's deadline.
 */
export async function splitBooking(
  db: Db,
  payments: PaymentProviders,
  payables: PayableRegistry,
  userId: string,
  bookingId: string,
  input: SplitBookingBody,
  now: Date,
): Promise<SplitView> {
  const row = await myBookingRow(db, userId, bookingId);
  if (row.paymentProvider === FIXTURE_PAYMENT_PROVIDER) throw conflict(FIXTURE_BOOKING);
  if (row.paymentProvider === SPLIT_PAYMENT_PROVIDER)
    throw conflict(ALREADY_SPLIT, 'already_split');
  if (row.status !== 'pending' || row.paymentStatus === 'paid' || !row.holdExpiresAt) {
    throw conflict(NOT_SPLITTABLE, 'not_splittable');
  }
  if (row.holdExpiresAt <= now) {
    throw conflict('Your hold on this slot has expired. Please book it again.', 'hold_expired');
  }

  const [place] = await db
    .select({ sportName: sports.name, deadlineHours: venues.splitDeadlineHours })
    .from(venues)
    .innerJoin(sports, eq(sports.id, row.sportId))
    .where(eq(venues.id, row.venueId));
  const most = maxSplitPlayers(place!.sportName);
  if (input.players > most) {
    const message = `A ${place!.sportName.toLowerCase()} booking is shared by at most ${most} players`;
    throw badRequest(message, { players: message });
  }
  if (input.userIds?.includes(userId)) {
    throw badRequest('You hold the first share yourself', { userIds: 'Invite other players' });
  }
  const teammates = input.teamId ? await teammatesOf(db, userId, input.teamId) : [];
  if (input.teamId && teammates.length > input.players - 1) {
    const message = `This team has ${teammates.length} other members: split between at least ${teammates.length + 1} players`;
    throw badRequest(message, { teamId: message });
  }
  const invited = [...new Set([...teammates, ...(input.userIds ?? [])])];
  if (invited.length > input.players - 1) {
    const message = `Invite at most ${input.players - 1} players for ${input.players} shares`;
    throw badRequest(message, { userIds: message });
  }
  if (invited.length > 0) {
    const found = await db.select({ id: users.id }).from(users).where(inArray(users.id, invited));
    if (found.length !== invited.length) {
      throw badRequest('Choose players from the directory', {
        userIds: 'Choose players from the directory',
      });
    }
  }
  const deadline = new Date(row.startTime.getTime() - place!.deadlineHours * 3_600_000);
  if (deadline <= now) {
    throw conflict(
      `Too late to split: shares are due ${place!.deadlineHours} hours before the start`,
      'too_late',
    );
  }

  const amounts = shareAmounts(toCents(row.totalAmount), input.players);
  await db
    .transaction(async (tx) => {
      // The booking must still be the held, unpaid one read above (a payment may have landed).
      const [held] = await tx
        .update(bookings)
        .set({
          paymentProvider: SPLIT_PAYMENT_PROVIDER,
          stripePaymentIntentId: null,
          // The slot is held for the group; the deadline job settles it well before this.
          holdExpiresAt: row.startTime,
          updatedAt: now,
        })
        .where(
          and(
            eq(bookings.id, row.id),
            eq(bookings.status, 'pending'),
            ne(bookings.paymentStatus, 'paid'),
            ne(bookings.paymentProvider, SPLIT_PAYMENT_PROVIDER),
          ),
        )
        .returning({ id: bookings.id });
      if (!held) throw conflict(NOT_SPLITTABLE, 'not_splittable');
      await tx.insert(bookingSplits).values({
        bookingId: row.id,
        players: input.players,
        deadline,
        inviteCode: randomBytes(12).toString('base64url'),
      });
      const holders = [userId, ...invited];
      const shares = await tx
        .insert(bookingShares)
        .values(
          amounts.map((cents, position) => ({
            bookingId: row.id,
            position,
            userId: holders[position] ?? null,
            amount: fromCents(cents),
          })),
        )
        .returning();
      for (const share of shares.filter((s) => s.userId)) {
        await attachOrder(tx, payables, share.id, share.userId!);
        // The invited players hear they have a share to pay (not the booker, who just split it).
        if (share.userId !== userId) {
          await emit(tx, {
            type: 'split.share_taken',
            data: { bookingId: row.id, shareId: share.id, userId: share.userId!, invited: true },
          });
        }
      }
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw conflict(ALREADY_SPLIT, 'already_split');
      throw error;
    });

  // An intent opened for the whole booking before it was split can no longer pay for it.
  const provider = payments.byName(row.paymentProvider);
  if (provider && row.stripePaymentIntentId) {
    await provider.cancelIntent(row.stripePaymentIntentId).catch(() => {});
  }
  return (await loadSplitViews(db, [row.id]))[0]!;
}

export const NOT_YOUR_TEAM = 'Choose one of your teams';

/** The other members of a team the booker belongs to; anyone else's team is refused (400). */
async function teammatesOf(db: Db, userId: string, teamId: string): Promise<string[]> {
  const members = await db
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .where(eq(teamMembers.teamId, teamId))
    .orderBy(teamMembers.joinedAt);
  if (!members.some((m) => m.userId === userId)) {
    throw badRequest(NOT_YOUR_TEAM, { teamId: NOT_YOUR_TEAM });
  }
  return members.map((m) => m.userId).filter((id) => id !== userId);
}

/** Opens the holder's payment order for a share and keeps its id on the share. */
async function attachOrder(tx: Tx, payables: PayableRegistry, shareId: string, payerId: string) {
  const order = await openPaymentOrder(tx, payables, {
    kind: BOOKING_SHARE,
    subjectId: shareId,
    payerId,
  });
  await tx
    .update(bookingShares)
    .set({ paymentOrderId: order.id })
    .where(eq(bookingShares.id, shareId));
  return order.id;
}

/** Whether the user is the booker or holds a share: only they read a split. */
async function takesPart(db: Db | Tx, userId: string, bookingId: string) {
  const [row] = await db
    .select({ bookerId: bookings.userId })
    .from(bookingSplits)
    .innerJoin(bookings, eq(bookings.id, bookingSplits.bookingId))
    .where(eq(bookingSplits.bookingId, bookingId));
  if (!row) return false;
  if (row.bookerId === userId) return true;
  const [holder] = await db
    .select({ id: bookingShares.id })
    .from(bookingShares)
    .where(and(eq(bookingShares.bookingId, bookingId), eq(bookingShares.userId, userId)));
  return Boolean(holder);
}

/** GET /api/bookings/{id}/shares: for the booker and the share holders; anyone else 404. */
export async function getSplit(db: Db, userId: string, bookingId: string): Promise<SplitView> {
  if (!(await takesPart(db, userId, bookingId))) throw notFound(BOOKING_NOT_FOUND);
  return (await loadSplitViews(db, [bookingId]))[0]!;
}

/** GET /api/splits: the splits the caller books or holds a share of, upcoming first. */
export async function listMySplits(db: Db, userId: string, now: Date): Promise<SplitView[]> {
  const rows = await db
    .selectDistinct({ id: bookingSplits.bookingId })
    .from(bookingSplits)
    .innerJoin(bookings, eq(bookings.id, bookingSplits.bookingId))
    .leftJoin(bookingShares, eq(bookingShares.bookingId, bookingSplits.bookingId))
    .where(
      and(
        sql`(${bookings.userId} = ${userId} or ${bookingShares.userId} = ${userId})`,
        sql`${bookings.endTime} > ${now.toISOString()}::timestamptz`,
      ),
    );
  return loadSplitViews(
    db,
    rows.map((r) => r.id),
  );
}

/** GET /api/splits/invite/{code}: what an invite link offers (signed in; any player). */
export async function splitByInvite(db: Db, code: string): Promise<SplitView> {
  const [row] = await db
    .select({ id: bookingSplits.bookingId })
    .from(bookingSplits)
    .where(eq(bookingSplits.inviteCode, code));
  if (!row) throw notFound(INVITE_NOT_FOUND);
  return (await loadSplitViews(db, [row.id]))[0]!;
}

type ClaimInput = { bookingId: string; shareId?: string; code?: string };

/**
 * Takes an open share: through the invite link (its code), or in an open match for a player at
 * its level. The share is locked and taken under a guard, so two players never get one place;
 * the holder's payment order is opened in the same transaction (join and pay in one step).
 */
export async function claimShare(
  db: Db,
  payables: PayableRegistry,
  userId: string,
  input: ClaimInput,
  options: { full: string } = { full: PLACE_TAKEN },
): Promise<JoinResult> {
  const [found] = await db
    .select({ split: bookingSplits, booking: bookings, level: users.skillLevel })
    .from(bookingSplits)
    .innerJoin(bookings, eq(bookings.id, bookingSplits.bookingId))
    .innerJoin(users, eq(users.id, userId))
    .where(eq(bookingSplits.bookingId, input.bookingId));
  if (!found) throw notFound(input.shareId ? SHARE_NOT_FOUND : BOOKING_NOT_FOUND);
  const { split, booking } = found;
  const viaLink = input.code !== undefined && input.code === split.inviteCode;
  const viaMatch = split.isOpen && levelInRange(found.level, split.levelMin, split.levelMax);
  const mine = await db
    .select()
    .from(bookingShares)
    .where(and(eq(bookingShares.bookingId, split.bookingId), eq(bookingShares.userId, userId)));
  const held = mine[0];
  if (held && (!input.shareId || held.id === input.shareId)) {
    return shareResult(db, payables, held.id, userId, booking.userId);
  }
  if (held) throw conflict(ALREADY_IN, 'already_in');
  if (!viaLink && !viaMatch) {
    if (split.isOpen && !input.code) {
      throw conflict('This match is for players of another level', 'wrong_level');
    }
    throw notFound(input.shareId ? SHARE_NOT_FOUND : BOOKING_NOT_FOUND);
  }
  if (split.status === 'complete' && input.shareId) {
    return takeOfferedPlace(db, payables, userId, input.shareId, booking.userId);
  }
  if (split.status !== 'collecting' || booking.status !== 'pending') {
    throw conflict(NO_LONGER_OPEN, 'split_closed');
  }

  const shareId = await db
    .transaction(async (tx) => {
      const [open] = await tx
        .select({ id: bookingShares.id })
        .from(bookingShares)
        .where(
          and(
            eq(bookingShares.bookingId, split.bookingId),
            isNull(bookingShares.userId),
            input.shareId ? eq(bookingShares.id, input.shareId) : undefined,
          ),
        )
        .orderBy(bookingShares.position)
        .limit(1)
        // Joiners racing for "any place" skip the places others are taking right now.
        .for('update', input.shareId ? {} : { skipLocked: true });
      if (!open) {
        if (input.shareId) await shareInSplit(tx, split.bookingId, input.shareId);
        throw conflict(options.full, 'full');
      }
      const [taken] = await tx
        .update(bookingShares)
        .set({ userId, updatedAt: new Date() })
        .where(and(eq(bookingShares.id, open.id), isNull(bookingShares.userId)))
        .returning({ id: bookingShares.id });
      if (!taken) throw conflict(options.full, 'full');
      await attachOrder(tx, payables, open.id, userId);
      await emit(tx, {
        type: 'split.share_taken',
        data: { bookingId: split.bookingId, shareId: open.id, userId, invited: false },
      });
      return open.id;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw conflict(ALREADY_IN, 'already_in');
      throw error;
    });
  return shareResult(db, payables, shareId, userId, booking.userId);
}

/**
 * Taking a place its holder offered after the deadline: an order for it is opened (or the one
 * this player opened before is answered again); paying it moves the place (place-offers.ts).
 */
async function takeOfferedPlace(
  db: Db,
  payables: PayableRegistry,
  userId: string,
  shareId: string,
  bookerId: string,
): Promise<JoinResult> {
  const orderId = await db.transaction(async (tx) => {
    await assertOfferTakeable(tx, shareId, userId, new Date());
    const [open] = await tx
      .select({ id: paymentOrders.id })
      .from(paymentOrders)
      .where(
        and(
          eq(paymentOrders.kind, SHARE_TAKEOVER),
          eq(paymentOrders.subjectId, shareId),
          eq(paymentOrders.payerId, userId),
          inArray(paymentOrders.status, ['pending', 'failed']),
        ),
      );
    if (open) return open.id;
    const order = await openPaymentOrder(tx, payables, {
      kind: SHARE_TAKEOVER,
      subjectId: shareId,
      payerId: userId,
    });
    return order.id;
  });
  const rows = await selectShares(db, [await bookingIdOf(db, shareId)]);
  const row = rows.find((r) => r.share.id === shareId)!;
  return { share: toShareView(row, bookerId), paymentOrderId: orderId };
}

/** 404 when the share is not this split's (so a taken share of another booking reveals nothing). */
async function shareInSplit(tx: Tx, bookingId: string, shareId: string) {
  const [row] = await tx
    .select({ id: bookingShares.id })
    .from(bookingShares)
    .where(and(eq(bookingShares.id, shareId), eq(bookingShares.bookingId, bookingId)));
  if (!row) throw notFound(SHARE_NOT_FOUND);
}

async function shareResult(
  db: Db,
  payables: PayableRegistry,
  shareId: string,
  userId: string,
  bookerId: string,
): Promise<JoinResult> {
  const [row] = await selectShares(db, [await bookingIdOf(db, shareId)]).then((rows) =>
    rows.filter((r) => r.share.id === shareId),
  );
  let orderId = row!.share.paymentOrderId;
  if (!orderId) {
    orderId = await db.transaction((tx) => attachOrder(tx, payables, shareId, userId));
  }
  return { share: toShareView(row!, bookerId), paymentOrderId: orderId };
}

async function bookingIdOf(db: Db, shareId: string) {
  const [row] = await db
    .select({ bookingId: bookingShares.bookingId })
    .from(bookingShares)
    .where(eq(bookingShares.id, shareId));
  return row!.bookingId;
}
