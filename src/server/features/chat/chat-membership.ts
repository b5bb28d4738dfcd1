import { sql, type SQL } from 'drizzle-orm';
import { CONVERSATION_NOT_FOUND } from '@shared/contracts/chat';
import type { ConversationKind } from '@shared/enums';
import { type Db, rowsOf } from '@server/db/client';
import type { Tx } from '@server/db/tx';
import { notFound } from '@server/lib/app-error';

/**
 * Who is in a conversation is read from where membership lives (team_members, accepted
 * game_participants, the direct pair), never copied: a player who joins a team is in its chat
 * at once, and one who leaves is out at once.
 */
export const isMemberSql = (conversation: SQL, userId: string): SQL => sql`(
  (${conversation}.kind = 'direct'
    AND (${conversation}.user_low_id = ${userId} OR ${conversation}.user_high_id = ${userId}))
  OR (${conversation}.kind = 'team' AND EXISTS (
    SELECT 1 FROM team_members tm
     WHERE tm.team_id = ${conversation}.team_id AND tm.user_id = ${userId}))
  OR (${conversation}.kind = 'game' AND EXISTS (
    SELECT 1 FROM game_participants gp
     WHERE gp.game_id = ${conversation}.game_id AND gp.user_id = ${userId}
       AND gp.status = 'accepted')))`;

export type MemberConversation = {
  id: string;
  kind: ConversationKind;
  userLowId: string | null;
  userHighId: string | null;
};

/** The conversation if `userId` is in it; 404 otherwise (whether or not it exists). */
export async function memberConversation(
  db: Db | Tx,
  userId: string,
  conversationId: string,
): Promise<MemberConversation> {
  const [row] = await rowsOf<MemberConversation>(
    db,
    sql`SELECT c.id, c.kind, c.user_low_id AS "userLowId", c.user_high_id AS "userHighId"
          FROM conversations c
         WHERE c.id = ${conversationId} AND ${isMemberSql(sql`c`, userId)}`,
  );
  if (!row) throw notFound(CONVERSATION_NOT_FOUND);
  return row;
}

/** Everyone in the conversation now (for pushes). */
export async function memberIds(db: Db, conversationId: string): Promise<string[]> {
  const rows = await rowsOf<{ userId: string }>(
    db,
    sql`SELECT u AS "userId" FROM conversations c,
               unnest(ARRAY[c.user_low_id, c.user_high_id]) u
         WHERE c.id = ${conversationId} AND c.kind = 'direct'
        UNION
        SELECT tm.user_id FROM conversations c JOIN team_members tm ON tm.team_id = c.team_id
         WHERE c.id = ${conversationId}
        UNION
        SELECT gp.user_id FROM conversations c
          JOIN game_participants gp ON gp.game_id = c.game_id AND gp.status = 'accepted'
         WHERE c.id = ${conversationId}`,
  );
  return rows.map((row) => row.userId);
}

/**
 * Team and game conversations are created the first time they are needed, for every team and
 * game of the user; `on conflict do nothing` makes two instances doing it at once harmless.
 */
export async function ensureGroupConversations(db: Db, userId: string): Promise<void> {
  await db.execute(sql`
    INSERT INTO conversations (kind, team_id)
    SELECT 'team', tm.team_id FROM team_members tm
     WHERE tm.user_id = ${userId}
       AND NOT EXISTS (SELECT 1 FROM conversations c WHERE c.team_id = tm.team_id)
    ON CONFLICT DO NOTHING`);
  await db.execute(sql`
    INSERT INTO conversations (kind, game_id)
    SELECT 'game', gp.game_id FROM game_participants gp
     WHERE gp.user_id = ${userId} AND gp.status = 'accepted'
       AND NOT EXISTS (SELECT 1 FROM conversations c WHERE c.game_id = gp.game_id)
    ON CONFLICT DO NOTHING`);
}
