import { and, eq, isNotNull, lt } from 'drizzle-orm';
import type { AppDeps } from '@server/deps';
import { paymentOrders } from '@server/db/schema/payments';
import { settleCancelledOrder } from './payment-orders.service';
import { cancelReleasedIntent } from './payments.service';

const REFUNDS_EVERY_MS = 5 * 60_000;

export function registerPaymentsEvents({ events, db, payments, payables, jobs, clock }: AppDeps) {
  // A hold that ran out leaves an open payment with its provider: cancel it there.
  events.on('booking.released', ({ data }) => cancelReleasedIntent(db, payments, data.bookingId));

  // An order cancelled with money in is refunded right after its transaction; if that call failed
  // (the provider was down, the process stopped), this picks it up. Refunds are keyed by order,
  // so running it twice, or beside the first attempt, gives the money back once.
  jobs.every('refund cancelled orders', REFUNDS_EVERY_MS, async () => {
    const now = clock.now();
    const due = await db
      .select({ id: paymentOrders.id })
      .from(paymentOrders)
      .where(
        and(
          eq(paymentOrders.status, 'cancelled'),
          isNotNull(paymentOrders.paidAt),
          lt(paymentOrders.updatedAt, new Date(now.getTime() - 60_000)),
        ),
      )
      .limit(100);
    for (const { id } of due) {
      await settleCancelledOrder(db, payments, payables, id, now).catch(() => {});
    }
  });
}
