import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '@shared/contracts/common';
import {
  availability,
  availabilityQuery,
  venueDetail,
  venueIdParams,
  venueList,
  venueSearchQuery,
} from '@shared/contracts/venues';
import type { AppDeps } from '@server/deps';
import { getAvailability } from './availability.service';
import { venueSearchCache } from './venue-search-cache';
import { getVenue, searchVenues } from './venues.service';

const tags = ['venues'];

export function venuesRoutes(app: FastifyInstance, { db, clock, config }: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const cache = venueSearchCache(db, config.venueSearchCacheMs);

  api.get(
    '/api/venues',
    {
      schema: {
        tags,
        summary: 'Find venues (sport id or name, location text, date with a free slot)',
        querystring: venueSearchQuery,
        response: { 200: venueList, ...errorResponses(400) },
      },
    },
    (request) => {
      const search = request.query;
      // The date filter depends on the time (today's past slots), so the key carries the minute.
      const minute = search.date ? Math.floor(clock.now().getTime() / 60_000) : 0;
      const key = JSON.stringify([
        search.sport?.toLowerCase(),
        search.location?.toLowerCase(),
        search.date,
        minute,
        search.page,
        search.pageSize,
      ]);
      return cache.get(key, () => searchVenues(db, search, clock.now()));
    },
  );

  api.get(
    '/api/venues/:id',
    {
      schema: {
        tags,
        summary: 'A venue (404 when unknown or deactivated)',
        params: venueIdParams,
        response: { 200: venueDetail, ...errorResponses(400, 404) },
      },
    },
    (request) => getVenue(db, request.params.id),
  );

  api.get(
    '/api/venues/:id/availability',
    {
      schema: {
        tags,
        summary: "A day's half-hour slots (venue time) with free, taken or past",
        params: venueIdParams,
        querystring: availabilityQuery,
        response: { 200: availability, ...errorResponses(400, 404) },
      },
    },
    (request) =>
      getAvailability(
        db,
        {
          venueId: request.params.id,
          date: request.query.date,
          excludeBookingId: request.query.excludeBookingId,
          userId: request.session?.userId,
          courtId: request.query.courtId,
        },
        clock.now(),
      ),
  );
}
