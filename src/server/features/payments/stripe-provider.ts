import Stripe from 'stripe';
import type { Config } from '@server/config';
import type { PaymentProvider, ProviderIntent } from './payment-provider';

type StripeConfig = NonNullable<Config['stripe']>;

/** A Stripe client; STRIPE_API_URL points it elsewhere (stripe-mock, or a fake in tests). */
export function stripeClient(config: StripeConfig): Stripe {
  const target = config.apiUrl ? new URL(config.apiUrl) : null;
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(target && {
      host: target.hostname,
      port: target.port || (target.protocol === 'http:' ? 80 : 443),
      protocol: target.protocol === 'http:' ? 'http' : 'https',
    }),
  });
}

const toIntent = (intent: Stripe.PaymentIntent): ProviderIntent => ({
  id: intent.id,
  clientSecret: intent.client_secret ?? '',
  status: intent.status,
  amount: intent.amount,
  currency: intent.currency,
});

/** Stripe PaymentIntents, created server-side from the booking, with idempotency keys. */
export function createStripeProvider(stripe: Stripe, config: StripeConfig): PaymentProvider {
  return {
    name: 'stripe',
    publishableKey: config.publishableKey,

    async createIntent({
      bookingId,
      orderId,
      kind,
      amount,
      currency,
      description,
      idempotencyKey,
    }) {
      const intent = await stripe.paymentIntents.create(
        {
          amount,
          currency: currency.toLowerCase(),
          description,
          // Says what the webhook settles: a booking, or an order (and which kind of order).
          metadata: orderId ? { orderId, kind: kind ?? '' } : { bookingId: bookingId ?? '' },
          automatic_payment_methods: { enabled: true },
        },
        { idempotencyKey },
      );
      return toIntent(intent);
    },

    async retrieveIntent(id) {
      return toIntent(await stripe.paymentIntents.retrieve(id));
    },

    async cancelIntent(id) {
      await stripe.paymentIntents.cancel(id).catch(() => {
        // Already succeeded or cancelled: nothing to stop.
      });
    },

    async refund({ intentId, amount, idempotencyKey }) {
      await stripe.refunds.create({ payment_intent: intentId, amount }, { idempotencyKey });
    },
  };
}
