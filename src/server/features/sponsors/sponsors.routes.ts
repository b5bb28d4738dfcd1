import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, uuidParams } from '@shared/contracts/common';
import {
  DEAL_NOT_FOUND,
  SPONSOR_NOT_FOUND,
  createDealBody,
  dealStatusBody,
  dealSummary,
  dealView,
  deliverableBody,
  deliverableParams,
  discoverItem,
  discoverQuery,
  sponsorProfileBody,
  sponsorView,
} from '@shared/contracts/sponsors';
import type { AppDeps } from '@server/deps';
import { requireUser, userIdOf } from '@server/lib/auth/session-plugin';
import { changeDealStatus } from './deal-status.service';
import { createDeal, getDeal, listMyDeals, tickDeliverable } from './deals.service';
import { discover } from './reach';
import { getMySponsor, getSponsor, saveMySponsor } from './sponsors.service';

const errors = errorResponses(400, 401, 404, 409);

/** Sponsor profiles, discovery of what to sponsor, and sponsorship deals (issue 15). */
export function sponsorsRoutes(app: FastifyInstance, { db, clock }: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['sponsors'];

  api.post(
    '/api/sponsors',
    {
      schema: {
        tags,
        summary: 'Create or update my sponsor profile',
        body: sponsorProfileBody,
        response: { 200: sponsorView, 201: sponsorView, ...errors },
      },
      preValidation: requireUser,
    },
    async (request, reply) => {
      const { created, view } = await saveMySponsor(db, userIdOf(request), request.body);
      return reply.status(created ? 201 : 200).send(view);
    },
  );

  api.get(
    '/api/sponsors/me',
    {
      schema: { tags, summary: 'My sponsor profile', response: { 200: sponsorView, ...errors } },
      preValidation: requireUser,
    },
    (request) => getMySponsor(db, userIdOf(request), clock.now()),
  );

  api.get(
    '/api/sponsors/discover',
    {
      schema: {
        tags,
        summary: 'Teams, leagues, venues, players… to sponsor, with reach counted from Matchday',
        querystring: discoverQuery,
        response: { 200: z.array(discoverItem), ...errors },
      },
      preValidation: requireUser,
    },
    (request) => db.transaction((tx) => discover(tx, request.query)),
  );

  api.get(
    '/api/sponsors/:id',
    {
      schema: {
        tags,
        summary: 'A sponsor’s public page',
        params: uuidParams(SPONSOR_NOT_FOUND),
        response: { 200: sponsorView, ...errors },
      },
    },
    (request) => getSponsor(db, request.params.id, clock.now()),
  );

  const dealTags = ['sponsorship deals'];
  const dealParams = uuidParams(DEAL_NOT_FOUND);

  api.post(
    '/api/sponsorship-deals',
    {
      schema: {
        tags: dealTags,
        summary: 'Propose a deal (a draft, sent later)',
        body: createDealBody,
        response: { 201: dealView, ...errors },
      },
      preValidation: requireUser,
    },
    async (request, reply) =>
      reply.status(201).send(await createDeal(db, userIdOf(request), request.body)),
  );

  api.get(
    '/api/sponsorship-deals',
    {
      schema: {
        tags: dealTags,
        summary: 'My deals, as the sponsor or for what I run',
        response: { 200: z.array(dealSummary), ...errors },
      },
      preValidation: requireUser,
    },
    (request) => listMyDeals(db, userIdOf(request), clock.now()),
  );

  api.get(
    '/api/sponsorship-deals/:id',
    {
      schema: {
        tags: dealTags,
        summary: 'A deal, for its two parties only',
        params: dealParams,
        response: { 200: dealView, ...errors },
      },
      preValidation: requireUser,
    },
    (request) => getDeal(db, userIdOf(request), request.params.id, clock.now()),
  );

  api.post(
    '/api/sponsorship-deals/:id/status',
    {
      schema: {
        tags: dealTags,
        summary: 'Send, counter, accept, decline, terminate or renew a deal',
        params: dealParams,
        body: dealStatusBody,
        response: { 200: dealView, ...errors },
      },
      preValidation: requireUser,
    },
    (request) =>
      changeDealStatus(db, userIdOf(request), request.params.id, request.body, clock.now()),
  );

  api.post(
    '/api/sponsorship-deals/:id/deliverables/:deliverableId',
    {
      schema: {
        tags: dealTags,
        summary: 'Tick a deliverable off with evidence (the sponsored side)',
        params: deliverableParams,
        body: deliverableBody,
        response: { 200: dealView, ...errors },
      },
      preValidation: requireUser,
    },
    (request) => tickDeliverable(db, userIdOf(request), request.params, request.body, clock.now()),
  );
}
