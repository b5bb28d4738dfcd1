import { sql } from 'drizzle-orm';
import {
  CONVERSATION_NOT_FOUND,
  type ConversationDetail,
  type ConversationList,
  type ConversationRef,
  THEY_BLOCKED_YOU,
  YOU_BLOCKED_THEM,
} from '@shared/contracts/chat';
import { type Db, rowsOf } from '@server/db/client';
import { forbidden, notFound } from '@server/lib/app-error';
import { blockState, getBlockState } from './blocks.service';
import { ensureGroupConversations, isMemberSql } from './chat-membership';
import { conversationSummariesSql, type SummaryRow, toConversationSummary } from './chat-rows';

export const TEAM_NOT_FOUND = 'Team not found';
export const GAME_NOT_FOUND = 'Game not found';

/**
 * My conversations, latest activity first. Team and game chats are listed even before their
 * first message; a direct one only once it has a message (opening one does not show it to the
 * other person).
 */
export async function listConversations(db: Db, userId: string): Promise<ConversationList> {
  await ensureGroupConversations(db, userId);
  const rows = await rowsOf<SummaryRow>(
    db,
    conversationSummariesSql(userId, sql`(c.kind <> 'direct' OR c.last_message_at IS NOT NULL)`),
  );
  return { items: rows.map(toConversationSummary) };
}

export async function getConversation(
  db: Db,
  userId: string,
  conversationId: string,
): Promise<ConversationDetail> {
  const [row] = await rowsOf<SummaryRow>(
    db,
    conversationSummariesSql(userId, sql`c.id = ${conversationId}`),
  );
  if (!row) throw notFound(CONVERSATION_NOT_FOUND);
  const summary = toConversationSummary(row);
  if (summary.kind !== 'direct' || !summary.otherUser) {
    return {
      ...summary,
      otherLastReadMessageId: null,
      block: { blockedByMe: false, blockedMe: false },
    };
  }
  const [read] = await rowsOf<{ messageId: string }>(
    db,
    sql`SELECT last_read_message_id AS "messageId" FROM conversation_reads
         WHERE conversation_id = ${conversationId} AND user_id = ${summary.otherUser.id}`,
  );
  return {
    ...summary,
    otherLastReadMessageId: read?.messageId ?? null,
    block: await blockState(db, userId, summary.otherUser.id),
  };
}

/** Finds or creates the conversation of two people; refused when either blocked the other. */
export async function openDirectConversation(
  db: Db,
  userId: string,
  otherId: string,
): Promise<ConversationRef> {
  const state = await getBlockState(db, userId, otherId);
  if (state.blockedByMe) throw forbidden(YOU_BLOCKED_THEM);
  if (state.blockedMe) throw forbidden(THEY_BLOCKED_YOU);
  const [low, high] = userId < otherId ? [userId, otherId] : [otherId, userId];
  await db.execute(sql`
    INSERT INTO conversations (kind, user_low_id, user_high_id)
    VALUES ('direct', ${low}, ${high}) ON CONFLICT DO NOTHING`);
  const [row] = await rowsOf<ConversationRef>(
    db,
    sql`SELECT id FROM conversations WHERE user_low_id = ${low} AND user_high_id = ${high}`,
  );
  return row!;
}

/** The chat of a team I am a member of (404 for anyone else). */
export async function openTeamConversation(
  db: Db,
  userId: string,
  teamId: string,
): Promise<ConversationRef> {
  await db.execute(sql`
    INSERT INTO conversations (kind, team_id)
    SELECT 'team', ${teamId} WHERE EXISTS (
      SELECT 1 FROM team_members WHERE team_id = ${teamId} AND user_id = ${userId})
    ON CONFLICT DO NOTHING`);
  return findGroupConversation(db, userId, sql`c.team_id = ${teamId}`, TEAM_NOT_FOUND);
}

/** The chat of a game I play in (accepted; 404 for anyone else). */
export async function openGameConversation(
  db: Db,
  userId: string,
  gameId: string,
): Promise<ConversationRef> {
  await db.execute(sql`
    INSERT INTO conversations (kind, game_id)
    SELECT 'game', ${gameId} WHERE EXISTS (
      SELECT 1 FROM game_participants
       WHERE game_id = ${gameId} AND user_id = ${userId} AND status = 'accepted')
    ON CONFLICT DO NOTHING`);
  return findGroupConversation(db, userId, sql`c.game_id = ${gameId}`, GAME_NOT_FOUND);
}

async function findGroupConversation(
  db: Db,
  userId: string,
  where: ReturnType<typeof sql>,
  missing: string,
): Promise<ConversationRef> {
  const [row] = await rowsOf<ConversationRef>(
    db,
    sql`SELECT c.id FROM conversations c WHERE ${where} AND ${isMemberSql(sql`c`, userId)}`,
  );
  if (!row) throw notFound(missing);
  return row;
}
