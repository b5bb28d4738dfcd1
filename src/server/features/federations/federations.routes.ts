import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, uuidParams } from '@shared/contracts/common';
import {
  addOfficialBody,
  createFederationBody,
  federationView,
  listFederationsQuery,
  officialView,
  regulationBody,
  regulationView,
  updateFederationBody,
} from '@shared/contracts/federations';
import { requireUser, userIdOf } from '@server/lib/auth/session-plugin';
import type { AppDeps } from '@server/deps';
import {
  createFederation,
  getFederation,
  listFederations,
  updateFederation,
} from './federations.service';
import {
  addOfficial,
  deleteRegulation,
  listOfficials,
  listRegulations,
  publishRegulation,
  removeOfficial,
} from './officials.service';

const tags = ['federations'];
const params = uuidParams('Federation not found');
const officialParams = z.object({
  id: z.uuid({ error: 'Federation not found' }),
  officialId: z.uuid({ error: 'Official not found' }),
});
const regulationParams = z.object({
  id: z.uuid({ error: 'Federation not found' }),
  regulationId: z.uuid({ error: 'Regulation not found' }),
});
const errors = errorResponses(400, 401, 403, 404, 409);

/**
 * Federations: governing bodies, their officials and regulations (issue 12). Clubs, leagues and
 * requests are in affiliations.routes.ts.
 */
export function federationsRoutes(app: FastifyInstance, { db }: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const viewer = (request: { session: { userId: string } | null }) =>
    request.session?.userId ?? null;

  api.get(
    '/api/federations',
    {
      schema: {
        tags,
        summary: 'Federations by name, acronym, region or country; `mine=true` for mine',
        querystring: listFederationsQuery,
        response: { 200: z.array(federationView), ...errorResponses(400) },
      },
    },
    (request) => listFederations(db, viewer(request), request.query),
  );

  api.post(
    '/api/federations',
    {
      schema: {
        tags,
        summary: 'Create a federation (federation officials); you are its first official',
        body: createFederationBody,
        response: { 201: federationView, ...errors },
      },
      preValidation: requireUser,
    },
    async (request, reply) =>
      reply.status(201).send(await createFederation(db, userIdOf(request), request.body)),
  );

  api.get(
    '/api/federations/:id',
    {
      schema: {
        tags,
        summary: 'A federation with its computed counts',
        params,
        response: { 200: federationView, ...errors },
      },
    },
    (request) => getFederation(db, viewer(request), request.params.id),
  );

  api.patch(
    '/api/federations/:id',
    {
      schema: {
        tags,
        summary: 'Edit a federation (its officials)',
        params,
        body: updateFederationBody,
        response: { 200: federationView, ...errors },
      },
      preValidation: requireUser,
    },
    (request) => updateFederation(db, userIdOf(request), request.params.id, request.body),
  );

  api.get(
    '/api/federations/:id/officials',
    {
      schema: {
        tags,
        summary: 'Its officials, President first',
        params,
        response: { 200: z.array(officialView), ...errors },
      },
    },
    (request) => listOfficials(db, request.params.id),
  );

  api.post(
    '/api/federations/:id/officials',
    {
      schema: {
        tags,
        summary: 'Name another Matchday user an official, by email (its officials)',
        params,
        body: addOfficialBody,
        response: { 201: officialView, ...errors },
      },
      preValidation: requireUser,
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await addOfficial(db, userIdOf(request), request.params.id, request.body)),
  );

  api.delete(
    '/api/federations/:id/officials/:officialId',
    {
      schema: {
        tags,
        summary: 'Remove an official (its officials; one always remains)',
        params: officialParams,
        response: { 204: z.null(), ...errors },
      },
      preValidation: requireUser,
    },
    async (request, reply) => {
      await removeOfficial(db, userIdOf(request), request.params.id, request.params.officialId);
      return reply.status(204).send(null);
    },
  );

  api.get(
    '/api/federations/:id/regulations',
    {
      schema: {
        tags,
        summary: 'Its regulations, newest first',
        params,
        response: { 200: z.array(regulationView), ...errors },
      },
    },
    (request) => listRegulations(db, request.params.id),
  );

  api.post(
    '/api/federations/:id/regulations',
    {
      schema: {
        tags,
        summary: 'Publish a regulation: a text or a document link (its officials)',
        params,
        body: regulationBody,
        response: { 201: regulationView, ...errors },
      },
      preValidation: requireUser,
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await publishRegulation(db, userIdOf(request), request.params.id, request.body)),
  );

  api.delete(
    '/api/federations/:id/regulations/:regulationId',
    {
      schema: {
        tags,
        summary: 'Withdraw a regulation (its officials)',
        params: regulationParams,
        response: { 204: z.null(), ...errors },
      },
      preValidation: requireUser,
    },
    async (request, reply) => {
      await deleteRegulation(db, userIdOf(request), request.params.id, request.params.regulationId);
      return reply.status(204).send(null);
    },
  );
}
