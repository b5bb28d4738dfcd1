import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '@shared/contracts/common';
import {
  analyticsQuery,
  playerGames as playerGamesAnswer,
  playerGamesQuery,
  playerStats as playerStatsAnswer,
  playerTeams as playerTeamsAnswer,
  venueAnalytics,
  venueStats,
} from '@shared/contracts/dashboards';
import { requireUser, userIdOf } from '@server/lib/auth/session-plugin';
import type { AppDeps } from '@server/deps';
import { playerGames, playerStats, playerTeams } from './player-dashboard.service';
import { venueAnalytics as analytics, venueStats as stats } from './venue-dashboard.service';

const playerTags = ['player dashboard'];
const ownerTags = ['venue owners'];

/** The dashboards' figures: the player's (SPEC §7, three calls) and the venue owner's. */
export function dashboardsRoutes(app: FastifyInstance, { db, clock }: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/player/stats',
    {
      schema: {
        tags: playerTags,
        summary: 'Games played, results, win rate, rating, counts and six months of history',
        response: { 200: playerStatsAnswer, ...errorResponses(401) },
      },
      preValidation: requireUser,
    },
    (request) => playerStats(db, userIdOf(request), clock.now()),
  );

  api.get(
    '/api/player/games',
    {
      schema: {
        tags: playerTags,
        summary: 'Your upcoming games (and waitlists), or the games you played',
        querystring: playerGamesQuery,
        response: { 200: playerGamesAnswer, ...errorResponses(400, 401) },
      },
      preValidation: requireUser,
    },
    async (request) => ({
      items: await playerGames(db, userIdOf(request), request.query.when, clock.now()),
    }),
  );

  api.get(
    '/api/player/teams',
    {
      schema: {
        tags: playerTags,
        summary: 'Your teams, and the private teams you asked to join',
        response: { 200: playerTeamsAnswer, ...errorResponses(401) },
      },
      preValidation: requireUser,
    },
    async (request) => ({ items: await playerTeams(db, userIdOf(request)) }),
  );

  api.get(
    '/api/venue/stats',
    {
      schema: {
        tags: ownerTags,
        summary: 'Revenue this month, bookings, occupancy (30 days), rating over your venues',
        response: { 200: venueStats, ...errorResponses(401) },
      },
      preValidation: requireUser,
    },
    (request) => stats(db, userIdOf(request), clock.now()),
  );

  api.get(
    '/api/venue/analytics',
    {
      schema: {
        tags: ownerTags,
        summary: 'Revenue by day and occupancy by half-hour over the last days',
        querystring: analyticsQuery,
        response: { 200: venueAnalytics, ...errorResponses(400, 401, 403, 404) },
      },
      preValidation: requireUser,
    },
    (request) => analytics(db, userIdOf(request), request.query, clock.now()),
  );
}
