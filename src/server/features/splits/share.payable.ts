import { and, eq, sql } from 'drizzle-orm';
import { SHARE_NOT_FOUND } from '@shared/contracts/splits';
import { toCents } from '@shared/money';
import type { Tx } from '@server/db/tx';
import { bookings } from '@server/db/schema/bookings';
import { bookingShares, bookingSplits } from '@server/db/schema/splits';
import { venues } from '@server/db/schema/venues';
import { conflict, notFound } from '@server/lib/app-error';
import { emit } from '@server/lib/events';
import { issueCheckinToken } from '@server/features/check-in/checkin-tokens';
import { bookingRef } from '@server/features/bookings/booking-rules';
import type { PayableKind, PaymentOrderRow } from '@server/features/payments/payables';

export const BOOKING_SHARE = 'booking_share';
export const SPLIT_REST = 'booking_split_rest';
export const SHARE_PAID = 'This share is already paid';
export const SPLIT_CLOSED = 'This booking no longer takes payments for shares';

/** The check-in key, read before any transaction (it is cached after the first read). */
export type SecretSource = () => Promise<Buffer>;

/** The split row locked for this transaction: every change to a split's money goes through it. */
async function lockSplit(tx: Tx, bookingId: string) {
  const [split] = await tx
    .select()
    .from(bookingSplits)
    .where(eq(bookingSplits.bookingId, bookingId))
    .for('update');
  return split;
}

/**
 * Every share paid: the booking is confirmed and gets its check-in code, in the transaction of
 * the payment that completed it (so there is never a fully paid booking left pending, nor a
 * confirmed one with a share unpaid).
 */
async function confirmIfFullyPaid(tx: Tx, bookingId: string, secret: Buffer, now: Date) {
  const [left] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(bookingShares)
    .where(and(eq(bookingShares.bookingId, bookingId), eq(bookingShares.status, 'unpaid')));
  if ((left?.n ?? 0) > 0) return;
  await tx
    .update(bookingSplits)
    .set({ status: 'complete', updatedAt: now })
    .where(eq(bookingSplits.bookingId, bookingId));
  const [row] = await tx
    .update(bookings)
    .set({
      status: 'confirmed',
      paymentStatus: 'paid',
      qrCode: issueCheckinToken(secret, bookingId),
      holdExpiresAt: null,
      updatedAt: now,
    })
    .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'pending')))
    .returning();
  if (row) await emit(tx, { type: 'booking.confirmed', data: bookingRef(row, row.startTime) });
}

/** The share a payment order is for, with its split's booking. */
async function shareOf(tx: Tx, shareId: string) {
  const [row] = await tx
    .select({ share: bookingShares, booking: bookings, venueName: venues.name })
    .from(bookingShares)
    .innerJoin(bookings, eq(bookings.id, bookingShares.bookingId))
    .innerJoin(venues, eq(venues.id, bookings.venueId))
    .where(eq(bookingShares.id, shareId));
  return row;
}

/**
 * One player's share of a split booking (subject: the booking_shares row). Only its holder pays
 * it, while the split is collecting. The booker's own share, once paid, leaves the card it was
 * paid with as the method charged for unpaid shares at the deadline.
 */
