import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, uuidParams } from '@shared/contracts/common';
import {
  createTournamentBody,
  listTournamentsQuery,
  matchParams,
  matchView,
  reportBody,
  resultBody,
  standingsRowView,
  tournamentStatusBody,
  tournamentView,
} from '@shared/contracts/esports';
import { requireUser, userIdOf } from '@server/lib/auth/session-plugin';
import type { AppDeps } from '@server/deps';
import { startTournament } from './bracket.service';
import { getStandings, listMatches, reportResult, setResult } from './matches.service';
import { participantsRoutes } from './participants.routes';
import {
  createTournament,
  getTournament,
  listTournaments,
  updateTournamentStatus,
} from './tournaments.service';

const tags = ['esports'];
const params = uuidParams('Tournament not found');
const errors = errorResponses(400, 401, 403, 404, 409);

/** Tournaments: registration, check-in, seeding, the bracket, results and standings. */
export function tournamentsRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, clock } = deps;
  const pay = { payments: deps.payments, payables: deps.payables };
  const api = app.withTypeProvider<ZodTypeProvider>();
  const viewer = (request: { session: { userId: string } | null }) =>
    request.session?.userId ?? null;
  const base = '/api/esports/tournaments';

  api.get(
    base,
    {
      schema: {
        tags,
        summary:
          'Tournaments by status or title; `mine=true` for the ones I organise; `teamId` for a team’s',
        querystring: listTournamentsQuery,
        response: { 200: z.array(tournamentView), ...errorResponses(400) },
      },
    },
    (request) => listTournaments(db, viewer(request), request.query, clock.now()),
  );

  api.post(
    base,
    {
      schema: {
        tags,
        summary: 'Create a tournament (you organise it); it starts upcoming',
        body: createTournamentBody,
        response: { 201: tournamentView, ...errors },
      },
      preValidation: requireUser,
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createTournament(db, userIdOf(request), request.body, clock.now())),
  );

  api.get(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: 'A tournament',
        params,
        response: { 200: tournamentView, ...errors },
      },
    },
    (request) => getTournament(db, viewer(request), request.params.id, clock.now()),
  );

  api.post(
    `${base}/:id/status`,
    {
      schema: {
        tags,
        summary: 'upcoming → registration → ongoing → completed, or cancelled (illegal moves 409)',
        params,
        body: tournamentStatusBody,
        response: { 200: tournamentView, ...errors },
      },
      preValidation: requireUser,
    },
    (request) =>
      updateTournamentStatus(
        db,
        pay,
        userIdOf(request),
        request.params.id,
        request.body.status,
        clock.now(),
      ),
  );

  api.post(
    `${base}/:id/start`,
    {
      schema: {
        tags,
        summary: 'Start: the bracket, the groups or the first Swiss round (organiser)',
        params,
        response: { 200: z.array(matchView), ...errors },
      },
      preValidation: requireUser,
    },
    async (request) => {
      await startTournament(db, pay, userIdOf(request), request.params.id, clock.now());
      return listMatches(db, userIdOf(request), request.params.id);
    },
  );

  api.get(
    `${base}/:id/matches`,
    {
      schema: {
        tags,
        summary: 'Every match; a bye has one team',
        params,
        response: { 200: z.array(matchView), ...errors },
      },
    },
    (request) => listMatches(db, viewer(request), request.params.id),
  );

  api.post(
    `${base}/:id/matches/:matchId/report`,
    {
      schema: {
        tags,
        summary: 'A captain reports the score; both agree → it stands, else disputed',
        params: matchParams,
        body: reportBody,
        response: { 200: matchView, ...errors },
      },
      preValidation: requireUser,
    },
    (request) =>
      reportResult(
        db,
        userIdOf(request),
        request.params.id,
        request.params.matchId,
        request.body,
        clock.now(),
      ),
  );

  api.put(
    `${base}/:id/matches/:matchId/result`,
    {
      schema: {
        tags,
        summary: 'The organiser sets or corrects a result, or a forfeit',
        params: matchParams,
        body: resultBody,
        response: { 200: matchView, ...errors },
      },
      preValidation: requireUser,
    },
    (request) =>
      setResult(
        db,
        userIdOf(request),
        request.params.id,
        request.params.matchId,
        request.body,
        clock.now(),
      ),
  );

  api.get(
    `${base}/:id/standings`,
    {
      schema: {
        tags,
        summary: 'Placements, record, Buchholz (Swiss) and prize money',
        params,
        response: { 200: z.array(standingsRowView), ...errors },
      },
    },
    (request) => getStandings(db, request.params.id),
  );

  participantsRoutes(app, deps);
}
