import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, uuidParams } from '@shared/contracts/common';
import {
  createDealBody,
  DEAL_NOT_FOUND,
  dataRoomAnswerBody,
  dataRoomBody,
  dealDetail,
  dealStatusBody,
  dealSummary,
  documentBody,
  investorProfileBody,
  investorProfileView,
  milestoneBody,
  milestoneParams,
  portfolioView,
  targetOption,
  targetSearchQuery,
  tickMilestoneBody,
} from '@shared/contracts/investors';
import type { AppDeps } from '@server/deps';
import { requireUser, userIdOf } from '@server/lib/auth/session-plugin';
import { answerDataRoom, requestDataRoom } from './data-room.service';
import { addDocument, addMilestone, getDeal, tickMilestone } from './deal-detail.service';
import { changeDealStatus, createDeal, listDeals } from './deals.service';
import { getMyInvestorProfile, saveInvestorProfile } from './investors.service';
import { getPortfolio } from './portfolio.service';
import { searchTargets } from './targets.service';

const tags = ['investors'];
const params = uuidParams(DEAL_NOT_FOUND);
const deals = '/api/investment-deals';

/** Investor profiles and the investment-deal pipeline (issue 15). */
export function investorsRoutes(app: FastifyInstance, { db, clock }: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preValidation: requireUser };

  api.post(
    '/api/investors',
    {
      schema: {
        tags,
        summary: 'Create or update my investor profile (SPEC §3 investors)',
        body: investorProfileBody,
        response: {
          200: investorProfileView,
          201: investorProfileView,
          ...errorResponses(400, 401),
        },
      },
      ...signedIn,
    },
    async (request, reply) => {
      const { created, profile } = await saveInvestorProfile(db, userIdOf(request), request.body);
      return reply.status(created ? 201 : 200).send(profile);
    },
  );

  api.get(
    '/api/investors/me',
    {
      schema: {
        tags,
        summary: 'My investor profile; 404 until I create one',
        response: { 200: investorProfileView, ...errorResponses(401, 404) },
      },
      ...signedIn,
    },
    (request) => getMyInvestorProfile(db, userIdOf(request)),
  );

  api.post(
    deals,
    {
      schema: {
        tags,
        summary: 'Open a deal (prospecting) on a team, league, venue… or an outside startup',
        body: createDealBody,
        response: { 201: dealSummary, ...errorResponses(400, 401, 404, 409) },
      },
      ...signedIn,
    },
    async (request, reply) =>
      reply.status(201).send(await createDeal(db, userIdOf(request), request.body)),
  );

  api.get(
    deals,
    {
      schema: {
        tags,
        summary: 'My deals as the investor, and those inbound to what I act for',
        response: { 200: z.array(dealSummary), ...errorResponses(401) },
      },
      ...signedIn,
    },
    (request) => listDeals(db, userIdOf(request)),
  );

  api.get(
    `${deals}/portfolio`,
    {
      schema: {
        tags,
        summary: 'My portfolio: invested, active, exited, ROI and value over time',
        response: { 200: portfolioView, ...errorResponses(401) },
      },
      ...signedIn,
    },
    (request) => getPortfolio(db, userIdOf(request)),
  );

  api.get(
    `${deals}/targets`,
    {
      schema: {
        tags,
        summary: 'Teams, leagues, venues… a new deal can point at, by name',
        querystring: targetSearchQuery,
        response: { 200: z.array(targetOption), ...errorResponses(400, 401) },
      },
      ...signedIn,
    },
    (request) => searchTargets(db, request.query.type, request.query.q),
  );

  api.get(
    `${deals}/:id`,
    {
      schema: {
        tags,
        summary: 'One deal with history, milestones, documents (its two parties only)',
        params,
        response: { 200: dealDetail, ...errorResponses(401, 404) },
      },
      ...signedIn,
    },
    (request) => getDeal(db, userIdOf(request), request.params.id),
  );

  api.post(
    `${deals}/:id/status`,
    {
      schema: {
        tags,
        summary: 'Move a deal along the pipeline; 409 names the moves allowed',
        params,
        body: dealStatusBody,
        response: { 200: dealSummary, ...errorResponses(400, 401, 404, 409) },
      },
      ...signedIn,
    },
    (request) =>
      changeDealStatus(db, userIdOf(request), request.params.id, request.body, clock.now()),
  );

  api.post(
    `${deals}/:id/milestones`,
    {
      schema: {
        tags,
        summary: 'Add a dated milestone',
        params,
        body: milestoneBody,
        response: { 201: dealDetail, ...errorResponses(400, 401, 404) },
      },
      ...signedIn,
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await addMilestone(db, userIdOf(request), request.params.id, request.body)),
  );

  api.patch(
    `${deals}/:id/milestones/:milestoneId`,
    {
      schema: {
        tags,
        summary: 'Tick a milestone done (or not)',
        params: milestoneParams,
        body: tickMilestoneBody,
        response: { 200: dealDetail, ...errorResponses(400, 401, 404) },
      },
      ...signedIn,
    },
    (request) =>
      tickMilestone(
        db,
        userIdOf(request),
        request.params.id,
        request.params.milestoneId,
        request.body.done,
        clock.now(),
      ),
  );

  api.post(
    `${deals}/:id/documents`,
    {
      schema: {
        tags,
        summary: 'Attach a document: a link, or an image uploaded through /api/uploads',
        params,
        body: documentBody,
        response: { 201: dealDetail, ...errorResponses(400, 401, 404) },
      },
      ...signedIn,
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await addDocument(db, userIdOf(request), request.params.id, request.body)),
  );

  api.post(
    `${deals}/:id/data-room`,
    {
      schema: {
        tags,
        summary: 'The investor asks the target to open its data room',
        params,
        body: dataRoomBody,
        response: { 201: dealDetail, ...errorResponses(400, 401, 403, 404, 409) },
      },
      ...signedIn,
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await requestDataRoom(db, userIdOf(request), request.params.id, request.body)),
  );

  api.post(
    `${deals}/:id/data-room/answer`,
    {
      schema: {
        tags,
        summary: 'The target shares its data room or declines',
        params,
        body: dataRoomAnswerBody,
        response: { 200: dealDetail, ...errorResponses(400, 401, 403, 404, 409) },
      },
      ...signedIn,
    },
    (request) =>
      answerDataRoom(db, userIdOf(request), request.params.id, request.body.answer, clock.now()),
  );
}
