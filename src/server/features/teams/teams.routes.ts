import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, uuidParams } from '@shared/contracts/common';
import {
  createTeamBody,
  joinTeamBody,
  joinTeamResult,
  listTeamsQuery,
  teamDetail,
  teamPage,
  teamRequestParams,
  teamView,
} from '@shared/contracts/teams';
import { requireUser, userIdOf } from '@server/lib/auth/session-plugin';
import type { AppDeps } from '@server/deps';
import { answerRequest, joinTeam, leaveTeam, withdrawRequest } from './team-membership.service';
import { createTeam, getTeam, listTeams } from './teams.service';

const tags = ['teams'];
const params = uuidParams('Team not found');
const errors = errorResponses(400, 401, 403, 404, 409);

/** Teams: the Teams tab, team pages, joining (public) and requests (private). */
export function teamsRoutes(app: FastifyInstance, { db }: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/teams',
    {
      schema: {
        tags,
        summary: 'Teams by name, filterable (keyset pagination)',
        querystring: listTeamsQuery,
        response: { 200: teamPage, ...errorResponses(400) },
      },
    },
    (request) => listTeams(db, request.session?.userId ?? null, request.query),
  );

  api.post(
    '/api/teams',
    {
      schema: {
        tags,
        summary: 'Create a team; you are its captain',
        body: createTeamBody,
        response: { 201: teamDetail, ...errors },
      },
      preValidation: requireUser,
    },
    async (request, reply) =>
      reply.status(201).send(await createTeam(db, userIdOf(request), request.body)),
  );

  api.get(
    '/api/teams/:id',
    {
      schema: {
        tags,
        summary: 'A team with its members (and, for its captain, the requests to join)',
        params,
        response: { 200: teamDetail, ...errorResponses(400, 404) },
      },
    },
    (request) => getTeam(db, request.session?.userId ?? null, request.params.id),
  );

  api.post(
    '/api/teams/:id/join',
    {
      schema: {
        tags,
        summary: 'Join a public team, or ask to join a private one',
        params,
        body: joinTeamBody,
        response: { 200: joinTeamResult, ...errors },
      },
      preValidation: requireUser,
    },
    (request) => joinTeam(db, userIdOf(request), request.params.id, request.body.message),
  );

  api.post(
    '/api/teams/:id/leave',
    {
      schema: { tags, summary: 'Leave a team', params, response: { 200: teamView, ...errors } },
      preValidation: requireUser,
    },
    (request) => leaveTeam(db, userIdOf(request), request.params.id),
  );

  api.delete(
    '/api/teams/:id/request',
    {
      schema: {
        tags,
        summary: 'Withdraw your request to join a private team',
        params,
        response: { 200: teamView, ...errors },
      },
      preValidation: requireUser,
    },
    (request) => withdrawRequest(db, userIdOf(request), request.params.id),
  );

  for (const [action, accept] of [
    ['accept', true],
    ['decline', false],
  ] as const) {
    api.post(
      `/api/teams/:id/requests/:requestId/${action}`,
      {
        schema: {
          tags,
          summary: `${accept ? 'Accept' : 'Decline'} a request to join your team (captain)`,
          params: teamRequestParams,
          response: { 200: teamDetail, ...errors },
        },
        preValidation: requireUser,
      },
      (request) =>
        answerRequest(db, userIdOf(request), request.params.id, request.params.requestId, accept),
    );
  }
}
