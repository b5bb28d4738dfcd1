import { sql } from 'drizzle-orm';
import { check, index, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { CHAT_MESSAGE_TYPES } from '@shared/enums';
import { createdAt } from './columns';
import { games } from './games';
import { teams } from './teams';
import { users } from './users';

export const chatMessageType = pgEnum('chat_message_type', CHAT_MESSAGE_TYPES);

/**
 * Chat: a message goes to exactly one of a user (direct), a team or a game. Append-only: messages
 * are history, so there is no updated_at.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverId: uuid('receiver_id').references(() => users.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    gameId: uuid('game_id').references(() => games.id, { onDelete: 'cascade' }),
    /** The text, or the URL of the image/file for those message types. */
    content: text('content').notNull(),
    messageType: chatMessageType('message_type').notNull().default('text'),
    ...createdAt,
  },
  (t) => [
    // Conversation history, read newest first, one index per kind of channel.
    index('chat_messages_team_id_created_at_idx').on(t.teamId, t.createdAt),
    index('chat_messages_game_id_created_at_idx').on(t.gameId, t.createdAt),
    index('chat_messages_direct_idx').on(t.senderId, t.receiverId, t.createdAt),
    index('chat_messages_receiver_id_created_at_idx').on(t.receiverId, t.createdAt),
    check(
      'chat_messages_channel_check',
      sql`num_nonnulls(${t.receiverId}, ${t.teamId}, ${t.gameId}) = 1`,
    ),
    check('chat_messages_content_check', sql`btrim(${t.content}) <> ''`),
  ],
);
