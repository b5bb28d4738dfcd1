import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '@shared/contracts/common';
import {
  coachDashboard as coachDashboardSchema,
  coachIdParams,
  coachingIdParams,
  coachingSession,
  coachingStatusBody,
  coachingView,
  coachListQuery,
  coachProfile,
  coachProfileBody,
  createSessionBody,
  offerCoachingBody,
  sessionIdParams,
  sessionListQuery,
  updateSessionBody,
} from '@shared/contracts/coaching';
import type { AppDeps } from '@server/deps';
import { requireUser, userIdOf } from '@server/lib/auth/session-plugin';
import { coachDashboard } from './coach-dashboard.service';
import { getCoachProfile, listCoaches, saveCoachProfile } from './coach-profiles.service';
import {
  changeCoachingStatus,
  getCoaching,
  listMyCoaching,
  offerCoaching,
} from './coaching.service';
import { bookSession, listSessions, updateSession } from './coaching-sessions.service';

const tags = ['coaching'];
// Routes check sign-in before validating input (preValidation), so a visitor always gets 401.
const errors = errorResponses(400, 401, 404, 409);

/** Coach profiles, coaching offers and records (SPEC §3 coach_management), and sessions. */
export function coachingRoutes(app: FastifyInstance, { db, clock, config, payments }: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/coaches',
    {
      schema: {
        tags,
        summary: 'Find coaches by sport and by name, speciality or place',
        querystring: coachListQuery,
        response: { 200: z.array(coachProfile), ...errorResponses(400) },
      },
    },
    (request) => listCoaches(db, request.query),
  );

  api.post(
    '/api/coaches',
    {
      schema: {
        tags,
        summary: 'Create or update my coach profile',
        body: coachProfileBody,
        response: { 200: coachProfile, ...errors },
      },
      preValidation: requireUser,
    },
    (request) => saveCoachProfile(db, userIdOf(request), request.body),
  );

  api.get(
    '/api/coaches/me',
    {
      schema: {
        tags,
        summary: 'My coach profile (404 before I make one)',
        response: { 200: coachProfile, ...errors },
      },
      preValidation: requireUser,
    },
    (request) => getCoachProfile(db, userIdOf(request)),
  );

  api.get(
    '/api/coaches/:id',
    {
      schema: {
        tags,
        summary: "A coach's public profile",
        params: coachIdParams,
        response: { 200: coachProfile, ...errorResponses(400, 404) },
      },
    },
    (request) => getCoachProfile(db, request.params.id),
  );

  api.get(
    '/api/coaching',
    {
      schema: {
        tags,
        summary: 'Coaching I am on either side of: as the coach, or as the coached side',
        response: { 200: z.array(coachingView), ...errors },
      },
      preValidation: requireUser,
    },
    (request) => listMyCoaching(db, userIdOf(request)),
  );

  api.post(
    '/api/coaching',
    {
      schema: {
        tags,
        summary: 'Offer to coach a player, a team or an esports team (pending until accepted)',
        body: offerCoachingBody,
        response: { 201: coachingView, ...errors },
      },
      preValidation: requireUser,
    },
    async (request, reply) =>
      reply.status(201).send(await offerCoaching(db, userIdOf(request), request.body)),
  );

  api.get(
    '/api/coaching/dashboard',
    {
      schema: {
        tags,
        summary: "The coach's counters, and hours and revenue per month",
        response: { 200: coachDashboardSchema, ...errors },
      },
      preValidation: requireUser,
    },
    (request) => coachDashboard(db, userIdOf(request), clock.now()),
  );

  api.get(
    '/api/coaching/sessions',
    {
      schema: {
        tags,
        summary: 'Sessions of the coaching I am on either side of',
        querystring: sessionListQuery,
        response: { 200: z.array(coachingSession), ...errors },
      },
      preValidation: requireUser,
    },
    (request) => listSessions(db, userIdOf(request), request.query.when, clock.now()),
  );

  api.patch(
    '/api/coaching/sessions/:id',
    {
      schema: {
        tags,
        summary: "The coach writes a session's notes and goals",
        params: sessionIdParams,
        body: updateSessionBody,
        response: { 200: coachingSession, ...errors },
      },
      preValidation: requireUser,
    },
    (request) => updateSession(db, userIdOf(request), request.params.id, request.body, clock.now()),
  );

  api.get(
    '/api/coaching/:id',
    {
      schema: {
        tags,
        summary: 'One coaching record I am on either side of',
        params: coachingIdParams,
        response: { 200: coachingView, ...errors },
      },
      preValidation: requireUser,
    },
    (request) => getCoaching(db, userIdOf(request), request.params.id),
  );

  api.post(
    '/api/coaching/:id/status',
    {
      schema: {
        tags,
        summary: 'Accept, decline, pause or end coaching (409 names the allowed moves)',
        params: coachingIdParams,
        body: coachingStatusBody,
        response: { 200: coachingView, ...errors },
      },
      preValidation: requireUser,
    },
    (request) =>
      changeCoachingStatus(
        db,
        userIdOf(request),
        request.params.id,
        request.body.status,
        clock.now(),
      ),
  );

  api.post(
    '/api/coaching/:id/sessions',
    {
      schema: {
        tags,
        summary: 'Book a venue slot for a session (paid at /checkout like any booking)',
        params: coachingIdParams,
        body: createSessionBody,
        response: { 201: coachingSession, ...errors },
      },
      preValidation: requireUser,
    },
    async (request, reply) => {
      const session = await bookSession(
        db,
        userIdOf(request),
        request.params.id,
        request.body,
        { maxPendingPerUser: config.bookings.maxPendingPerUser, provider: payments.active.name },
        clock.now(),
      );
      return reply.status(201).send(session);
    },
  );
}
