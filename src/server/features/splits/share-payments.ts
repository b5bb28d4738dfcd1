import { and, eq } from 'drizzle-orm';
import type { PaymentIntent } from '@shared/contracts/payments';
import { SHARE_NOT_FOUND } from '@shared/contracts/splits';
import type { Db } from '@server/db/client';
import { bookings } from '@server/db/schema/bookings';
import { paymentOrders } from '@server/db/schema/payments';
import { bookingShares, bookingSplits } from '@server/db/schema/splits';
import { conflict, notFound } from '@server/lib/app-error';
import type { PayableRegistry } from '@server/features/payments/payables';
import type { PaymentProviders } from '@server/features/payments/payment-provider';
import {
  cancelPaymentOrder,
  createPaymentIntentForOrder,
  lockPaymentOrder,
  openPaymentOrder,
  settleCancelledOrder,
} from '@server/features/payments/payment-orders.service';
import { offerPlace } from './place-offers';
import { BOOKING_SHARE } from './share.payable';

export const BOOKER_STAYS = 'The booker keeps their share; cancel the booking instead';
export const LEAVE_TOO_LATE =
  'The shares were due at the deadline: your place can no longer be given back';
export const SETTLING = 'The shares are being settled: try again in a minute';

/** The caller's share of this booking, or 404 (a share of someone else reads as missing). */
async function myShare(db: Db, userId: string, bookingId: string, shareId: string) {
  const [row] = await db
    .select({ share: bookingShares, split: bookingSplits, booking: bookings })
    .from(bookingShares)
    .innerJoin(bookingSplits, eq(bookingSplits.bookingId, bookingShares.bookingId))
    .innerJoin(bookings, eq(bookings.id, bookingShares.bookingId))
    .where(and(eq(bookingShares.id, shareId), eq(bookingShares.bookingId, bookingId)));
  if (!row || row.share.userId !== userId) throw notFound(SHARE_NOT_FOUND);
  return row;
}

/**
 * POST /api/create-payment-intent {bookingId, shareId}: the holder pays their share through the
 * payment orders' path (same providers, confirmation and refunds). A share whose order was
 * cancelled (its former holder left) gets a fresh one for its new holder.
 */
export async function createShareIntent(
  db: Db,
  payments: PaymentProviders,
  payables: PayableRegistry,
  userId: string,
  bookingId: string,
  shareId: string,
): Promise<PaymentIntent> {
  const { share } = await myShare(db, userId, bookingId, shareId);
  let orderId = share.paymentOrderId;
  const [order] = orderId
    ? await db.select().from(paymentOrders).where(eq(paymentOrders.id, orderId))
    : [];
  if (!order || order.payerId !== userId || order.status === 'cancelled') {
    orderId = await db.transaction(async (tx) => {
      const opened = await openPaymentOrder(tx, payables, {
        kind: BOOKING_SHARE,
        subjectId: shareId,
        payerId: userId,
      });
      await tx
        .update(bookingShares)
        .set({ paymentOrderId: opened.id })
        .where(and(eq(bookingShares.id, shareId), eq(bookingShares.userId, userId)));
      return opened.id;
    });
  }
  const intent = await createPaymentIntentForOrder(db, payments, payables, userId, orderId!);
  return { ...intent, bookingId };
}

/**
 * POST /api/bookings/{id}/shares/{shareId}/leave: a player gives their place back. Before the
 * deadline the share opens again for someone else and a paid share is refunded (exactly once:
 * the order is cancelled here and refunded by the payments door). After it, the booking is
 * settled, so the player may only leave if someone takes the place: it is offered, and they are
 * refunded when another player takes and pays for it (place-offers.ts). Answers which it was.
 */
export async function leaveShare(
  db: Db,
  payments: PaymentProviders,
  payables: PayableRegistry,
  userId: string,
  bookingId: string,
  shareId: string,
  now: Date,
): Promise<{ left: boolean; offered: boolean }> {
  const { share, split, booking } = await myShare(db, userId, bookingId, shareId);
  if (share.position === 0) throw conflict(BOOKER_STAYS, 'booker_stays');
  if (split.status === 'complete') {
    if (booking.status !== 'confirmed' || booking.startTime <= now) {
      throw conflict(LEAVE_TOO_LATE, 'too_late');
    }
    await db.transaction((tx) => offerPlace(tx, share, now));
    return { left: false, offered: true };
  }
  if (split.status === 'collecting' && split.deadline <= now) {
    throw conflict(SETTLING, 'settling');
  }
  if (split.status !== 'collecting') throw conflict(LEAVE_TOO_LATE, 'too_late');
  const orderId = share.paymentOrderId;
  await db.transaction(async (tx) => {
    // Order first, then the share and split: the order in which payments settle (no deadlock).
    if (orderId) await lockPaymentOrder(tx, orderId);
    const [split] = await tx
      .select({ status: bookingSplits.status })
      .from(bookingSplits)
      .where(eq(bookingSplits.bookingId, bookingId))
      .for('update');
    if (split?.status !== 'collecting') throw conflict(LEAVE_TOO_LATE, 'too_late');
    const [left] = await tx
      .update(bookingShares)
      .set({ userId: null, status: 'unpaid', paymentOrderId: null, paidById: null, paidAt: null })
      .where(and(eq(bookingShares.id, shareId), eq(bookingShares.userId, userId)))
      .returning({ id: bookingShares.id });
    if (!left) throw notFound(SHARE_NOT_FOUND);
    if (orderId) await cancelPaymentOrder(tx, orderId);
  });
  // Money in comes back; an intent not yet paid is cancelled with its provider.
  if (orderId) await settleCancelledOrder(db, payments, payables, orderId, now);
  return { left: true, offered: false };
}
