import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  CHAT_SEND_LIMIT,
  type ChatMessage,
  IMAGE_NOT_YOURS,
  MESSAGES_PAGE_SIZE,
  type MessagePage,
  type ReadResult,
  type sendMessageBody,
  THEY_BLOCKED_YOU,
  YOU_BLOCKED_THEM,
} from '@shared/contracts/chat';
import { CLIENT_KEY_REUSED } from '@shared/contracts/common';
import { type Db, rowsOf } from '@server/db/client';
import type { Tx } from '@server/db/tx';
import { badRequest, conflict, forbidden, notFound, tooManyRequests } from '@server/lib/app-error';
import { emit } from '@server/lib/events';
import type { RateLimiter } from '@server/lib/rate-limit';
import { blockState } from './blocks.service';
import { type MemberConversation, memberConversation } from './chat-membership';
import { messageColumnsSql, type MessageRow, toChatMessage } from './chat-rows';

export const MESSAGE_NOT_FOUND = 'Message not found';
export const TOO_MANY_MESSAGES =
  'You are sending messages too quickly. Wait a moment and try again.';

/**
 * A page of history, newest first. `before` is the oldest message id the reader has; the page
 * holds the messages before it in (created_at, id) order, read from the keyset index.
 */
export async function listMessages(
  db: Db,
  userId: string,
  conversationId: string,
  before: string | undefined,
): Promise<MessagePage> {
  await memberConversation(db, userId, conversationId);
  const after = before
    ? sql`AND (m.created_at, m.id) < (SELECT b.created_at, b.id FROM chat_messages b
                                        WHERE b.id = ${before} AND b.conversation_id = ${conversationId})`
    : sql``;
  const rows = await rowsOf<MessageRow>(
    db,
    sql`SELECT ${messageColumnsSql}
          FROM chat_messages m JOIN users s ON s.id = m.sender_id
         WHERE m.conversation_id = ${conversationId} ${after}
         ORDER BY m.created_at DESC, m.id DESC
         LIMIT ${MESSAGES_PAGE_SIZE + 1}`,
  );
  const page = rows.slice(0, MESSAGES_PAGE_SIZE);
  return {
    items: page.map(toChatMessage),
    nextBefore: rows.length > MESSAGES_PAGE_SIZE ? page.at(-1)!.id : null,
  };
}

export type SendDeps = { db: Db; limiter: RateLimiter };

/**
 * Sends a message. It is committed with its `message.created` event in one transaction, so it
 * is stored before it is acknowledged or pushed to anyone.
 */
export async function sendMessage(
  { db, limiter }: SendDeps,
  userId: string,
  conversationId: string,
  input: z.output<typeof sendMessageBody>,
): Promise<ChatMessage> {
  const conversation = await memberConversation(db, userId, conversationId);
  const { clientKey } = input;
  // Sent again (its answer was lost on the way back): the message it made, not a second one,
  // even if the sender was rate-limited or blocked since.
  if (clientKey) {
    const earlier = await messageOfClientKey(db, userId, clientKey, conversationId, input);
    if (earlier) return earlier;
  }
  const count = await limiter.hit(`chat:${userId}`, CHAT_SEND_LIMIT.windowMs);
  if (count.hits > CHAT_SEND_LIMIT.max) throw tooManyRequests(TOO_MANY_MESSAGES);
  await refuseIfBlocked(db, userId, conversation);

  const id = await db.transaction(async (tx) => {
    if (input.messageType === 'image') await attachOwnImage(tx, userId, input.content);
    // ON CONFLICT: the same key sent twice at once makes one message; the later request
    // inserts nothing, touches nothing, and answers the other's message below.
    const [row] = await rowsOf<{ id: string }>(
      tx,
      sql`WITH message AS (
            INSERT INTO chat_messages (conversation_id, sender_id, content, message_type, client_key)
            VALUES (${conversationId}, ${userId}, ${input.content}, ${input.messageType},
                    ${clientKey ?? null})
            ON CONFLICT (sender_id, client_key) DO NOTHING
            RETURNING id, created_at
          ), touched AS (
            UPDATE conversations SET last_message_at = (SELECT created_at FROM message)
             WHERE id = ${conversationId} AND EXISTS (SELECT 1 FROM message)
          ), mine AS (
            -- Writing in a conversation means having read it.
            INSERT INTO conversation_reads (conversation_id, user_id, last_read_message_id, last_read_at)
            SELECT ${conversationId}, ${userId}, id, created_at FROM message
            ON CONFLICT (conversation_id, user_id) DO UPDATE
              SET last_read_message_id = excluded.last_read_message_id,
                  last_read_at = excluded.last_read_at
          )
          SELECT id FROM message`,
    );
    if (!row) return null;
    await emit(tx, {
      type: 'message.created',
      data: { conversationId, messageId: row.id, senderId: userId },
    });
    return row.id;
  });
  if (id) return getMessage(db, id);
  return (await messageOfClientKey(db, userId, clientKey!, conversationId, input))!;
}

