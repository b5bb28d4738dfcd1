import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { paymentOrders, testPaymentIntents } from '@server/db/schema/payments';
import { book, payWithCard, slotAt } from '@server/test/booking-helpers';

/** Helpers for the split payment tests (server side; the e2e spec has its own). */
export function splitKit(app: FastifyInstance, db: Db, now: () => Date) {
  const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
    app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });

  return {
    call,
    /** Books a slot `days` ahead and answers the held booking. */
    async held(cookie: string, venue: { id: string }, sportId: number, days: number, hour = 10) {
      const start = `${String(hour).padStart(2, '0')}:00`;
      const end = `${String(hour + 1).padStart(2, '0')}:00`;
      const slot = slotAt('Europe/London', now(), days, start, end);
      const created = await book(app, cookie, venue, slot, { sportId });
      if (created.statusCode !== 201) throw new Error(`booking failed: ${created.body}`);
      return created.json<{ id: string; totalAmount: string; startTime: string }>();
    },
    split: (cookie: string, bookingId: string, body: object) =>
      call('POST', `/api/bookings/${bookingId}/split`, cookie, body),
    shares: (cookie: string, bookingId: string) =>
      call('GET', `/api/bookings/${bookingId}/shares`, cookie),
    intent: (cookie: string, bookingId: string, shareId: string) =>
      call('POST', '/api/create-payment-intent', cookie, { bookingId, shareId }),
    /** Pays a share with a test card; answers the confirmation's response. */
    async payShare(
      cookie: string,
      bookingId: string,
      shareId: string,
      cardNumber = '4242 4242 4242 4242',
    ) {
      const intent = await call('POST', '/api/create-payment-intent', cookie, {
        bookingId,
        shareId,
      });
      if (intent.statusCode !== 200) return intent;
      return payWithCard(app, cookie, intent.json<{ clientSecret: string }>().clientSecret, {
        cardNumber,
      });
    },
    /** The money the test provider holds for an order: taken and given back, in cents. */
    async moneyOf(orderId: string) {
      const intents = await db
        .select()
        .from(testPaymentIntents)
        .where(eq(testPaymentIntents.orderId, orderId));
      const taken = intents
        .filter((i) => i.status === 'succeeded')
        .reduce((sum, i) => sum + i.amount, 0);
      const refunded = intents.reduce((sum, i) => sum + i.amountRefunded, 0);
      return { taken, refunded, kept: taken - refunded };
    },
    async order(orderId: string) {
      const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, orderId));
      return row!;
    },
  };
}
