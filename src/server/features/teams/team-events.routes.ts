import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, uuidParams } from '@shared/contracts/common';
import {
  createTeamEventBody,
  rsvpBody,
  teamEventList,
  teamEventParams,
  teamEventsQuery,
  teamEventView,
  updateTeamEventBody,
} from '@shared/contracts/team-life';
import { requireUser, userIdOf } from '@server/lib/auth/session-plugin';
import type { AppDeps } from '@server/deps';
import { teamEventsCalendar } from './team-calendar';
import {
  answerTeamEvent,
  cancelTeamEvent,
  createTeamEvent,
  listTeamEvents,
  updateTeamEvent,
} from './team-events.service';
import { teamOfCalendarToken } from './team-life.service';

const tags = ['teams'];
const params = uuidParams('Team not found');
const errors = errorResponses(400, 401, 403, 404, 409);
const hostOf = (request: FastifyRequest) => request.hostname.split(':')[0] || 'matchday';

/** A team's events: scheduling, answers, and the members' calendar feed (issue 15). */
export function teamEventsRoutes(app: FastifyInstance, { db, clock }: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preValidation: requireUser };
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
