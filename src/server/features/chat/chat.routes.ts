import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  blockState,
  CONVERSATION_NOT_FOUND,
  chatMessage,
  conversationDetail,
  conversationList,
  conversationRef,
  directConversationBody,
  gameConversationBody,
  messagePage,
  messagesQuery,
  readBody,
  readResult,
  sendMessageBody,
  teamConversationBody,
} from '@shared/contracts/chat';
import { errorResponses, uuidParams } from '@shared/contracts/common';
import { requireUser, userIdOf } from '@server/lib/auth/session-plugin';
import type { AppDeps } from '@server/deps';
import { blockUser, getBlockState, unblockUser, USER_NOT_FOUND } from './blocks.service';
import {
  getConversation,
  listConversations,
  openDirectConversation,
  openGameConversation,
  openTeamConversation,
} from './conversations.service';
import { listMessages, markRead, sendMessage } from './messages.service';

const tags = ['chat'];
const params = uuidParams(CONVERSATION_NOT_FOUND);
const userParams = uuidParams(USER_NOT_FOUND);

/** Conversations and messages (issue 11); pushes go out from chat.events.ts. */
export function chatRoutes(app: FastifyInstance, { db, limiter }: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/conversations',
    {
      schema: {
        tags,
        summary:
          'My conversations, latest activity first, with the last message and my unread count',
        response: { 200: conversationList, ...errorResponses(401) },
      },
      preValidation: requireUser,
    },
    (request) => listConversations(db, userIdOf(request)),
  );

  api.post(
    '/api/conversations/direct',
    {
      schema: {
        tags,
        summary: 'Find or start the conversation with another person',
        body: directConversationBody,
        response: { 200: conversationRef, ...errorResponses(400, 401, 403, 404) },
      },
      preValidation: requireUser,
    },
    (request) => openDirectConversation(db, userIdOf(request), request.body.userId),
  );

  api.post(
    '/api/conversations/team',
    {
      schema: {
        tags,
        summary: "A team's chat (its members only)",
        body: teamConversationBody,
        response: { 200: conversationRef, ...errorResponses(400, 401, 404) },
      },
      preValidation: requireUser,
    },
    (request) => openTeamConversation(db, userIdOf(request), request.body.teamId),
  );

  api.post(
    '/api/conversations/game',
    {
      schema: {
        tags,
        summary: "A game's chat (its accepted players only)",
        body: gameConversationBody,
        response: { 200: conversationRef, ...errorResponses(400, 401, 404) },
      },
      preValidation: requireUser,
    },
    (request) => openGameConversation(db, userIdOf(request), request.body.gameId),
  );

  api.get(
    '/api/conversations/:id',
    {
      schema: {
        tags,
        summary: 'One of my conversations, with what the other person has read and blocks',
        params,
        response: { 200: conversationDetail, ...errorResponses(400, 401, 404) },
      },
      preValidation: requireUser,
    },
    (request) => getConversation(db, userIdOf(request), request.params.id),
  );

  api.get(
    '/api/conversations/:id/messages',
    {
      schema: {
        tags,
        summary: 'Messages, newest first, 50 a page (keyset: before = the oldest id you have)',
        params,
        querystring: messagesQuery,
        response: { 200: messagePage, ...errorResponses(400, 401, 404) },
      },
      preValidation: requireUser,
    },
    (request) => listMessages(db, userIdOf(request), request.params.id, request.query.before),
  );

  api.post(
    '/api/conversations/:id/messages',
    {
      schema: {
        tags,
        summary: 'Send a text, or an image you uploaded (its /api/uploads URL)',
        params,
        body: sendMessageBody,
        response: { 201: chatMessage, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
      preValidation: requireUser,
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await sendMessage({ db, limiter }, userIdOf(request), request.params.id, request.body),
        ),
  );

  api.post(
    '/api/conversations/:id/read',
    {
      schema: {
        tags,
        summary: 'Mark the conversation read up to a message',
        params,
        body: readBody,
        response: { 200: readResult, ...errorResponses(400, 401, 404) },
      },
      preValidation: requireUser,
    },
    (request) => markRead(db, userIdOf(request), request.params.id, request.body.messageId),
  );

  api.get(
    '/api/users/:id/block',
    {
      schema: {
        tags,
        summary: 'Whether I blocked this person, and whether they blocked me',
        params: userParams,
        response: { 200: blockState, ...errorResponses(400, 401, 404) },
      },
      preValidation: requireUser,
    },
    (request) => getBlockState(db, userIdOf(request), request.params.id),
  );

  api.post(
    '/api/users/:id/block',
    {
      schema: {
        tags,
        summary: 'Block someone: no direct messages either way until unblocked',
        params: userParams,
        response: { 200: blockState, ...errorResponses(400, 401, 404) },
      },
      preValidation: requireUser,
    },
    (request) => blockUser(db, userIdOf(request), request.params.id),
  );

  api.delete(
    '/api/users/:id/block',
    {
      schema: {
        tags,
        summary: 'Unblock someone',
        params: userParams,
        response: { 200: blockState, ...errorResponses(400, 401, 404) },
      },
      preValidation: requireUser,
    },
    (request) => unblockUser(db, userIdOf(request), request.params.id),
  );
}
