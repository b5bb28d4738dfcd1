import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { testPaymentIntents } from '@server/db/schema/payments';
import { notFound } from '@server/lib/app-error';
import type { PaymentProvider, ProviderIntent } from './payment-provider';

/**
 * Like Stripe's 4000 0000 0000 0341: the card pays while its holder is there, but a later charge
 * without them (a split's backstop) is declined.
 */
const DECLINES_LATER = new Set(['0341']);
export const SAVED_CARD_DECLINED = 'Your card was declined.';

const toIntent = (row: typeof testPaymentIntents.$inferSelect): ProviderIntent => ({
  id: row.id,
  clientSecret: row.clientSecret,
  status: row.status,
  amount: row.amount,
  currency: row.currency,
});

/**
 * The built-in provider: PaymentIntents with Stripe's lifecycle, stored in the database so any
 * instance can confirm what another created. Cards are checked by `confirmTestCardPayment`.
 */
export function createTestProvider(db: Db): PaymentProvider {
  return {
    name: 'test',
    publishableKey: null,

    async createIntent({ bookingId, orderId, amount, currency, idempotencyKey }) {
      const id = `pi_test_${randomBytes(12).toString('hex')}`;
      const clientSecret = `${id}_secret_${randomBytes(16).toString('base64url')}`;
      await db
        .insert(testPaymentIntents)
        .values({ id, bookingId, orderId, amount, currency, clientSecret, idempotencyKey })
        .onConflictDoNothing({ target: testPaymentIntents.idempotencyKey });
      // Whether this call or an earlier one with the same key created it, answer that intent.
      const [row] = await db
        .select()
        .from(testPaymentIntents)
        .where(eq(testPaymentIntents.idempotencyKey, idempotencyKey));
      return toIntent(row!);
    },

    async retrieveIntent(id) {
      const [row] = await db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, id));
      if (!row) throw notFound('Payment not found');
      return toIntent(row);
    },

    async cancelIntent(id) {
      await db
        .update(testPaymentIntents)
        .set({ status: 'canceled' })
        .where(
          sql`${testPaymentIntents.id} = ${id} and ${testPaymentIntents.status} <> 'succeeded'`,
        );
    },

    async chargeSaved({ savedIntentId, orderId, amount, currency, idempotencyKey }) {
      const [saved] = await db
        .select()
        .from(testPaymentIntents)
        .where(eq(testPaymentIntents.id, savedIntentId));
      if (!saved || saved.status !== 'succeeded') throw notFound('Saved card not found');
      const declined = DECLINES_LATER.has(saved.cardLast4 ?? '');
      const id = `pi_test_${randomBytes(12).toString('hex')}`;
      await db
        .insert(testPaymentIntents)
        .values({
          id,
          orderId,
          amount,
          currency,
          clientSecret: `${id}_secret_${randomBytes(16).toString('base64url')}`,
          idempotencyKey,
          status: declined ? 'requires_payment_method' : 'succeeded',
          lastError: declined ? SAVED_CARD_DECLINED : null,
          cardBrand: saved.cardBrand,
          cardLast4: saved.cardLast4,
        })
        .onConflictDoNothing({ target: testPaymentIntents.idempotencyKey });
      const [row] = await db
        .select()
        .from(testPaymentIntents)
        .where(eq(testPaymentIntents.idempotencyKey, idempotencyKey));
      return toIntent(row!);
    },

    async refund({ intentId, amount }) {
      // Idempotent by construction: the refunded amount is set, not added to.
      const [row] = await db
        .update(testPaymentIntents)
        .set({ amountRefunded: amount })
        .where(
          sql`${testPaymentIntents.id} = ${intentId} and ${testPaymentIntents.status} = 'succeeded'`,
        )
        .returning({ id: testPaymentIntents.id });
      if (!row) throw notFound('Payment not found');
    },
  };
}