export function bookingSharePayable(secret: SecretSource): PayableKind {
  return {
    kind: BOOKING_SHARE,

    async quote(tx, shareId, payerId) {
      const row = await shareOf(tx, shareId);
      if (!row || row.share.userId !== payerId) throw notFound(SHARE_NOT_FOUND);
      if (row.share.status !== 'unpaid') throw conflict(SHARE_PAID, 'already_paid');
      const [split] = await tx
        .select({ status: bookingSplits.status })
        .from(bookingSplits)
        .where(eq(bookingSplits.bookingId, row.booking.id));
      if (split?.status !== 'collecting' || row.booking.status !== 'pending') {
        throw conflict(SPLIT_CLOSED, 'split_closed');
      }
      return {
        amount: toCents(row.share.amount),
        currency: row.booking.currency,
        description: `Your share: ${row.venueName}`,
        returnTo: '/bookings',
        // The booker's card pays whatever is still unpaid at the deadline.
        saveCard: row.share.position === 0,
      };
    },

    async onPaid(tx, order, now) {
      const key = await secret();
      const row = await shareOf(tx, order.subjectId);
      if (!row) return 'unwanted';
      const split = await lockSplit(tx, row.booking.id);
      // Once the deadline job has taken the split, the booker is being charged for this share.
      if (split?.status !== 'collecting') return 'unwanted';
      const paid = await tx
        .update(bookingShares)
        .set({ status: 'paid', paidById: order.payerId, paidAt: now, updatedAt: now })
        .where(
          and(
            eq(bookingShares.id, order.subjectId),
            eq(bookingShares.userId, order.payerId),
            eq(bookingShares.paymentOrderId, order.id),
            eq(bookingShares.status, 'unpaid'),
          ),
        )
        .returning({ position: bookingShares.position });
      if (paid.length === 0) return 'unwanted';
      if (paid[0]!.position === 0) {
        await tx
          .update(bookingSplits)
          .set({ savedProvider: order.provider, savedIntentId: order.providerIntentId })
          .where(eq(bookingSplits.bookingId, split.bookingId));
      }
      await confirmIfFullyPaid(tx, split.bookingId, key, now);
      return 'kept';
    },

    async onRefunded(tx, order) {
      await tx
        .update(bookingShares)
        .set({ status: 'refunded' })
        .where(
          and(
            eq(bookingShares.id, order.subjectId),
            eq(bookingShares.paymentOrderId, order.id),
            eq(bookingShares.status, 'paid'),
          ),
        );
    },
  };
}

/** The sum of a split's unpaid shares, in cents. */
export async function unpaidCents(tx: Tx, bookingId: string): Promise<number> {
  const [row] = await tx
    .select({ cents: sql<string>`coalesce(sum(${bookingShares.amount}), 0) * 100` })
    .from(bookingShares)
    .where(and(eq(bookingShares.bookingId, bookingId), eq(bookingShares.status, 'unpaid')));
  return Math.round(Number(row?.cents ?? 0));
}

/**
 * The backstop: what is left unpaid at the deadline, charged to the booker's saved card (subject:
 * the booking). Paying it marks every unpaid share paid by the booker and confirms the booking.
 */
export function splitRestPayable(secret: SecretSource): PayableKind {
  return {
    kind: SPLIT_REST,

    async quote(tx, bookingId, payerId) {
      const [row] = await tx
        .select({ split: bookingSplits, booking: bookings, venueName: venues.name })
        .from(bookingSplits)
        .innerJoin(bookings, eq(bookings.id, bookingSplits.bookingId))
        .innerJoin(venues, eq(venues.id, bookings.venueId))
        .where(eq(bookingSplits.bookingId, bookingId));
      if (!row || row.booking.userId !== payerId) throw notFound(SHARE_NOT_FOUND);
      if (row.split.status !== 'settling') throw conflict(SPLIT_CLOSED, 'split_closed');
      return {
        amount: await unpaidCents(tx, bookingId),
        currency: row.booking.currency,
        description: `Unpaid shares: ${row.venueName}`,
        returnTo: '/bookings',
      };
    },

    async onPaid(tx: Tx, order: PaymentOrderRow, now: Date) {
      const key = await secret();
      const split = await lockSplit(tx, order.subjectId);
      if (split?.status !== 'settling' || split.backstopOrderId !== order.id) return 'unwanted';
      if ((await unpaidCents(tx, split.bookingId)) !== order.amount) return 'unwanted';
      await tx
        .update(bookingShares)
        .set({ status: 'paid', paidById: order.payerId, paidAt: now, updatedAt: now })
        .where(
          and(eq(bookingShares.bookingId, split.bookingId), eq(bookingShares.status, 'unpaid')),
        );
      await confirmIfFullyPaid(tx, split.bookingId, key, now);
      return 'kept';
    },
  };
}
