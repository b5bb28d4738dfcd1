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
      saveCard,
      idempotencyKey,
    }) {
      // A card kept for a later off-session charge must belong to a Customer; one per saved
      // payment, keyed like the intent so a retried call does not make a second one.
      const customer = saveCard
        ? await stripe.customers.create(
            { description, metadata: { orderId: orderId ?? '' } },
            { idempotencyKey: `${idempotencyKey}-customer` },
          )
        : null;
      const intent = await stripe.paymentIntents.create(
        {
          amount,
          currency: currency.toLowerCase(),
          description,
          // Says what the webhook settles: a booking, or an order (and which kind of order).
          metadata: orderId ? { orderId, kind: kind ?? '' } : { bookingId: bookingId ?? '' },
          automatic_payment_methods: { enabled: true },
          ...(customer && { customer: customer.id, setup_future_usage: 'off_session' as const }),
        },
        { idempotencyKey },
      );
      return toIntent(intent);
    },

    async chargeSaved({
      savedIntentId,
      orderId,
      kind,
      amount,
      currency,
      description,
      idempotencyKey,
    }) {
      // The saved intent knows the Customer and the card it was paid with.
      const saved = await stripe.paymentIntents.retrieve(savedIntentId);
      const customer = typeof saved.customer === 'string' ? saved.customer : saved.customer?.id;
      const method =
        typeof saved.payment_method === 'string' ? saved.payment_method : saved.payment_method?.id;
      if (saved.status !== 'succeeded' || !customer || !method) {
        throw new Error(`No saved card on ${savedIntentId}`);
      }
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount,
            currency: currency.toLowerCase(),
            description,
            customer,
            payment_method: method,
            off_session: true,
            confirm: true,
            metadata: { orderId, kind },
          },
          { idempotencyKey },
        );
        return toIntent(intent);
      } catch (error) {
        // A declined card is an answer, not a failure: the intent it left says so.
        if (error instanceof Stripe.errors.StripeCardError && error.payment_intent) {
          return toIntent(error.payment_intent);
        }
        throw error;
      }
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