/**
 * The sender's message made with `clientKey`, or null. A key is for one message only: the same
 * key with another text or in another conversation is refused, not answered with the first.
 */
async function messageOfClientKey(
  db: Db,
  senderId: string,
  clientKey: string,
  conversationId: string,
  input: z.output<typeof sendMessageBody>,
): Promise<ChatMessage | null> {
  const [row] = await rowsOf<{ id: string; same: boolean }>(
    db,
    sql`SELECT id, (conversation_id = ${conversationId} AND content = ${input.content}
                    AND message_type = ${input.messageType}) AS same
          FROM chat_messages WHERE sender_id = ${senderId} AND client_key = ${clientKey}`,
  );
  if (!row) return null;
  if (!row.same) throw conflict(CLIENT_KEY_REUSED, 'client_key_reused');
  return getMessage(db, row.id);
}

export async function getMessage(db: Db, messageId: string): Promise<ChatMessage> {
  const [row] = await rowsOf<MessageRow>(
    db,
    sql`SELECT ${messageColumnsSql} FROM chat_messages m JOIN users s ON s.id = m.sender_id
         WHERE m.id = ${messageId}`,
  );
  if (!row) throw notFound(MESSAGE_NOT_FOUND);
  return toChatMessage(row);
}

async function refuseIfBlocked(db: Db, userId: string, conversation: MemberConversation) {
  if (conversation.kind !== 'direct') return;
  const other =
    conversation.userLowId === userId ? conversation.userHighId! : conversation.userLowId!;
  const state = await blockState(db, userId, other);
  if (state.blockedByMe) throw forbidden(YOU_BLOCKED_THEM);
  if (state.blockedMe) throw forbidden(THEY_BLOCKED_YOU);
}

/**
 * An image message shows one of the sender's own uploads; marking it attached tells the upload
 * sweep it is in use (the sweep also finds it among chat images).
 */
async function attachOwnImage(tx: Tx, userId: string, url: string) {
  const uploadId = url.slice(url.lastIndexOf('/') + 1);
  const rows = await rowsOf(
    tx,
    sql`UPDATE uploads SET attached = true
         WHERE id = ${uploadId} AND owner_id = ${userId} RETURNING id`,
  );
  if (rows.length === 0) throw badRequest(IMAGE_NOT_YOURS, { content: IMAGE_NOT_YOURS });
}

/**
 * Moves my read mark to `messageId` (never back) and tells the members, for "Seen". Answers my
 * unread count after it.
 */
export async function markRead(
  db: Db,
  userId: string,
  conversationId: string,
  messageId: string,
): Promise<ReadResult> {
  await memberConversation(db, userId, conversationId);
  const found = await rowsOf(
    db,
    sql`SELECT 1 FROM chat_messages WHERE id = ${messageId} AND conversation_id = ${conversationId}`,
  );
  if (found.length === 0) throw notFound(MESSAGE_NOT_FOUND);
  await db.transaction(async (tx) => {
    const moved = await rowsOf(
      tx,
      sql`INSERT INTO conversation_reads (conversation_id, user_id, last_read_message_id, last_read_at)
          SELECT ${conversationId}, ${userId}, m.id, m.created_at FROM chat_messages m
           WHERE m.id = ${messageId}
          ON CONFLICT (conversation_id, user_id) DO UPDATE
            SET last_read_message_id = excluded.last_read_message_id,
                last_read_at = excluded.last_read_at
            WHERE (excluded.last_read_at, excluded.last_read_message_id)
                > (conversation_reads.last_read_at, conversation_reads.last_read_message_id)
          RETURNING 1`,
    );
    if (moved.length > 0)
      await emit(tx, { type: 'conversation.read', data: { conversationId, userId, messageId } });
  });
  const [unread] = await rowsOf<{ count: number | string }>(
    db,
    sql`SELECT count(*)::int AS count FROM chat_messages m
          JOIN conversation_reads r ON r.conversation_id = m.conversation_id AND r.user_id = ${userId}
         WHERE m.conversation_id = ${conversationId} AND m.sender_id <> ${userId}
           AND (m.created_at, m.id) > (r.last_read_at, r.last_read_message_id)`,
  );
  return { conversationId, messageId, unreadCount: Number(unread?.count ?? 0) };
}
