import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '@shared/contracts/common';
import {
  followBody,
  followedFixtureView,
  followFeedItem,
  followSuggestionView,
  followedResultView,
  followParams,
  followStatus,
  followView,
  listFollowsQuery,
  updateFollowBody,
} from '@shared/contracts/follows';
import type { AppDeps } from '@server/deps';
import { requireUser, userIdOf } from '@server/lib/auth/session-plugin';
import { followFeed } from './follow-feed.service';
import { followSuggestions } from './follow-suggestions.service';
import { followedResults, upcomingFollowedFixtures } from './followed-fixtures.service';
import {
  follow,
  getFollowStatus,
  listMyFollows,
  setFollowNotifications,
  unfollow,
} from './follows.service';

const tags = ['follows'];
const errors = errorResponses(400, 401, 404);

/** Follows of teams, leagues, federations, venues, esports teams, organisations and sponsors. */
export function followsRoutes(app: FastifyInstance, { db, clock }: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/follows',
    {
      schema: {
        tags,
        summary: 'What I follow, newest first',
        querystring: listFollowsQuery,
        response: { 200: z.array(followView), ...errors },
      },
      preValidation: requireUser,
    },
    (request) => listMyFollows(db, userIdOf(request), request.query),
  );

  api.post(
    '/api/follows',
    {
      schema: {
        tags,
        summary: 'Follow a team, league, federation, venue…; 200 when already following',
        body: followBody,
        response: { 200: followStatus, 201: followStatus, ...errors },
      },
      preValidation: requireUser,
    },
    async (request, reply) => {
      const { created, status } = await follow(db, userIdOf(request), request.body);
      return reply.status(created ? 201 : 200).send(status);
    },
  );

  api.get(
    '/api/follows/results',
    {
      schema: {
        tags,
        summary: 'Latest results of the leagues and teams I follow',
        response: { 200: z.array(followedResultView), ...errors },
      },
      preValidation: requireUser,
    },
    (request) => followedResults(db, userIdOf(request), clock.now()),
  );

  api.get(
    '/api/follows/fixtures',
    {
      schema: {
        tags,
        summary: 'The next matches of the leagues and teams I follow',
        response: { 200: z.array(followedFixtureView), ...errors },
      },
      preValidation: requireUser,
    },
    (request) => upcomingFollowedFixtures(db, userIdOf(request), clock.now()),
  );

  api.get(
    '/api/follows/feed',
    {
      schema: {
        tags,
        summary: 'What happened lately in what I follow: results, new fixtures, posts, esports',
        response: { 200: z.array(followFeedItem), ...errors },
      },
      preValidation: requireUser,
    },
    (request) => followFeed(db, userIdOf(request), clock.now()),
  );
  api.get(
    '/api/follows/suggestions',
    {
      schema: {
        tags,
        summary: 'What many others follow and I do not yet, a couple of each kind',
        response: { 200: z.array(followSuggestionView), ...errors },
      },
      preValidation: requireUser,
    },
    (request) => followSuggestions(db, userIdOf(request)),
  );
  api.get(
    '/api/follows/:entityType/:entityId',
    {
      schema: {
        tags,
        summary: 'Whether I follow this, and how many do',
        params: followParams,
        response: { 200: followStatus, ...errors },
      },
    },
    (request) => getFollowStatus(db, request.session?.userId ?? null, request.params),
  );

  api.patch(
    '/api/follows/:entityType/:entityId',
    {
      schema: {
        tags,
        summary: 'Turn notifications of one follow on or off',
        params: followParams,
        body: updateFollowBody,
        response: { 200: followStatus, ...errors },
      },
      preValidation: requireUser,
    },
    (request) =>
      setFollowNotifications(
        db,
        userIdOf(request),
        request.params,
        request.body.notificationsEnabled,
      ),
  );

  api.delete(
    '/api/follows/:entityType/:entityId',
    {
      schema: {
        tags,
        summary: 'Stop following',
        params: followParams,
        response: { 200: followStatus, ...errors },
      },
      preValidation: requireUser,
    },
    (request) => unfollow(db, userIdOf(request), request.params),
  );
}
