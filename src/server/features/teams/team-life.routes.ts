import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, uuidParams } from '@shared/contracts/common';
import {
  createDuesBody,
  invitePreview,
  inviteParams,
  inviteView,
  payDueResult,
  teamDueParams,
  teamDuesView,
  teamLifeView,
  updateTeamBody,
} from '@shared/contracts/team-life';
import { joinTeamResult, teamDetail, teamView } from '@shared/contracts/teams';
import { requireUser, userIdOf } from '@server/lib/auth/session-plugin';
import type { AppDeps } from '@server/deps';
import { joinTeam } from './team-membership.service';
import { teamEventsRoutes } from './team-events.routes';
import { askForDues, listTeamDues, payTeamDue } from './team-dues.service';
import {
  getTeamLife,
  listManagedTeams,
  previewInvite,
  resetInvite,
  updateTeam,
} from './team-life.service';

const tags = ['teams'];
const params = uuidParams('Team not found');
const errors = errorResponses(400, 401, 403, 404, 409);

/** Team life (issue 15): editing, the invite link and dues; events in team-events.routes.ts. */
export function teamLifeRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, payables } = deps;
  teamEventsRoutes(app, deps);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preValidation: requireUser };

  api.get(
    '/api/teams/managed',
    {
      schema: {
        tags,
        summary: 'The teams I lead (captain or manager)',
        response: { 200: z.array(teamView), ...errorResponses(401) },
      },
      ...auth,
    },
    (request) => listManagedTeams(db, userIdOf(request)),
  );

  api.patch(
    '/api/teams/:id',
    {
      schema: {
        tags,
        summary: 'Edit the team (captain or manager)',
        params,
        body: updateTeamBody,
        response: { 200: teamDetail, ...errors },
      },
      ...auth,
    },
    (request) => updateTeam(db, userIdOf(request), request.params.id, request.body),
  );

  api.get(
    '/api/teams/:id/life',
    {
      schema: {
        tags,
        summary: 'The team’s look, and for its people the invite link and calendar feed',
        params,
        response: { 200: teamLifeView, ...errorResponses(400, 404) },
      },
    },
    (request) => getTeamLife(db, request.session?.userId ?? null, request.params.id),
  );

  api.post(
    '/api/teams/:id/invite',
    {
      schema: {
        tags,
        summary: 'Make (or reset) the team’s invite link (captain or manager)',
        params,
        response: { 200: inviteView, ...errors },
      },
      ...auth,
    },
    (request) => resetInvite(db, userIdOf(request), request.params.id),
  );

  api.get(
    '/api/team-invites/:code',
    {
      schema: {
        tags,
        summary: 'The team an invite link leads to',
        params: inviteParams,
        response: { 200: invitePreview, ...errorResponses(400, 404) },
      },
    },
    (request) => previewInvite(db, request.params.code),
  );

  api.post(
    '/api/team-invites/:code/join',
    {
      schema: {
        tags,
        summary: 'Join through an invite link (or ask to, for a private team)',
        params: inviteParams,
        response: { 200: joinTeamResult, ...errors },
      },
      ...auth,
    },
    async (request) => {
      const invite = await previewInvite(db, request.params.code);
      return joinTeam(db, userIdOf(request), invite.teamId, null);
    },
  );

  api.get(
    '/api/teams/:id/dues',
    {
      schema: {
        tags,
        summary: 'Dues: all of them for the captain or manager, my own for a member',
        params,
        response: { 200: teamDuesView, ...errorResponses(400, 401, 404) },
      },
      ...auth,
    },
    (request) => listTeamDues(db, userIdOf(request), request.params.id),
  );

  api.post(
    '/api/teams/:id/dues',
    {
      schema: {
        tags,
        summary: 'Ask members for an amount (captain or manager)',
        params,
        body: createDuesBody,
        response: { 201: teamDuesView, ...errors },
      },
      ...auth,
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await askForDues(db, userIdOf(request), request.params.id, request.body)),
  );

  api.post(
    '/api/teams/:id/dues/:dueId/pay',
    {
      schema: {
        tags,
        summary: 'The payment order for one of my dues (pay it at /checkout?order=<id>)',
        params: teamDueParams,
        response: { 200: payDueResult, ...errors },
      },
      ...auth,
    },
    (request) =>
      payTeamDue(db, payables, userIdOf(request), request.params.id, request.params.dueId),
  );
}
