import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '@shared/contracts/common';
import {
  booking,
  bookingIdParams,
  bookingList,
  bookingListQuery,
  createBookingBody,
  modifyBookingBody,
} from '@shared/contracts/bookings';
import { requireUser, userIdOf } from '@server/lib/auth/session-plugin';
import type { AppDeps } from '@server/deps';
import { cancelBooking, modifyBooking } from './booking-changes.service';
import { createBooking, getMyBooking, listMyBookings } from './bookings.service';
import { bookingCalendar } from './calendar';

const tags = ['bookings'];
// Routes check sign-in before validating input (preValidation), so a visitor always gets 401.
const errors = errorResponses(400, 401, 404, 409);

export function bookingsRoutes(app: FastifyInstance, { db, clock, config, payments }: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/bookings',
    {
      schema: {
        tags,
        summary: "The signed-in player's bookings",
        querystring: bookingListQuery,
        response: { 200: bookingList, ...errorResponses(400, 401) },
      },
      preValidation: requireUser,
    },
    (request) => listMyBookings(db, userIdOf(request), request.query, clock.now()),
  );

  api.post(
    '/api/bookings',
    {
      schema: {
        tags,
        summary: 'Book a slot: held for 15 minutes while it is paid for (409 when just taken)',
        body: createBookingBody,
        response: { 201: booking, ...errors },
      },
      preValidation: requireUser,
    },
    async (request, reply) => {
      const created = await createBooking({
        db,
        userId: userIdOf(request),
        input: request.body,
        settings: {
          maxPendingPerUser: config.bookings.maxPendingPerUser,
          provider: payments.active.name,
        },
        now: clock.now(),
      });
      return reply.status(201).send(created);
    },
  );

  api.get(
    '/api/bookings/:id',
    {
      schema: {
        tags,
        summary: 'One of your bookings',
        params: bookingIdParams,
        response: { 200: booking, ...errors },
      },
      preValidation: requireUser,
    },
    (request) => getMyBooking(db, userIdOf(request), request.params.id, clock.now()),
  );

  api.patch(
    '/api/bookings/:id',
    {
      schema: {
        tags,
        summary: 'Move a confirmed booking to another free slot of the same length',
        params: bookingIdParams,
        body: modifyBookingBody,
        response: { 200: booking, ...errors },
      },
      preValidation: requireUser,
    },
    (request) => modifyBooking(db, userIdOf(request), request.params.id, request.body, clock.now()),
  );

  api.post(
    '/api/bookings/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel a booking (refunded when paid and 24 hours or more before the start)',
        params: bookingIdParams,
        response: { 200: booking, ...errors, ...errorResponses(502, 503) },
      },
      preValidation: requireUser,
    },
    (request) => cancelBooking(db, payments, userIdOf(request), request.params.id, clock.now()),
  );

  // Plain (untyped) route: the answer is a file, which the JSON type provider does not model.
  app.get<{ Params: { id: string } }>(
    '/api/bookings/:id/calendar.ics',
    {
      schema: {
        tags,
        summary: 'The booking as an iCalendar file',
        params: bookingIdParams,
        response: errorResponses(400, 401, 404),
      },
      preValidation: requireUser,
    },
    async (request, reply) => {
      const now = clock.now();
      const found = await getMyBooking(db, userIdOf(request), request.params.id, now);
      const host = request.hostname.split(':')[0] || 'matchday';
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="booking-${found.id.slice(0, 8)}.ics"`)
        .header('cache-control', 'private, no-store')
        .send(bookingCalendar(found, host, now));
    },
  );
}
