import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, uuidParams } from '@shared/contracts/common';
import {
  createLeagueBody,
  decideLeagueTeamBody,
  fixtureParams,
  fixtureView,
  generateFixturesBody,
  leagueTeamBody,
  leagueTeamView,
  leagueView,
  listLeaguesQuery,
  resultBody,
  standingsRowView,
  updateLeagueStatusBody,
} from '@shared/contracts/leagues';
import { requireUser, userIdOf } from '@server/lib/auth/session-plugin';
import type { AppDeps } from '@server/deps';
import { notFound } from '@server/lib/app-error';
import { FIXTURE_NOT_FOUND } from './fixture-rows';
import { generateFixtures, getStandings, listFixtures } from './fixtures.service';
import { leagueAdminRoutes } from './league-admin.routes';
import { fixturesCalendar } from './league-calendar';
import { addLeagueTeam, decideLeagueTeam, listLeagueTeams } from './league-teams.service';
import { createLeague, getLeague, listLeagues, updateLeagueStatus } from './leagues.service';
import { enterResult } from './results.service';

const tags = ['leagues'];
const params = uuidParams('League not found');
const registrationParams = z.object({
  id: z.uuid({ error: 'League not found' }),
  leagueTeamId: z.uuid({ error: 'Registration not found' }),
});
const errors = errorResponses(400, 401, 403, 404, 409);

/** Leagues: seasons, their teams, fixtures, results and table (issue 12). */
const hostOf = (request: FastifyRequest) => request.hostname.split(':')[0] || 'matchday';

/** An iCalendar answer, downloaded under `name`.ics. */
function sendCalendar(reply: FastifyReply, name: string, body: string) {
  return reply
    .type('text/calendar; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}.ics"`)
    .send(body);
}

export function leaguesRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, clock, payments, payables } = deps;
  leagueAdminRoutes(app, deps);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const viewer = (request: { session: { userId: string } | null }) =>
    request.session?.userId ?? null;

  api.get(
    '/api/leagues',
    {
      schema: {
        tags,
        summary: 'Leagues by name or season; `mine=true` for the ones I run',
        querystring: listLeaguesQuery,
        response: { 200: z.array(leagueView), ...errorResponses(400) },
      },
    },
    (request) => listLeagues(db, viewer(request), request.query),
  );

  api.post(
    '/api/leagues',
    {
      schema: {
        tags,
        summary: 'Create a league (league admins); you are its admin',
        body: createLeagueBody,
        response: { 201: leagueView, ...errors },
      },
      preValidation: requireUser,
    },
    async (request, reply) =>
      reply.status(201).send(await createLeague(db, userIdOf(request), request.body)),
  );

  api.get(
    '/api/leagues/:id',
    {
      schema: { tags, summary: 'A league', params, response: { 200: leagueView, ...errors } },
    },
    (request) => getLeague(db, viewer(request), request.params.id),
  );

  api.patch(
    '/api/leagues/:id/status',
    {
      schema: {
        tags,
        summary: 'Move a league on: planning → registration → ongoing → completed, or cancelled',
        params,
        body: updateLeagueStatusBody,
        response: { 200: leagueView, ...errors },
      },
      preValidation: requireUser,
    },
    (request) =>
      updateLeagueStatus(
        db,
        userIdOf(request),
        request.params.id,
        request.body.status,
        clock.now(),
      ),
  );

  api.get(
    '/api/leagues/:id/teams',
    {
      schema: {
        tags,
        summary: 'The league’s teams (the admin also sees requests)',
        params,
        response: { 200: z.array(leagueTeamView), ...errors },
      },
    },
    (request) => listLeagueTeams(db, viewer(request), request.params.id),
  );

  api.post(
    '/api/leagues/:id/teams',
    {
      schema: {
        tags,
        summary: 'The admin adds a team; a captain asks to register theirs',
        params,
        body: leagueTeamBody,
        response: { 201: leagueTeamView, ...errors },
      },
      preValidation: requireUser,
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await addLeagueTeam(
            db,
            { payables },
            userIdOf(request),
            request.params.id,
            request.body.teamId,
          ),
        ),
  );

  api.patch(
    '/api/leagues/:id/teams/:leagueTeamId',
    {
      schema: {
        tags,
        summary: 'Accept or decline a team’s request (the admin)',
        params: registrationParams,
        body: decideLeagueTeamBody,
        response: { 200: leagueTeamView, ...errors },
      },
      preValidation: requireUser,
    },
    (request) =>
      decideLeagueTeam(
        db,
        { payments, payables },
        userIdOf(request),
        request.params.id,
        request.params.leagueTeamId,
        request.body.status,
        clock.now(),
      ),
  );

  api.post(
    '/api/leagues/:id/fixtures',
    {
      schema: {
        tags,
        summary: 'Generate the season’s round-robin fixtures (the admin)',
        params,
        body: generateFixturesBody,
        response: { 201: z.array(fixtureView), ...errors },
      },
      preValidation: requireUser,
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await generateFixtures(
            db,
            userIdOf(request),
            request.params.id,
            request.body,
            clock.now(),
          ),
        ),
  );

  api.get(
    '/api/leagues/:id/fixtures',
    {
      schema: {
        tags,
        summary: 'Fixtures and results by round',
        params,
        response: { 200: z.array(fixtureView), ...errors },
      },
    },
    (request) => listFixtures(db, request.params.id),
  );

  api.put(
    '/api/leagues/:id/fixtures/:fixtureId/result',
    {
      schema: {
        tags,
        summary: 'Enter or correct a result (the admin or a referee)',
        params: fixtureParams,
        body: resultBody,
        response: { 200: fixtureView, ...errors },
      },
      preValidation: requireUser,
    },
    (request) =>
      enterResult(
        db,
        userIdOf(request),
        request.params.id,
        request.params.fixtureId,
        request.body,
        clock.now(),
      ),
  );

  // Plain (untyped) routes: the answer is a file, which the JSON type provider does not model.
  app.get<{ Params: { id: string } }>(
    '/api/leagues/:id/calendar.ics',
    {
      schema: {
        tags,
        summary: 'The league’s fixtures as one calendar feed (iCalendar)',
        params,
        response: errorResponses(400, 404),
      },
    },
    async (request, reply) => {
      const league = await getLeague(db, null, request.params.id);
      const fixtures = await listFixtures(db, league.id);
      const body = fixturesCalendar(league, fixtures, hostOf(request), clock.now());
      return sendCalendar(reply, `league-${league.id.slice(0, 8)}`, body);
    },
  );

  app.get<{ Params: { id: string; fixtureId: string } }>(
    '/api/leagues/:id/fixtures/:fixtureId/calendar.ics',
    {
      schema: {
        tags,
        summary: 'One fixture as a calendar event (iCalendar)',
        params: fixtureParams,
        response: errorResponses(400, 404),
      },
    },
    async (request, reply) => {
      const league = await getLeague(db, null, request.params.id);
      const fixtures = await listFixtures(db, league.id);
      const fixture = fixtures.find((f) => f.id === request.params.fixtureId);
      if (!fixture) throw notFound(FIXTURE_NOT_FOUND);
      const body = fixturesCalendar(league, [fixture], hostOf(request), clock.now());
      return sendCalendar(reply, `fixture-${fixture.id.slice(0, 8)}`, body);
    },
  );

  api.get(
    '/api/leagues/:id/standings',
    {
      schema: {
        tags,
        summary: 'The table, computed from the results by the league’s rule',
        params,
        response: { 200: z.array(standingsRowView), ...errors },
      },
    },
    (request) => getStandings(db, request.params.id),
  );
}
