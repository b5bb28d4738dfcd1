import type Stripe from 'stripe';
import type { Config } from '@server/config';
import type { Db } from '@server/db/client';
import type { PaymentProviders } from './payment-provider';
import { createStripeProvider, stripeClient } from './stripe-provider';
import { createTestProvider } from './test-provider';

/**
 * The providers this instance can use: Stripe when configured (and then for new payments), and
 * always the test provider, so bookings it took before Stripe was switched on can be refunded.
 */
export function createPaymentProviders(
  db: Db,
  config: Config,
): PaymentProviders & { stripe: Stripe | null } {
  const test = createTestProvider(db);
  const stripe = config.stripe ? stripeClient(config.stripe) : null;
  const stripeProvider =
    stripe && config.stripe ? createStripeProvider(stripe, config.stripe) : null;
  return {
    active: stripeProvider ?? test,
    byName: (name) => (name === 'test' ? test : name === 'stripe' ? stripeProvider : null),
    stripe,
  };
}
