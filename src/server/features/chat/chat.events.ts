import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '@server/db/client';
import type { AppDeps } from '@server/deps';
import { announce } from '@server/lib/events';
import type { RealtimeHub } from '@server/lib/realtime';
import { memberConversation, memberIds } from './chat-membership';
import { getMessage } from './messages.service';

/** The shortest gap between two typing signals of one person in one conversation. */
const TYPING_MIN_GAP_MS = 1000;

/** The members of a conversation with a socket on this instance (none: nothing to read). */
async function localMembers(db: Db, realtime: RealtimeHub, conversationId: string) {
  if (realtime.localUserIds().next().done) return [];
  const ids = await memberIds(db, conversationId);
  return ids.filter((id) => realtime.hasLocalSocket(id));
}

/**
 * Chat pushes. Every instance hears every chat event and pushes to the members whose sockets it
 * holds; membership is read when the event arrives, so someone who left a team hears nothing.
 */
export function registerChatEvents({ db, events, realtime }: AppDeps) {
  events.onEveryInstance('message.created', async ({ data }) => {
    const to = await localMembers(db, realtime, data.conversationId);
    if (to.length === 0) return;
    const message = await getMessage(db, data.messageId);
    realtime.sendToUsers(to, {
      type: 'message.created',
      data: { conversationId: data.conversationId, message },
    });
  });

  events.onEveryInstance('conversation.read', async ({ data }) => {
    const to = await localMembers(db, realtime, data.conversationId);
    realtime.sendToUsers(to, { type: 'conversation.read', data });
  });

  // Typing is announced, not stored: only members, and only those connected now, hear it.
  // Clients say it every few seconds; anything faster is dropped here, before the database.
  const lastTyping = new Map<string, number>();
  realtime.onClientMessage('typing', async ({ userId }, { conversationId }) => {
    const key = `${userId}:${conversationId}`;
    const now = Date.now();
    if (now - (lastTyping.get(key) ?? 0) < TYPING_MIN_GAP_MS) return;
    lastTyping.set(key, now);
    if (lastTyping.size > 10_000) lastTyping.clear();
    try {
      await memberConversation(db, userId, conversationId);
    } catch {
      return;
    }
    await announce(db, { type: 'conversation.typing', data: { conversationId, userId } });
  });

  events.onEveryInstance('conversation.typing', async ({ data }) => {
    const to = (await localMembers(db, realtime, data.conversationId)).filter(
      (id) => id !== data.userId,
    );
    if (to.length === 0) return;
    const [typer] = await rowsOf<{ firstName: string | null }>(
      db,
      sql`SELECT first_name AS "firstName" FROM users WHERE id = ${data.userId}`,
    );
    realtime.sendToUsers(to, {
      type: 'conversation.typing',
      data: { ...data, name: typer?.firstName ?? 'Someone' },
    });
  });
}
