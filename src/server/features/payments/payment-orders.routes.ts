import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, uuidParams } from '@shared/contracts/common';
import { paymentOrder } from '@shared/contracts/payments';
import { requireUser, userIdOf } from '@server/lib/auth/session-plugin';
import type { AppDeps } from '@server/deps';
import { getMyPaymentOrder, refreshOrderPayment } from './payment-orders.service';

const tags = ['payments'];
const params = uuidParams('Payment not found');

/** Payment orders: what the payer sees at checkout, and the Stripe.js return path. */
export function paymentOrdersRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, clock, payments, payables } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/payment-orders/:id',
    {
      schema: {
        tags,
        summary: 'One of your payment orders: what it pays for, the amount, where it stands',
        params,
        response: { 200: paymentOrder, ...errorResponses(400, 401, 404) },
      },
      preValidation: requireUser,
    },
    (request) => getMyPaymentOrder(db, userIdOf(request), request.params.id),
  );

  api.post(
    '/api/payment-orders/:id/refresh',
    {
      schema: {
        tags,
        summary: "Ask the provider how the order's payment stands and record a success",
        params,
        response: { 200: paymentOrder, ...errorResponses(400, 401, 404, 502) },
      },
      preValidation: requireUser,
    },
    (request) =>
      refreshOrderPayment(
        db,
        payments,
        payables,
        userIdOf(request),
        request.params.id,
        clock.now(),
      ),
  );
}
