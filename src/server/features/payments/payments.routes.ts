import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { z } from 'zod';
import { errorResponses } from '@shared/contracts/common';
import { bookingIdParams } from '@shared/contracts/bookings';
import {
  createPaymentIntentBody,
  paymentIntent,
  paymentRefreshResult,
  paymentResult,
  testCardPaymentBody,
} from '@shared/contracts/payments';
import { AppError, badRequest, notFound } from '@server/lib/app-error';
import { requireUser, userIdOf } from '@server/lib/auth/session-plugin';
import type { AppDeps } from '@server/deps';
import { getMyBooking } from '@server/features/bookings/bookings.service';
import { checkinSecret } from '@server/features/check-in/checkin-tokens';
import { createPaymentIntentForBooking, refreshPayment } from './payments.service';
import { handleStripeEvent } from './stripe-webhook';
import { confirmTestCardPayment } from './test-card.service';
import { confirmOrderTestCard, testIntentIsForOrder } from './test-card-orders';
import { createPaymentIntentForOrder, getMyPaymentOrder } from './payment-orders.service';
import { createShareIntent } from '@server/features/splits/share-payments';

const tags = ['payments'];

export function paymentsRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, clock, config, payments, payables } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const secret = () => checkinSecret(db, config.checkinTokenSecret);

  api.post(
    '/api/create-payment-intent',
    {
      schema: {
        tags,
        summary:
          "A payment for one of your held bookings (the booking's own total) or one of your payment orders (its amount)",
        body: createPaymentIntentBody,
        response: { 200: paymentIntent, ...errorResponses(400, 401, 404, 409, 502) },
      },
      preValidation: requireUser,
    },
    (request) => {
      const { bookingId, orderId, shareId, amount } = request.body;
      const userId = userIdOf(request);
      if (shareId) {
        return createShareIntent(db, payments, payables, userId, bookingId!, shareId);
      }
      if (orderId) return createPaymentIntentForOrder(db, payments, payables, userId, orderId);
      return createPaymentIntentForBooking(
        db,
        payments,
        userId,
        { bookingId: bookingId!, amount },
        clock.now(),
      );
    },
  );

  api.post(
    '/api/payments/test/confirm',
    {
      schema: {
        tags,
        summary: "Pay with the built-in test provider's card form (test cards only)",
        body: testCardPaymentBody,
        response: { 200: paymentResult, ...errorResponses(400, 401, 402, 404, 409) },
      },
      preValidation: requireUser,
    },
    async (request) => {
      // With Stripe switched on, fake cards must never pay for anything.
      if (payments.active.name !== 'test') throw notFound('The test payment provider is off');
      const userId = userIdOf(request);
      const now = clock.now();
      if (await testIntentIsForOrder(db, request.body.clientSecret)) {
        const orderId = await confirmOrderTestCard(db, payables, userId, request.body, now);
        return {
          status: 'succeeded' as const,
          order: await getMyPaymentOrder(db, userId, orderId),
        };
      }
      const bookingId = await confirmTestCardPayment(db, await secret(), userId, request.body, now);
      return {
        status: 'succeeded' as const,
        booking: await getMyBooking(db, userId, bookingId, now),
      };
    },
  );

  api.post(
    '/api/bookings/:id/payment/refresh',
    {
      schema: {
        tags,
        summary: "Ask the provider how the booking's payment stands and record a success",
        params: bookingIdParams,
        response: { 200: paymentRefreshResult, ...errorResponses(400, 401, 404) },
      },
      preValidation: requireUser,
    },
    async (request) => {
      const userId = userIdOf(request);
      const now = clock.now();
      const id = request.params.id;
      const outcome = await refreshPayment(db, payments, await secret(), userId, id, now);
      if (outcome === 'amount_mismatch') {
        request.log.warn({ bookingId: id }, "payment refused: not the booking's total");
      }
      return { booking: await getMyBooking(db, userId, request.params.id, now) };
    },
  );

  // Without Stripe the webhook does not exist at all: a probe gets the plain 404 of any unknown
  // path rather than a 503 that looks like an outage.
  const stripe = payments.stripe;
  if (!stripe) return;

  // Stripe signs the exact bytes it sent, so this route reads the body raw (in its own scope, so
  // every other route keeps the normal JSON parser).
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/stripe/webhook',
      {
        schema: {
          tags,
          summary: 'Stripe events (signature checked with STRIPE_WEBHOOK_SECRET)',
          response: {
            200: z.object({ received: z.boolean(), outcome: z.string() }),
            ...errorResponses(400, 503),
          },
        },
      },
      async (request) => {
        // Stripe on but STRIPE_WEBHOOK_SECRET missing: a setup mistake the operator must see.
        const webhookSecret = config.stripe?.webhookSecret;
        if (!webhookSecret) {
          throw new AppError(503, 'webhooks_off', 'Stripe webhooks are not configured');
        }
        const signature = request.headers['stripe-signature'];
        if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
          throw badRequest('Missing Stripe signature');
        }
        let event: Stripe.Event;
        try {
          event = stripe.webhooks.constructEvent(request.body, signature, webhookSecret);
        } catch {
          throw badRequest('Invalid Stripe signature');
        }
        const outcome = await handleStripeEvent(
          db,
          payments,
          payables,
          await secret(),
          event,
          clock.now(),
        );
        if (outcome === 'amount_mismatch') {
          request.log.warn(
            { eventId: event.id },
            "Stripe payment refused: not the booking's total",
          );
        }
        return { received: true, outcome };
      },
    );
  });
}
