import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, uuidParams } from '@shared/contracts/common';
import {
  answerInvitationBody,
  createEsportsOrgBody,
  createEsportsTeamBody,
  esportsDashboardView,
  esportsGameView,
  esportsMemberParams,
  esportsOrgSummary,
  esportsOrgView,
  esportsTeamSummary,
  esportsTeamView,
  inviteEsportsMemberBody,
  listEsportsTeamsQuery,
} from '@shared/contracts/esports';
import { requireUser, userIdOf } from '@server/lib/auth/session-plugin';
import type { AppDeps } from '@server/deps';
import { getDashboard } from './dashboard.service';
import {
  answerInvitation,
  createTeam,
  getTeam,
  inviteMember,
  listGames,
  listTeams,
  removeMember,
} from './esports-teams.service';
import { createOrg, getOrg, listOrgs } from './orgs.service';
import { tournamentsRoutes } from './tournaments.routes';

const tags = ['esports'];
const teamParams = uuidParams('Team not found');
const orgParams = uuidParams('Organisation not found');
const errors = errorResponses(400, 401, 403, 404, 409);

/** Esports (issue 14): titles, teams and rosters, organisations, the dashboard; tournaments. */
export function esportsRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, clock } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const viewer = (request: { session: { userId: string } | null }) =>
    request.session?.userId ?? null;

  api.get(
    '/api/esports/games',
    { schema: { tags, summary: 'The game titles', response: { 200: z.array(esportsGameView) } } },
    () => listGames(db),
  );

  api.get(
    '/api/esports/teams',
    {
      schema: {
        tags,
        summary: 'Esports teams, best win rate first; by title or name; `mine=true` for mine',
        querystring: listEsportsTeamsQuery,
        response: { 200: z.array(esportsTeamSummary), ...errorResponses(400) },
      },
    },
    (request) => listTeams(db, viewer(request), request.query),
  );

  api.post(
    '/api/esports/teams',
    {
      schema: {
        tags,
        summary: 'Create a team (you are its captain); tag unique per title',
        body: createEsportsTeamBody,
        response: { 201: esportsTeamView, ...errors },
      },
      preValidation: requireUser,
    },
    async (request, reply) =>
      reply.status(201).send(await createTeam(db, userIdOf(request), request.body)),
  );

  api.get(
    '/api/esports/teams/:id',
    {
      schema: {
        tags,
        summary: 'A team and its roster',
        params: teamParams,
        response: { 200: esportsTeamView, ...errors },
      },
    },
    (request) => getTeam(db, viewer(request), request.params.id),
  );

  api.post(
    '/api/esports/teams/:id/members',
    {
      schema: {
        tags,
        summary: 'The captain invites a player, substitute or coach',
        params: teamParams,
        body: inviteEsportsMemberBody,
        response: { 201: esportsTeamView, ...errors },
      },
      preValidation: requireUser,
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await inviteMember(db, userIdOf(request), request.params.id, request.body)),
  );

  api.post(
    '/api/esports/teams/:id/members/:userId/response',
    {
      schema: {
        tags,
        summary: 'The invited player accepts or declines',
        params: esportsMemberParams,
        body: answerInvitationBody,
        response: { 200: esportsTeamView, ...errors },
      },
      preValidation: requireUser,
    },
    (request) =>
      answerInvitation(
        db,
        userIdOf(request),
        request.params.id,
        request.params.userId,
        request.body.accept,
      ),
  );

  api.delete(
    '/api/esports/teams/:id/members/:userId',
    {
      schema: {
        tags,
        summary: 'The captain removes a member, or a member leaves',
        params: esportsMemberParams,
        response: { 200: esportsTeamView, ...errors },
      },
      preValidation: requireUser,
    },
    (request) => removeMember(db, userIdOf(request), request.params.id, request.params.userId),
  );

  api.get(
    '/api/esports/orgs',
    { schema: { tags, summary: 'Organisations', response: { 200: z.array(esportsOrgSummary) } } },
    () => listOrgs(db),
  );

  api.post(
    '/api/esports/orgs',
    {
      schema: {
        tags,
        summary: 'Create an organisation (you own it)',
        body: createEsportsOrgBody,
        response: { 201: esportsOrgView, ...errors },
      },
      preValidation: requireUser,
    },
    async (request, reply) =>
      reply.status(201).send(await createOrg(db, userIdOf(request), request.body)),
  );

  api.get(
    '/api/esports/orgs/:id',
    {
      schema: {
        tags,
        summary: 'An organisation: its teams, titles and trophies',
        params: orgParams,
        response: { 200: esportsOrgView, ...errors },
      },
    },
    (request) => getOrg(db, viewer(request), request.params.id),
  );

  api.get(
    '/api/esports/dashboard',
    {
      schema: {
        tags,
        summary: 'My teams, invitations, next matches, tournaments, results and win rate',
        response: { 200: esportsDashboardView, ...errorResponses(401) },
      },
      preValidation: requireUser,
    },
    (request) => getDashboard(db, userIdOf(request), clock.now()),
  );

  tournamentsRoutes(app, deps);
}
