import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, uuidParams } from '@shared/contracts/common';
import {
  createDuesBody,
  createTeamEventBody,
  invitePreview,
  inviteParams,
  inviteView,
  payDueResult,
  rsvpBody,
  teamDueParams,
  teamDuesView,
  teamEventList,
  teamEventParams,
  teamEventsQuery,
  teamEventView,
  teamLifeView,
  updateTeamBody,
  updateTeamEventBody,
} from '@shared/contracts/team-life';
import { joinTeamResult, teamDetail, teamView } from '@shared/contracts/teams';
import { requireUser, userIdOf } from '@server/lib/auth/session-plugin';
import type { AppDeps } from '@server/deps';
import { joinTeam } from './team-membership.service';
import { teamEventsCalendar } from './team-calendar';
import { askForDues, listTeamDues, payTeamDue } from './team-dues.service';
import {
  answerTeamEvent,
  cancelTeamEvent,
  createTeamEvent,
  listTeamEvents,
  updateTeamEvent,
} from './team-events.service';
import {
  getTeamLife,
  listManagedTeams,
  previewInvite,
  resetInvite,
  teamOfCalendarToken,
  updateTeam,
} from './team-life.service';

const tags = ['teams'];
const params = uuidParams('Team not found');
const errors = errorResponses(400, 401, 403, 404, 409);
const hostOf = (request: FastifyRequest) => request.hostname.split(':')[0] || 'matchday';

/** Team life (issue 15): editing, the invite link, events with answers, dues, the feed. */
export function teamLifeRoutes(app: FastifyInstance, { db, clock, payables }: AppDeps) {
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
    '/api/teams/:id/events',
    {
      schema: {
        tags,
        summary: 'The team’s events with answers (members); upcoming first, or past',
        params,
        querystring: teamEventsQuery,
        response: { 200: teamEventList, ...errorResponses(400, 401, 404) },
      },
      ...auth,
    },
    (request) =>
      listTeamEvents(db, userIdOf(request), request.params.id, request.query, clock.now()),
  );

  api.post(
    '/api/teams/:id/events',
    {
      schema: {
        tags,
        summary: 'Schedule an event (captain or manager); the members are told',
        params,
        body: createTeamEventBody,
        response: { 201: teamEventView, ...errors },
      },
      ...auth,
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await createTeamEvent(
            db,
            userIdOf(request),
            request.params.id,
            request.body,
            clock.now(),
          ),
        ),
  );

  api.patch(
    '/api/teams/:id/events/:eventId',
    {
      schema: {
        tags,
        summary: 'Change an event that is still ahead (captain or manager)',
        params: teamEventParams,
        body: updateTeamEventBody,
        response: { 200: teamEventView, ...errors },
      },
      ...auth,
    },
    (request) =>
      updateTeamEvent(
        db,
        userIdOf(request),
        request.params.id,
        request.params.eventId,
        request.body,
        clock.now(),
      ),
  );

  api.post(
    '/api/teams/:id/events/:eventId/cancel',
    {
      schema: {
        tags,
        summary: 'Call an event off (captain or manager)',
        params: teamEventParams,
        response: { 200: teamEventView, ...errors },
      },
      ...auth,
    },
    (request) =>
      cancelTeamEvent(
        db,
        userIdOf(request),
        request.params.id,
        request.params.eventId,
        clock.now(),
      ),
  );

  api.post(
    '/api/teams/:id/events/:eventId/rsvp',
    {
      schema: {
        tags,
        summary: 'Answer yes, no or maybe (members)',
        params: teamEventParams,
        body: rsvpBody,
        response: { 200: teamEventView, ...errors },
      },
      ...auth,
    },
    (request) =>
      answerTeamEvent(
        db,
        userIdOf(request),
        request.params.id,
        request.params.eventId,
        request.body.answer,
        clock.now(),
      ),
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

  // Plain route: the answer is a file. The token stands in for the cookie calendar apps don't send.
  app.get<{ Params: { id: string }; Querystring: { token: string } }>(
    '/api/teams/:id/events.ics',
    {
      schema: {
        tags,
        summary: 'The team’s events as a calendar feed (iCalendar), for one member’s token',
        params,
        querystring: z.object({ token: z.string().min(1, 'Calendar not found').max(64) }),
        response: errorResponses(400, 404),
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { userId, name } = await teamOfCalendarToken(db, id, request.query.token);
      const now = clock.now();
      const [upcoming, past] = await Promise.all([
        listTeamEvents(db, userId, id, { when: 'upcoming' }, now),
        listTeamEvents(db, userId, id, { when: 'past' }, now),
      ]);
      const body = teamEventsCalendar(name, [...past.reverse(), ...upcoming], hostOf(request), now);
      return reply.type('text/calendar; charset=utf-8').send(body);
    },
  );
}
