import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, uuidParams } from '@shared/contracts/common';
import { leagueDashboardView, teamLeagueView } from '@shared/contracts/league-dashboard';
import {
  fixtureParams,
  fixtureView,
  refereeBody,
  refereeParams,
  refereeView,
  updateFixtureBody,
} from '@shared/contracts/leagues';
import { requireUser, userIdOf } from '@server/lib/auth/session-plugin';
import type { AppDeps } from '@server/deps';
import { updateFixture } from './fixture-schedule.service';
import { getLeagueDashboard, listTeamLeagues } from './league-dashboard.service';
import { addReferee, listReferees, removeReferee } from './referees.service';

const tags = ['leagues'];
const params = uuidParams('League not found');
const errors = errorResponses(400, 401, 403, 404, 409);

/** Running a season: kick-offs and venues, referees, the admin's dashboard, a team's leagues. */
export function leagueAdminRoutes(app: FastifyInstance, { db, clock }: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/leagues/dashboard',
    {
      schema: {
        tags,
        summary:
          'The league admin’s dashboard: my leagues, registrations waiting, results to enter, goals per round',
        response: { 200: leagueDashboardView, ...errorResponses(401) },
      },
      preValidation: requireUser,
    },
    (request) => getLeagueDashboard(db, userIdOf(request), clock.now()),
  );

  api.patch(
    '/api/leagues/:id/fixtures/:fixtureId',
    {
      schema: {
        tags,
        summary:
          'Set a fixture’s kick-off, venue (booking its pitch for the fixture’s length) or referee (the admin)',
        params: fixtureParams,
        body: updateFixtureBody,
        response: { 200: fixtureView, ...errors },
      },
      preValidation: requireUser,
    },
    (request) =>
      updateFixture(
        db,
        userIdOf(request),
        request.params.id,
        request.params.fixtureId,
        request.body,
        clock.now(),
      ),
  );

  api.get(
    '/api/leagues/:id/referees',
    {
      schema: {
        tags,
        summary: 'The league’s referees (they may enter and correct results)',
        params,
        response: { 200: z.array(refereeView), ...errors },
      },
    },
    (request) => listReferees(db, request.params.id),
  );

  api.post(
    '/api/leagues/:id/referees',
    {
      schema: {
        tags,
        summary: 'Name a referee for the league (the admin)',
        params,
        body: refereeBody,
        response: { 201: z.array(refereeView), ...errors },
      },
      preValidation: requireUser,
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await addReferee(db, userIdOf(request), request.params.id, request.body.userId)),
  );

  api.delete(
    '/api/leagues/:id/referees/:userId',
    {
      schema: {
        tags,
        summary: 'Remove a referee from the league (the admin)',
        params: refereeParams,
        response: { 204: z.null(), ...errors },
      },
      preValidation: requireUser,
    },
    async (request, reply) => {
      await removeReferee(db, userIdOf(request), request.params.id, request.params.userId);
      return reply.status(204).send(null);
    },
  );

  api.get(
    '/api/teams/:id/leagues',
    {
      schema: {
        tags,
        summary: 'The leagues a team plays in (or asked to join), with its next fixtures',
        params: uuidParams('Team not found'),
        response: { 200: z.array(teamLeagueView), ...errorResponses(400, 404) },
      },
    },
    (request) => listTeamLeagues(db, request.params.id, clock.now()),
  );
}
