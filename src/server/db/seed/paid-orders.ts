import type { Tx } from '@server/db/tx';
import { paymentOrders, testPaymentIntents } from '@server/db/schema/payments';

type SeedOrder = {
  id: string;
  kind: string;
  subjectId: string;
  payerId: string;
  /** Integer cents. */
  amount: number;
  description: string;
  returnTo: string;
  /** Set for an order paid with the test card; null leaves it waiting for payment. */
  paidAt: Date | null;
};

/**
 * A payment order in USD as the seed needs it: paid through the test provider (with its
 * succeeded test intent, card 4242) or still pending.
 */
export async function insertSeedOrder(tx: Tx, order: SeedOrder) {
  const paid = order.paidAt !== null;
  const intentId = `pi_test_seed_${order.subjectId.replace(/-/g, '').slice(0, 20)}`;
  await tx.insert(paymentOrders).values({
    ...order,
    currency: 'USD',
    status: paid ? 'paid' : 'pending',
    provider: paid ? 'test' : null,
    providerIntentId: paid ? intentId : null,
  });
  if (!paid) return;
  await tx.insert(testPaymentIntents).values({
    id: intentId,
    orderId: order.id,
    amount: order.amount,
    currency: 'USD',
    status: 'succeeded',
    clientSecret: `${intentId}_secret_seed`,
    idempotencyKey: `order-${order.id}-test`,
    cardBrand: 'visa',
    cardLast4: '4242',
  });
}
