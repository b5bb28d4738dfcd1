import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { SHARE_NOT_FOUND } from '@shared/contracts/splits';
import { toCents } from '@shared/money';
import type { Tx } from '@server/db/tx';
import { bookings } from '@server/db/schema/bookings';
import { bookingShares, bookingSplits } from '@server/db/schema/splits';
import { venues } from '@server/db/schema/venues';
import { conflict, notFound } from '@server/lib/app-error';
import type { PayableKind } from '@server/features/payments/payables';
import {
  cancelPaymentOrder,
  lockPaymentOrder,
} from '@server/features/payments/payment-orders.service';

/**
 * After the deadline the shares are settled and the booking confirmed: a player may leave only
 * if someone takes their place (issue 16). The holder offers it (`offered_at`); another player
 * opens an order of this kind for it, and the first to pay becomes the holder while the leaver's
 * own order is cancelled and refunded (by the payments door, exactly once). Until then the
 * leaver keeps their place and their money is not touched.
 */
export const SHARE_TAKEOVER = 'booking_share_takeover';
export const NOT_OFFERED = 'This place is no longer offered';
export const ONLY_OWN_PAID = 'Only a share you paid yourself can be offered to someone else';

/** An offered share with its split and booking, or null. */
async function offeredShare(tx: Tx, shareId: string) {
  const [row] = await tx
    .select({
      share: bookingShares,
      split: bookingSplits,
      booking: bookings,
      venueName: venues.name,
    })
    .from(bookingShares)
    .innerJoin(bookingSplits, eq(bookingSplits.bookingId, bookingShares.bookingId))
    .innerJoin(bookings, eq(bookings.id, bookingShares.bookingId))
    .innerJoin(venues, eq(venues.id, bookings.venueId))
    .where(eq(bookingShares.id, shareId));
  return row ?? null;
}

/** Whether the offer can still be taken at `now` (the game not started, the booking still on). */
function stillTakeable(row: NonNullable<Awaited<ReturnType<typeof offeredShare>>>, now: Date) {
  return (
    row.share.offeredAt !== null &&
    row.share.status === 'paid' &&
    row.split.status === 'complete' &&
    row.booking.status === 'confirmed' &&
    row.booking.startTime > now
  );
}

/** The holder offers their paid place after the deadline (done again, it changes nothing). */
export async function offerPlace(
  tx: Tx,
  share: { id: string; userId: string | null; paidById: string | null; status: string },
  now: Date,
) {
  if (share.status !== 'paid' || share.paidById !== share.userId) {
    throw conflict(ONLY_OWN_PAID, 'not_own_paid');
  }
  await tx
    .update(bookingShares)
    .set({ offeredAt: now, updatedAt: now })
    .where(and(eq(bookingShares.id, share.id), eq(bookingShares.status, 'paid')));
}

/** The player who wants an offered place may pay for it while it is still offered. */
export async function assertOfferTakeable(tx: Tx, shareId: string, takerId: string, now: Date) {
  const row = await offeredShare(tx, shareId);
  if (!row) throw notFound(SHARE_NOT_FOUND);
  if (row.share.userId === takerId) throw conflict(NOT_OFFERED, 'own_place');
  if (!stillTakeable(row, now)) throw conflict(NOT_OFFERED, 'not_offered');
  return row;
}

/** Paying to take an offered place (subject: the share; payer: the player taking it). */
export const shareTakeoverPayable: PayableKind = {
  kind: SHARE_TAKEOVER,

  async quote(tx, shareId, payerId) {
    const row = await assertOfferTakeable(tx, shareId, payerId, new Date());
    return {
      amount: toCents(row.share.amount),
      currency: row.booking.currency,
      description: `A place: ${row.venueName}`,
      returnTo: '/bookings',
    };
  },

  async onPaid(tx, order, now) {
    const before = await offeredShare(tx, order.subjectId);
    if (!before?.share.paymentOrderId) return 'unwanted';
    // Lock order: the payment's order (held), the leaver's order, then the split, as the
    // cancellation of a split does (its orders, then the split), so they never deadlock.
    const leaverOrderId = before.share.paymentOrderId;
    await lockPaymentOrder(tx, leaverOrderId);
    await tx
      .select({ id: bookingSplits.bookingId })
      .from(bookingSplits)
      .where(eq(bookingSplits.bookingId, before.split.bookingId))
      .for('update');
    const row = await offeredShare(tx, order.subjectId);
    if (!row || !stillTakeable(row, now) || row.share.paymentOrderId !== leaverOrderId) {
      return 'unwanted';
    }
    // One place per player in a booking: a taker who got another place meanwhile is refunded.
    const [other] = await tx
      .select({ id: bookingShares.id })
      .from(bookingShares)
      .where(
        and(
          eq(bookingShares.bookingId, row.split.bookingId),
          eq(bookingShares.userId, order.payerId),
          ne(bookingShares.id, row.share.id),
        ),
      );
    if (other || row.share.userId === order.payerId) return 'unwanted';
    const [taken] = await tx
      .update(bookingShares)
      .set({
        userId: order.payerId,
        paymentOrderId: order.id,
        paidById: order.payerId,
        paidAt: now,
        offeredAt: null,
        updatedAt: now,
      })
      .where(
        and(
          eq(bookingShares.id, row.share.id),
          eq(bookingShares.paymentOrderId, leaverOrderId),
          isNotNull(bookingShares.offeredAt),
        ),
      )
      .returning({ id: bookingShares.id });
    if (!taken) return 'unwanted';
    // The leaver's money goes back: cancelled here, refunded once by the payments door.
    await cancelPaymentOrder(tx, leaverOrderId);
    return 'kept';
  },
};
