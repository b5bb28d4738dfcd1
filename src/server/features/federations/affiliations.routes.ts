import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, uuidParams } from '@shared/contracts/common';
import {
  affiliationView,
  clubBody,
  decideRequestBody,
  federationLeagueView,
  leagueBody,
  leagueSanctionView,
  listRequestsQuery,
  memberClubView,
  playersByMonthView,
} from '@shared/contracts/federations';
import { requireUser, userIdOf } from '@server/lib/auth/session-plugin';
import type { AppDeps } from '@server/deps';
import {
  addClub,
  decideRequest,
  leagueSanction,
  listRequests,
  requestSanction,
} from './affiliations.service';
import { listClubs, listSanctionedLeagues, playersOverTime } from './members.service';

const tags = ['federations'];
const params = uuidParams('Federation not found');
const requestParams = z.object({
  id: z.uuid({ error: 'Federation not found' }),
  requestId: z.uuid({ error: 'Request not found' }),
});
const errors = errorResponses(400, 401, 403, 404, 409);

/** A federation's member clubs and sanctioned leagues, the requests for both, and its players. */
export function federationAffiliationsRoutes(app: FastifyInstance, { db, clock }: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const viewer = (request: { session: { userId: string } | null }) =>
    request.session?.userId ?? null;

  api.get(
    '/api/federations/:id/clubs',
    {
      schema: {
        tags,
        summary: 'Its member clubs',
        params,
        response: { 200: z.array(memberClubView), ...errors },
      },
    },
    (request) => listClubs(db, request.params.id),
  );

  api.post(
    '/api/federations/:id/clubs',
    {
      schema: {
        tags,
        summary: 'An official adds a club; a captain or manager asks for their team to join',
        params,
        body: clubBody,
        response: { 201: affiliationView, ...errors },
      },
      preValidation: requireUser,
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await addClub(db, userIdOf(request), request.params.id, request.body.teamId)),
  );

  api.get(
    '/api/federations/:id/leagues',
    {
      schema: {
        tags,
        summary: 'The leagues it sanctions',
        params,
        response: { 200: z.array(federationLeagueView), ...errors },
      },
    },
    (request) => listSanctionedLeagues(db, request.params.id),
  );

  api.post(
    '/api/federations/:id/leagues',
    {
      schema: {
        tags,
        summary: 'A league’s admin asks the federation to sanction it',
        params,
        body: leagueBody,
        response: { 201: affiliationView, ...errors },
      },
      preValidation: requireUser,
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await requestSanction(db, userIdOf(request), request.params.id, request.body.leagueId),
        ),
  );

  api.get(
    '/api/federations/:id/requests',
    {
      schema: {
        tags,
        summary: 'Affiliation and sanctioning requests, pending first (its officials)',
        params,
        querystring: listRequestsQuery,
        response: { 200: z.array(affiliationView), ...errors },
      },
      preValidation: requireUser,
    },
    (request) => listRequests(db, userIdOf(request), request.params.id, request.query.status),
  );

  api.patch(
    '/api/federations/:id/requests/:requestId',
    {
      schema: {
        tags,
        summary: 'Accept or decline a request (its officials)',
        params: requestParams,
        body: decideRequestBody,
        response: { 200: affiliationView, ...errors },
      },
      preValidation: requireUser,
    },
    (request) =>
      decideRequest(
        db,
        userIdOf(request),
        request.params.id,
        request.params.requestId,
        request.body.status,
      ),
  );

  api.get(
    '/api/federations/:id/players-over-time',
    {
      schema: {
        tags,
        summary: 'Registered players at the end of each of the last 12 months',
        params,
        response: { 200: playersByMonthView, ...errors },
      },
    },
    (request) => playersOverTime(db, request.params.id, clock.now()),
  );

  api.get(
    '/api/leagues/:id/sanction',
    {
      schema: {
        tags,
        summary: 'The federation that sanctions a league; its admin also sees their requests',
        params: uuidParams('League not found'),
        response: { 200: leagueSanctionView, ...errors },
      },
    },
    (request) => leagueSanction(db, viewer(request), request.params.id),
  );
}
