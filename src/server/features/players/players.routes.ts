import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, uuidParams } from '@shared/contracts/common';
import {
  followResult,
  listPlayersQuery,
  playerMatches,
  playerPage,
  playerPreferences,
  playerProfile,
} from '@shared/contracts/players';
import { requireUser, userIdOf } from '@server/lib/auth/session-plugin';
import type { AppDeps } from '@server/deps';
import { follow, unfollow } from './follows.service';
import { findMatches } from './matching.service';
import { getPlayerProfile, listPlayers } from './players.service';
import { getPreferences, savePreferences } from './preferences.service';

const tags = ['players'];
const params = uuidParams('Player not found');
const errors = errorResponses(400, 401, 404);

/** The Players tab, profiles, Connect (follows) and smart matching. */
export function playersRoutes(app: FastifyInstance, { db, clock }: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // Open like the /players page; signed in, each card also says whether you follow them.
  api.get(
    '/api/players',
    {
      schema: {
        tags,
        summary: 'Players, filtered by search, sport, skill level and location (by name)',
        querystring: listPlayersQuery,
        response: { 200: playerPage, ...errorResponses(400) },
      },
    },
    (request) => listPlayers(db, request.session?.userId ?? null, request.query),
  );

  api.get(
    '/api/players/matches',
    {
      schema: {
        tags,
        summary:
          'Players suggested for you: shared sport, skill closeness, distance and overlapping availability, with the reasons',
        response: { 200: playerMatches, ...errorResponses(401) },
      },
      preValidation: requireUser,
    },
    async (request) => ({ items: await findMatches(db, userIdOf(request)) }),
  );

  api.get(
    '/api/players/:id',
    {
      schema: {
        tags,
        summary: "A player's profile: sports, level, record, teams, followers",
        params,
        response: { 200: playerProfile, ...errorResponses(400, 404) },
      },
    },
    (request) =>
      getPlayerProfile(db, request.session?.userId ?? null, request.params.id, clock.now()),
  );

  api.post(
    '/api/players/:id/follow',
    {
      schema: {
        tags,
        summary: 'Follow a player (Connect)',
        params,
        response: { 200: followResult, ...errors },
      },
      preValidation: requireUser,
    },
    (request) => follow(db, userIdOf(request), request.params.id),
  );

  api.delete(
    '/api/players/:id/follow',
    {
      schema: {
        tags,
        summary: 'Stop following a player',
        params,
        response: { 200: followResult, ...errors },
      },
      preValidation: requireUser,
    },
    (request) => unfollow(db, userIdOf(request), request.params.id),
  );

  api.get(
    '/api/player/preferences',
    {
      schema: {
        tags,
        summary: 'Your matching preferences: sports and levels, where and when you play',
        response: { 200: playerPreferences, ...errorResponses(401) },
      },
      preValidation: requireUser,
    },
    (request) => getPreferences(db, userIdOf(request)),
  );

  api.put(
    '/api/player/preferences',
    {
      schema: {
        tags,
        summary: 'Replace your matching preferences',
        body: playerPreferences,
        response: { 200: playerPreferences, ...errorResponses(400, 401) },
      },
      preValidation: requireUser,
    },
    (request) => savePreferences(db, userIdOf(request), request.body),
  );
}
