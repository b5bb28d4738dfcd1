import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '@shared/contracts/common';
import { checkInBody, checkInResult } from '@shared/contracts/venue-owner';
import { requireUser, userIdOf } from '@server/lib/auth/session-plugin';
import type { AppDeps } from '@server/deps';
import { checkIn, issueMissingCodes, lookUpCheckIn } from './check-in.service';
import { checkinSecret } from './checkin-tokens';

const tags = ['check-in'];
const responses = { 200: checkInResult, ...errorResponses(400, 401, 403, 404, 409) };

export function checkInRoutes(app: FastifyInstance, { db, clock, config }: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const secret = () => checkinSecret(db, config.checkinTokenSecret);
  // Codes are made at confirmation; bookings confirmed without one (the sample data, or a code an
  // old version revoked) get theirs once, as the app starts, so no read has to write one.
  app.addHook('onReady', async () => {
    await issueMissingCodes(db, await secret());
  });

  api.post(
    '/api/venue/check-in/lookup',
    {
      schema: {
        tags,
        summary: 'Who a scanned or typed check-in code belongs to (your venues only)',
        body: checkInBody,
        response: responses,
      },
      preValidation: requireUser,
    },
    async (request) =>
      lookUpCheckIn(db, await secret(), userIdOf(request), request.body.code, clock.now()),
  );

  api.post(
    '/api/venue/check-in',
    {
      schema: {
        tags,
        summary: 'Check a booking in: confirmed, paid, at your venue, today',
        body: checkInBody,
        response: responses,
      },
      preValidation: requireUser,
    },
    async (request) =>
      checkIn(db, await secret(), userIdOf(request), request.body.code, clock.now()),
  );
}
