import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBody } from '@shared/contracts/errors';
import {
  playerGames as playerGamesAnswer,
  playerGamesQuery,
  playerStats as playerStatsAnswer,
  playerTeams as playerTeamsAnswer,
} from '@shared/contracts/player-dashboard';
import { requireUser, userIdOf } from '@server/lib/auth/session-plugin';
import type { AppDeps } from '@server/lib/deps';
import { playerGames, playerStats, playerTeams } from './player-dashboard.service';

const tags = ['player dashboard'];

/** SPEC §7: the player dashboard's three calls, for the signed-in player. */
export function playerDashboardRoutes(app: FastifyInstance, { db, clock }: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/player/stats',
    {
      schema: {
        tags,
        summary: 'Games played, results, win rate, rating, counts and six months of history',
        response: { 200: playerStatsAnswer, 401: errorBody },
      },
      preValidation: requireUser,
    },
    (request) => playerStats(db, userIdOf(request), clock.now()),
  );

  api.get(
    '/api/player/games',
    {
      schema: {
        tags,
        summary: 'Your upcoming games (and waitlists), or the games you played',
        querystring: playerGamesQuery,
        response: { 200: playerGamesAnswer, 400: errorBody, 401: errorBody },
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
        tags,
        summary: 'Your teams, and the private teams you asked to join',
        response: { 200: playerTeamsAnswer, 401: errorBody },
      },
      preValidation: requireUser,
    },
    async (request) => ({ items: await playerTeams(db, userIdOf(request)) }),
  );
}
