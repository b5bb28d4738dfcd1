import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, uuidParams } from '@shared/contracts/common';
import {
  commentDeleted,
  commentPage,
  commentResult,
  communityStats,
  createCommentBody,
  createPostBody,
  likeResult,
  listCommentsQuery,
  listPostsQuery,
  postCommentParams,
  postPage,
  postView,
} from '@shared/contracts/posts';
import { requireUser, userIdOf } from '@server/lib/auth/session-plugin';
import type { AppDeps } from '@server/deps';
import { addComment, deleteComment, listComments } from './comments.service';
import {
  communityStats as countCommunity,
  createPost,
  deletePost,
  getPost,
  listPosts,
  toggleLike,
} from './posts.service';

const tags = ['posts'];
const params = uuidParams('Post not found');
const errors = errorResponses(400, 401, 403, 404);

/** The community feed (SPEC §2 "Community feed"): members only, like the page. */
export function postsRoutes(app: FastifyInstance, { db, clock }: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/posts',
    {
      schema: {
        tags,
        summary: 'The feed, newest first (keyset pagination: pass nextCursor as cursor)',
        querystring: listPostsQuery,
        response: { 200: postPage, ...errors },
      },
      preValidation: requireUser,
    },
    (request) => listPosts(db, userIdOf(request), request.query),
  );

  api.post(
    '/api/posts',
    {
      schema: {
        tags,
        summary: 'Share a post (text, and up to four photos uploaded with POST /api/uploads)',
        body: createPostBody,
        response: { 201: postView, ...errors, ...errorResponses(409) },
      },
      preValidation: requireUser,
    },
    async (request, reply) =>
      reply.status(201).send(await createPost(db, userIdOf(request), request.body)),
  );

  api.get(
    '/api/posts/:id',
    {
      schema: { tags, summary: 'One post', params, response: { 200: postView, ...errors } },
      preValidation: requireUser,
    },
    (request) => getPost(db, userIdOf(request), request.params.id),
  );

  api.delete(
    '/api/posts/:id',
    {
      schema: {
        tags,
        summary: 'Delete your own post',
        params,
        response: { 204: z.null(), ...errors },
      },
      preValidation: requireUser,
    },
    async (request, reply) => {
      await deletePost(db, userIdOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  api.post(
    '/api/posts/:id/like',
    {
      schema: {
        tags,
        summary: 'Like the post, or unlike it if you already do (SPEC §4 toggle)',
        params,
        response: { 200: likeResult, ...errors },
      },
      preValidation: requireUser,
    },
    (request) => toggleLike(db, userIdOf(request), request.params.id),
  );

  api.get(
    '/api/posts/:id/comments',
    {
      schema: {
        tags,
        summary: "A post's comments, oldest first",
        params,
        querystring: listCommentsQuery,
        response: { 200: commentPage, ...errors },
      },
      preValidation: requireUser,
    },
    (request) => listComments(db, userIdOf(request), request.params.id, request.query),
  );

  api.post(
    '/api/posts/:id/comments',
    {
      schema: {
        tags,
        summary: 'Comment on a post',
        params,
        body: createCommentBody,
        response: { 201: commentResult, ...errors },
      },
      preValidation: requireUser,
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await addComment(db, userIdOf(request), request.params.id, request.body.content)),
  );

  api.delete(
    '/api/posts/:id/comments/:commentId',
    {
      schema: {
        tags,
        summary: 'Delete your own comment',
        params: postCommentParams,
        response: { 200: commentDeleted, ...errors },
      },
      preValidation: requireUser,
    },
    (request) => deleteComment(db, userIdOf(request), request.params.id, request.params.commentId),
  );

  api.get(
    '/api/community/stats',
    {
      schema: {
        tags,
        summary: 'How many players, upcoming games, teams and venues there are',
        response: { 200: communityStats },
      },
    },
    () => countCommunity(db, clock.now()),
  );
}
