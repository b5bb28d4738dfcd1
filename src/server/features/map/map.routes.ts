import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '@shared/contracts/common';
import {
  demoUser,
  demoUsersQuery,
  mapConfig,
  mapFilters,
  mapStats,
  mapVenue,
  nearbyQuery,
  nearbyUser,
} from '@shared/contracts/map';
import type { AppDeps } from '@server/deps';
import { sendJsonText } from '@server/lib/json-text';
import { listDemoUsers } from './demo-users.service';
import { listMapVenues } from './map-venues.service';
import { findNearbyJson } from './nearby.service';
import { mapStatistics } from './stats.service';

const tags = ['map'];

/** The live map's calls. All public: the map is on the visitors' landing page. */
export function mapRoutes(app: FastifyInstance, { db, config }: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/demo-users',
    {
      schema: {
        tags,
        summary:
          'Demo users on the map, filtered (a page in id order; see the x-next-cursor header)',
        querystring: demoUsersQuery,
        response: { 200: z.array(demoUser), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { json, nextCursor } = await listDemoUsers(db, request.query);
      if (nextCursor) reply.header('x-next-cursor', nextCursor);
      return sendJsonText(reply, json);
    },
  );

  api.get(
    '/api/demo-users/nearby',
    {
      schema: {
        tags,
        summary: 'Demo users within radius km of lat/lng, nearest first, each with its distance',
        querystring: nearbyQuery,
        response: { 200: z.array(nearbyUser), ...errorResponses(400) },
      },
    },
    async (request, reply) => sendJsonText(reply, await findNearbyJson(db, request.query)),
  );

  api.get(
    '/api/demo-users/stats',
    {
      schema: {
        tags,
        summary: 'Counts per user type, country and sport (as strings), under the same filters',
        querystring: mapFilters,
        response: { 200: mapStats, ...errorResponses(400) },
      },
    },
    (request) => mapStatistics(db, request.query),
  );

  api.get(
    '/api/map/venues',
    {
      schema: {
        tags,
        summary: 'Bookable venues with coordinates, under the map filters',
        querystring: mapFilters,
        response: { 200: z.array(mapVenue), ...errorResponses(400) },
      },
    },
    (request) => listMapVenues(db, request.query),
  );

  api.get(
    '/api/map/config',
    {
      schema: {
        tags,
        summary: 'Which map styles have real tiles configured (none: the embedded base map)',
        response: { 200: mapConfig },
      },
    },
    () => ({ tiles: config.mapTiles }),
  );
}
