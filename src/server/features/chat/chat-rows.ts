import { sql, type SQL } from 'drizzle-orm';
import type { ChatMessage, ConversationSummary } from '@shared/contracts/chat';
import type { ConversationKind } from '@shared/enums';

/** A timestamp as the ISO text the contracts carry, the same from PGlite and node-postgres. */
export const isoSql = (column: SQL) =>
  sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The columns of a message with its sender, from `m` (chat_messages) and `s` (users). */
export const messageColumnsSql = sql`
  m.id, m.conversation_id AS "conversationId", m.content, m.message_type AS "messageType",
  ${isoSql(sql`m.created_at`)} AS "createdAt",
  s.id AS "senderId", s.first_name AS "senderFirstName", s.last_name AS "senderLastName",
  s.profile_image_url AS "senderImage"`;

export type MessageRow = {
  id: string;
  conversationId: string;
  content: string;
  messageType: 'text' | 'image';
  createdAt: string;
  senderId: string;
  senderFirstName: string | null;
  senderLastName: string | null;
  senderImage: string | null;
};

export const toChatMessage = (row: MessageRow): ChatMessage => ({
  id: row.id,
  conversationId: row.conversationId,
  sender: {
    id: row.senderId,
    firstName: row.senderFirstName,
    lastName: row.senderLastName,
    profileImageUrl: row.senderImage,
  },
  content: row.content,
  messageType: row.messageType,
  createdAt: row.createdAt,
});

export type SummaryRow = {
  id: string;
  kind: ConversationKind;
  teamId: string | null;
  gameId: string | null;
  teamName: string | null;
  teamLogo: string | null;
  gameTitle: string | null;
  otherId: string | null;
  otherFirstName: string | null;
  otherLastName: string | null;
  otherImage: string | null;
  lastActivityAt: string;
  unreadCount: number | string;
  /** The last message as JSON (a MessageRow), or null. */
  lastMessage: MessageRow | string | null;
};

/**
 * The conversations of `userId` that `filter` (on `c`) keeps, each with its title, its last
 * message and the user's unread count (messages of others after the user's read mark), latest
 * activity first.
 */
export function conversationSummariesSql(userId: string, filter: SQL): SQL {
  return sql`
    WITH mine AS (
      SELECT c.id FROM conversations c
       WHERE c.user_low_id = ${userId} OR c.user_high_id = ${userId}
      UNION ALL
      SELECT c.id FROM team_members tm JOIN conversations c ON c.team_id = tm.team_id
       WHERE tm.user_id = ${userId}
      UNION ALL
      SELECT c.id FROM game_participants gp JOIN conversations c ON c.game_id = gp.game_id
       WHERE gp.user_id = ${userId} AND gp.status = 'accepted'
    )
    SELECT c.id, c.kind, c.team_id AS "teamId", c.game_id AS "gameId",
           t.name AS "teamName", t.logo AS "teamLogo", g.title AS "gameTitle",
           o.id AS "otherId", o.first_name AS "otherFirstName", o.last_name AS "otherLastName",
           o.profile_image_url AS "otherImage",
           ${isoSql(sql`coalesce(c.last_message_at, c.created_at)`)} AS "lastActivityAt",
           (SELECT count(*)::int FROM chat_messages um
             WHERE um.conversation_id = c.id AND um.sender_id <> ${userId}
               AND (r.user_id IS NULL
                    OR (um.created_at, um.id) > (r.last_read_at, r.last_read_message_id))
           ) AS "unreadCount",
           (SELECT row_to_json(x) FROM (
              SELECT ${messageColumnsSql}
                FROM chat_messages m JOIN users s ON s.id = m.sender_id
               WHERE m.conversation_id = c.id
               ORDER BY m.created_at DESC, m.id DESC LIMIT 1) x
           ) AS "lastMessage"
      FROM mine
      JOIN conversations c ON c.id = mine.id
      LEFT JOIN conversation_reads r ON r.conversation_id = c.id AND r.user_id = ${userId}
      LEFT JOIN teams t ON t.id = c.team_id
      LEFT JOIN games g ON g.id = c.game_id
      LEFT JOIN users o ON c.kind = 'direct' AND o.id = CASE WHEN c.user_low_id = ${userId}
                                                             THEN c.user_high_id ELSE c.user_low_id END
     WHERE ${filter}
     ORDER BY coalesce(c.last_message_at, c.created_at) DESC, c.id DESC`;
}

const fullName = (first: string | null, last: string | null) =>
  [first, last].filter(Boolean).join(' ') || 'Matchday player';

export function toConversationSummary(row: SummaryRow): ConversationSummary {
  const last =
    typeof row.lastMessage === 'string'
      ? (JSON.parse(row.lastMessage) as MessageRow)
      : row.lastMessage;
  const otherUser = row.otherId
    ? {
        id: row.otherId,
        firstName: row.otherFirstName,
        lastName: row.otherLastName,
        profileImageUrl: row.otherImage,
      }
    : null;
  const title =
    row.kind === 'team'
      ? (row.teamName ?? 'Team chat')
      : row.kind === 'game'
        ? (row.gameTitle ?? 'Game chat')
        : fullName(row.otherFirstName, row.otherLastName);
  return {
    id: row.id,
    kind: row.kind,
    title,
    imageUrl: row.kind === 'team' ? row.teamLogo : row.kind === 'direct' ? row.otherImage : null,
    teamId: row.teamId,
    gameId: row.gameId,
    otherUser,
    lastMessage: last ? toChatMessage(last) : null,
    unreadCount: Number(row.unreadCount),
    lastActivityAt: row.lastActivityAt,
  };
}
