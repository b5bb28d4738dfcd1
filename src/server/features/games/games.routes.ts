import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, uuidParams } from '@shared/contracts/common';
import {
  createGameBody,
  gameDetail,
  gameInviteParams,
  gamePage,
  gameRequestParams,
  gameResultBody,
  inviteToGameBody,
  joinGameResult,
  leaveGameResult,
  listGamesQuery,
  requestToJoinGameBody,
} from '@shared/contracts/games';
import { requireUser, userIdOf } from '@server/lib/auth/session-plugin';
import type { AppDeps } from '@server/deps';
import { inviteToGame, joinGame, leaveGame, reportResult } from './game-membership.service';
import {
  answerGameRequest,
  declineInvitation,
  getGameByInvite,
  requestToJoin,
} from './game-requests.service';
import { cancelGame, createGame, getGame, listGames } from './games.service';

const tags = ['games'];
const params = uuidParams('Game not found');
const errors = errorResponses(400, 401, 403, 404, 409);

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
        response: { 200: gamePage, ...errorResponses(400) },
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
        response: { 200: gameDetail, ...errorResponses(400, 404) },
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
    '/api/games/:id/invitations',
    {
      schema: {
        tags,
        summary: 'Invite a player to a game you organise (a private game is joined this way)',
        params,
        body: inviteToGameBody,
        response: { 200: gameDetail, ...errors },
      },
      preValidation: requireUser,
    },
    (request) =>
      inviteToGame(db, userIdOf(request), request.params.id, request.body.userId, clock.now()),
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

  // A private game's invite link: whoever opens it signed in sees the game and may ask to join.
  api.get(
    '/api/games/:id/invite/:token',
    {
      schema: {
        tags,
        summary: "A game opened through its organiser's invite link",
        params: gameInviteParams,
        response: { 200: gameDetail, ...errors },
      },
      preValidation: requireUser,
    },
    (request) => getGameByInvite(db, userIdOf(request), request.params.id, request.params.token),
  );

  api.post(
    '/api/games/:id/requests',
    {
      schema: {
        tags,
        summary: 'Ask to join a private game, with the token of its invite link',
        params,
        body: requestToJoinGameBody,
        response: { 200: gameDetail, ...errors },
      },
      preValidation: requireUser,
    },
    (request) =>
      requestToJoin(db, userIdOf(request), request.params.id, request.body.token, clock.now()),
  );

  for (const action of ['accept', 'decline'] as const) {
    api.post(
      `/api/games/:id/requests/:userId/${action}`,
      {
        schema: {
          tags,
          summary: `${action === 'accept' ? 'Accept' : 'Decline'} a request to join your game`,
          params: gameRequestParams,
          response: { 200: gameDetail, ...errors },
        },
        preValidation: requireUser,
      },
      (request) =>
        answerGameRequest(
          db,
          userIdOf(request),
          request.params.id,
          request.params.userId,
          action === 'accept',
          clock.now(),
        ),
    );
  }

  // Accepting an invitation is joining (POST /api/games/{id}/join).
  api.post(
    '/api/games/:id/invitation/decline',
    {
      schema: {
        tags,
        summary: 'Decline your invitation to a game',
        params,
        response: { 200: gameDetail, ...errors },
      },
      preValidation: requireUser,
    },
    (request) => declineInvitation(db, userIdOf(request), request.params.id, clock.now()),
  );
}
