import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '@shared/contracts/common';
import { ownedVenue, venueBookingList, venueBookingsQuery } from '@shared/contracts/venue-owner';
import { venueDetail, venueIdParams, venueInput, venueUpdate } from '@shared/contracts/venues';
import { requireUser, userIdOf } from '@server/lib/auth/session-plugin';
import type { AppDeps } from '@server/deps';
import {
  createOwnedVenue,
  getOwnedVenue,
  listOwnedVenues,
  updateOwnedVenue,
} from './owner-venues.service';
import { venueBookings } from './owner-bookings.service';

const tags = ['venue owners'];
const errors = errorResponses(400, 401, 403, 404);

/** The venue owner's side: their venues and their bookings. Nobody else's (figures: dashboards). */
export function venueOwnerRoutes(app: FastifyInstance, { db, clock }: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/venue/owned',
    {
      schema: {
        tags,
        summary: 'Your venues',
        response: { 200: z.array(ownedVenue), ...errorResponses(401) },
      },
      preValidation: requireUser,
    },
    (request) => listOwnedVenues(db, userIdOf(request), clock.now()),
  );

  api.get(
    '/api/venue/bookings',
    {
      schema: {
        tags,
        summary: 'Bookings of your venues (from/to for a calendar range)',
        querystring: venueBookingsQuery,
        response: { 200: venueBookingList, ...errors },
      },
      preValidation: requireUser,
    },
    (request) => venueBookings(db, userIdOf(request), request.query, clock.now()),
  );

  api.post(
    '/api/venue/venues',
    {
      schema: {
        tags,
        summary: 'List a new venue (venue owners)',
        body: venueInput,
        response: { 201: venueDetail, ...errors },
      },
      preValidation: requireUser,
    },
    async (request, reply) =>
      reply.status(201).send(await createOwnedVenue(db, userIdOf(request), request.body)),
  );

  api.get(
    '/api/venue/venues/:id',
    {
      schema: {
        tags,
        summary: 'One of your venues, active or not',
        params: venueIdParams,
        response: { 200: venueDetail, ...errors },
      },
      preValidation: requireUser,
    },
    (request) => getOwnedVenue(db, userIdOf(request), request.params.id),
  );

  api.patch(
    '/api/venue/venues/:id',
    {
      schema: {
        tags,
        summary: 'Change your venue (send only what changes; isActive false deactivates it)',
        params: venueIdParams,
        body: venueUpdate,
        response: { 200: venueDetail, ...errors },
      },
      preValidation: requireUser,
    },
    (request) => updateOwnedVenue(db, userIdOf(request), request.params.id, request.body),
  );
}
