import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '@shared/contracts/errors';
import {
  createGameBody,
  gameDetail,
  gamePage,
  gameResultBody,
  joinGameResult,
  leaveGameResult,
  listGamesQuery,
} from '@shared/contracts/games';
import { requireUser, userIdOf } from '@server/lib/auth/session-plugin';
import type { AppDeps } from '@server/lib/deps';
import { joinGame, leaveGame, reportResult } from './game-membership.service';
import { cancelGame, createGame, getGame, listGames } from './games.service';

const tags = ['games'];
const params = z.object({ id: z.uuid({ error: 'Game not found' }) });
const errors = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
};

/** Pick-up games: the Games tab, game pages, joining with a waitlist. */
export function gamesRoutes(app: FastifyInstance, { db, clock }: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // Open like the /players page; signed in, each game also says whether you are in it.
  api.get(
    '/api/games',
    {
      schema: {
        tags,
        summary: 'Upcoming games, soonest first (keyset pagination), filterable',
        querystring: listGamesQuery,
        response: { 200: gamePage, 400: errorBody },
      },
    },
    (request) => listGames(db, request.session?.userId ?? null, request.query, clock.now()),
  );

  api.post(
    '/api/games',
    {
      schema: {
        tags,
        summary: 'Organise a game',
        body: createGameBody,
        response: { 201: gameDetail, ...errors },
      },
      preValidation: requireUser,
    },
    async (request, reply) =>
      reply.status(201).send(await createGame(db, userIdOf(request), request.body, clock.now())),
  );

  api.get(
    '/api/games/:id',
    {
      schema: {
        tags,
        summary: 'A game with its players and waitlist',
        params,
        response: { 200: gameDetail, 400: errorBody, 404: errorBody },
      },
    },
    (request) => getGame(db, request.session?.userId ?? null, request.params.id),
  );

  api.post(
    '/api/games/:id/join',
    {
      schema: {
        tags,
        summary: 'Join a game; when it is full you go on the waitlist',
        params,
        response: { 200: joinGameResult, ...errors },
      },
      preValidation: requireUser,
    },
    (request) => joinGame(db, userIdOf(request), request.params.id, clock.now()),
  );

  api.post(
    '/api/games/:id/leave',
    {
      schema: {
        tags,
        summary: 'Leave a game or its waitlist; the first player waiting takes the place',
        params,
        response: { 200: leaveGameResult, ...errors },
      },
      preValidation: requireUser,
    },
    (request) => leaveGame(db, userIdOf(request), request.params.id, clock.now()),
  );

  api.post(
    '/api/games/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel a game you organise',
        params,
        response: { 200: gameDetail, ...errors },
      },
      preValidation: requireUser,
    },
    (request) => cancelGame(db, userIdOf(request), request.params.id, clock.now()),
  );

  api.put(
    '/api/games/:id/result',
    {
      schema: {
        tags,
        summary: 'Report how a game you played went for you (win, loss or draw)',
        params,
        body: gameResultBody,
        response: { 200: gameDetail, ...errors },
      },
      preValidation: requireUser,
    },
    (request) =>
      reportResult(db, userIdOf(request), request.params.id, request.body.result, clock.now()),
  );
}
