import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '@shared/contracts/common';
import {
  pushPublicKey,
  pushSubscriptionBody,
  pushSubscriptionItem,
  pushUnsubscribeBody,
} from '@shared/contracts/notifications';
import { requireUser, userIdOf } from '@server/lib/auth/session-plugin';
import type { AppDeps } from '@server/deps';
import { vapidKeys } from './push-keys';
import { subscribePush, unsubscribePush } from './push-subscriptions.service';

const tags = ['notifications'];

/** Web Push: the key browsers subscribe with, and switching push on and off for a device. */
export function pushRoutes(app: FastifyInstance, { db, config }: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Made (or read) as the app starts: the first start of a deployment keeps the pair in the
  // database, and no subscriber waits for it later.
  app.addHook('onReady', async () => {
    await vapidKeys(db, config.push);
  });

  // Public by nature (every subscribing browser is given it), so no sign-in is asked.
  api.get(
    '/api/push/public-key',
    {
      schema: {
        tags,
        summary: 'The VAPID public key to subscribe to push with',
        response: { 200: pushPublicKey },
      },
    },
    async () => ({ publicKey: (await vapidKeys(db, config.push)).publicKey }),
  );

  api.post(
    '/api/push/subscriptions',
    {
      schema: {
        tags,
        summary: "Push on for this device (the browser's PushSubscription)",
        body: pushSubscriptionBody,
        response: { 201: pushSubscriptionItem, ...errorResponses(400, 401) },
      },
      preValidation: requireUser,
    },
    async (request, reply) => {
      const subscriber = {
        userId: userIdOf(request),
        sessionId: request.session!.sid,
        userAgent: request.headers['user-agent'],
      };
      const saved = await subscribePush(db, subscriber, request.body, config.push.extraOrigins);
      return reply.status(201).send(saved);
    },
  );

  api.delete(
    '/api/push/subscriptions',
    {
      schema: {
        tags,
        summary: 'Push off for one of my devices',
        body: pushUnsubscribeBody,
        response: { 204: z.null(), ...errorResponses(400, 401, 404) },
      },
      preValidation: requireUser,
    },
    async (request, reply) => {
      await unsubscribePush(db, userIdOf(request), request.body.endpoint);
      return reply.status(204).send(null);
    },
  );
}
