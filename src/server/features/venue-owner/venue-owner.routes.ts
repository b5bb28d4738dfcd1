import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '@shared/contracts/errors';
import {
  analyticsQuery,
  ownedVenue,
  venueAnalytics,
  venueBookingList,
  venueBookingsQuery,
  venueStats,
} from '@shared/contracts/venue-owner';
import { venueDetail, venueIdParams, venueInput, venueUpdate } from '@shared/contracts/venues';
import { requireUser, userIdOf } from '@server/lib/auth/session-plugin';
import type { AppDeps } from '@server/lib/deps';
import {
  createOwnedVenue,
  getOwnedVenue,
  listOwnedVenues,
  updateOwnedVenue,
} from './owner-venues.service';
import {
  venueAnalytics as analytics,
  venueBookings,
  venueStats as stats,
} from './venue-dashboard.service';

const tags = ['venue owners'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/** The venue owner's side: their venues, their bookings, their figures. Nobody else's. */
export function venueOwnerRoutes(app: FastifyInstance, { db, clock }: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/venue/owned',
    {
      schema: {
        tags,
        summary: 'Your venues',
        response: { 200: z.array(ownedVenue), 401: errorBody },
      },
      preValidation: requireUser,
    },
    (request) => listOwnedVenues(db, userIdOf(request), clock.now()),
  );

  api.get(
    '/api/venue/stats',
    {
      schema: {
        tags,
        summary: 'Revenue this month, bookings, occupancy (30 days), rating over your venues',
        response: { 200: venueStats, 401: errorBody },
      },
      preValidation: requireUser,
    },
    (request) => stats(db, userIdOf(request), clock.now()),
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

  api.get(
    '/api/venue/analytics',
    {
      schema: {
        tags,
        summary: 'Revenue by day and occupancy by half-hour over the last days',
        querystring: analyticsQuery,
        response: { 200: venueAnalytics, ...errors },
      },
      preValidation: requireUser,
    },
    (request) => analytics(db, userIdOf(request), request.query, clock.now()),
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
