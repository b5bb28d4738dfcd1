import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bookingIdParams } from '@shared/contracts/bookings';
import { errorResponses } from '@shared/contracts/common';
import {
  claimShareBody,
  leaveResult,
  inviteParams,
  joinResult,
  openMatchBody,
  openMatchList,
  openMatchParams,
  openMatchView,
  shareParams,
  splitBookingBody,
  splitList,
  splitView,
} from '@shared/contracts/splits';
import { eq } from 'drizzle-orm';
import { bookingSplits } from '@server/db/schema/splits';
import { notFound } from '@server/lib/app-error';
import { requireUser, userIdOf } from '@server/lib/auth/session-plugin';
import type { AppDeps } from '@server/deps';
import { getOpenMatch, joinOpenMatch, listOpenMatches, openMatch } from './open-matches.service';
import { leaveShare } from './share-payments';
import { settleSplit } from './split-backstop';
import { claimShare, getSplit, listMySplits, splitBooking, splitByInvite } from './splits.service';

const tags = ['splits'];
const errors = errorResponses(400, 401, 404, 409);

/** Split payment and open matches (issue 16). Paying a share: POST /api/create-payment-intent. */
export function splitsRoutes(
  app: FastifyInstance,
  { db, clock, config, payments, payables }: AppDeps,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // End-to-end tests' clock for one booking: settle it as the deadline job will once its
  // deadline passes (E2E_TEST_CLOCK=1, which config allows on a memory:// database only).
  if (config.testClock) {
    api.post(
      '/api/test/splits/:id/deadline',
      { schema: { hide: true, params: bookingIdParams } },
      async (request) => {
        const [split] = await db
          .select({ deadline: bookingSplits.deadline })
          .from(bookingSplits)
          .where(eq(bookingSplits.bookingId, request.params.id));
        if (!split) throw notFound('Booking not found');
        const at = new Date(Math.max(clock.now().getTime(), split.deadline.getTime() + 1000));
        const outcome = await settleSplit({ db, payments, payables }, request.params.id, at);
        return { outcome };
      },
    );
  }

  api.post(
    '/api/bookings/:id/split',
    {
      schema: {
        tags,
        summary: "Split a held booking's total between players (the booker)",
        params: bookingIdParams,
        body: splitBookingBody,
        response: { 201: splitView, ...errors },
      },
      preValidation: requireUser,
    },
    async (request, reply) => {
      const { id } = request.params;
      const userId = userIdOf(request);
      const now = clock.now();
      const split = await splitBooking(db, payments, payables, userId, id, request.body, now);
      return reply.status(201).send(split);
    },
  );

  api.get(
    '/api/bookings/:id/shares',
    {
      schema: {
        tags,
        summary: 'The shares of a split booking (the booker and share holders; anyone else 404)',
        params: bookingIdParams,
        response: { 200: splitView, ...errorResponses(400, 401, 404) },
      },
      preValidation: requireUser,
    },
    (request) => getSplit(db, userIdOf(request), request.params.id),
  );

  api.post(
    '/api/bookings/:id/shares/:shareId/claim',
    {
      schema: {
        tags,
        summary: 'Take an open share (through the invite link, or an open match at your level)',
        params: shareParams,
        body: claimShareBody,
        response: { 200: joinResult, ...errors },
      },
      preValidation: requireUser,
    },
    (request) =>
      claimShare(db, payables, userIdOf(request), {
        bookingId: request.params.id,
        shareId: request.params.shareId,
        code: request.body?.code,
      }),
  );

  api.post(
    '/api/bookings/:id/shares/:shareId/leave',
    {
      schema: {
        tags,
        summary:
          'Give your place back: before the deadline it opens again (a paid share is refunded); after it, it is offered and refunded once someone takes and pays for it',
        params: shareParams,
        response: { 200: leaveResult, ...errors },
      },
      preValidation: requireUser,
    },
    (request) => {
      const { id, shareId } = request.params;
      return leaveShare(db, payments, payables, userIdOf(request), id, shareId, clock.now());
    },
  );

  api.get(
    '/api/splits',
    {
      schema: {
        tags,
        summary: 'Upcoming split bookings you booked or hold a share of',
        response: { 200: splitList, ...errorResponses(401) },
      },
      preValidation: requireUser,
    },
    async (request) => ({ items: await listMySplits(db, userIdOf(request), clock.now()) }),
  );

  api.get(
    '/api/splits/invite/:code',
    {
      schema: {
        tags,
        summary: 'What an invite link offers',
        params: inviteParams,
        response: { 200: splitView, ...errorResponses(400, 401, 404) },
      },
      preValidation: requireUser,
    },
    (request) => splitByInvite(db, request.params.code),
  );

  api.post(
    '/api/bookings/:id/open',
    {
      schema: {
        tags,
        summary: 'List a split booking as an open match for a level range (the booker)',
        params: bookingIdParams,
        body: openMatchBody,
        response: { 200: splitView, ...errors },
      },
      preValidation: requireUser,
    },
    (request) => openMatch(db, userIdOf(request), request.params.id, request.body),
  );

  // Open like the Games tab; signed in, each match also says whether you are in it.
  api.get(
    '/api/open-matches',
    {
      schema: {
        tags,
        summary: 'Open matches still taking players, soonest first',
        response: { 200: openMatchList },
      },
    },
    async (request) => ({
      items: await listOpenMatches(db, request.session?.userId ?? null, clock.now()),
    }),
  );

  api.get(
    '/api/open-matches/:id',
    {
      schema: {
        tags,
        summary: 'One open match',
        params: openMatchParams,
        response: { 200: openMatchView, ...errorResponses(400, 404) },
      },
    },
    (request) => getOpenMatch(db, request.session?.userId ?? null, request.params.id),
  );

  api.post(
    '/api/open-matches/:id/join',
    {
      schema: {
        tags,
        summary: 'Join an open match: take a place and open its payment (409 when full)',
        params: openMatchParams,
        response: { 200: joinResult, ...errors },
      },
      preValidation: requireUser,
    },
    (request) => joinOpenMatch(db, payables, userIdOf(request), request.params.id),
  );
}
