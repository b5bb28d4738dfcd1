import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, uuidParams } from '@shared/contracts/common';
import {
  participantBody,
  participantParams,
  participantView,
  seedingBody,
} from '@shared/contracts/esports';
import { requireUser, userIdOf } from '@server/lib/auth/session-plugin';
import type { AppDeps } from '@server/deps';
import { checkIn, listParticipants, registerTeam, withdrawTeam } from './participants.service';
import { seedTournament } from './seeding.service';

const tags = ['esports'];
const params = uuidParams('Tournament not found');
const errors = errorResponses(400, 401, 403, 404, 409);

/** A tournament's teams: registration (and its entry fee), withdrawal, check-in, seeding. */
export function participantsRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, clock } = deps;
  const pay = { payments: deps.payments, payables: deps.payables };
  const api = app.withTypeProvider<ZodTypeProvider>();
  const viewer = (request: { session: { userId: string } | null }) =>
    request.session?.userId ?? null;
  const base = '/api/esports/tournaments';

  api.get(
    `${base}/:id/participants`,
    {
      schema: {
        tags,
        summary: 'Registered teams, by seed',
        params,
        response: { 200: z.array(participantView), ...errors },
      },
    },
    (request) => listParticipants(db, request.params.id, viewer(request)),
  );

  api.post(
    `${base}/:id/participants`,
    {
      schema: {
        tags,
        summary:
          'Register a team (its captain, or the organiser) before the start; with an entry fee it awaits payment (`paymentOrderId`)',
        params,
        body: participantBody,
        response: { 201: participantView, ...errors },
      },
      preValidation: requireUser,
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await registerTeam(db, pay, userIdOf(request), request.params.id, request.body)),
  );

  api.delete(
    `${base}/:id/participants/:teamId`,
    {
      schema: {
        tags,
        summary: 'Withdraw a team before the start (a paid entry fee is refunded)',
        params: participantParams,
        response: { 204: z.null(), ...errors },
      },
      preValidation: requireUser,
    },
    async (request, reply) => {
      await withdrawTeam(
        db,
        pay,
        userIdOf(request),
        request.params.id,
        request.params.teamId,
        clock.now(),
      );
      return reply.status(204).send(null);
    },
  );

  api.post(
    `${base}/:id/participants/:teamId/check-in`,
    {
      schema: {
        tags,
        summary: 'Check a team in during the window (when check-in is required)',
        params: participantParams,
        response: { 200: participantView, ...errors },
      },
      preValidation: requireUser,
    },
    (request) =>
      checkIn(db, userIdOf(request), request.params.id, request.params.teamId, clock.now()),
  );

  api.put(
    `${base}/:id/seeds`,
    {
      schema: {
        tags,
        summary: 'Seed by hand (top first), by MMR/ranking, or at random (organiser)',
        params,
        body: seedingBody,
        response: { 200: z.array(participantView), ...errors },
      },
      preValidation: requireUser,
    },
    (request) => seedTournament(db, userIdOf(request), request.params.id, request.body),
  );
}
