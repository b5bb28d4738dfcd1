import { sql } from 'drizzle-orm';
import {
  check,
  index,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CHAT_MESSAGE_TYPES, CONVERSATION_KINDS } from '@shared/enums';
import { createdAt } from './columns';
import { games } from './games';
import { teams } from './teams';
import { users } from './users';

export const chatMessageType = pgEnum('chat_message_type', CHAT_MESSAGE_TYPES);
export const conversationKind = pgEnum('conversation_kind', CONVERSATION_KINDS);

/**
 * A conversation: two people (direct), a team, or a game. Who belongs is not copied here: a team
 * chat's members are the team's members and a game chat's the game's accepted players, read at
 * query time, so joins and leaves are in step without anything to keep in sync. Team and game
 * conversations are created when first listed or opened (insert … on conflict do nothing).
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: conversationKind('kind').notNull(),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    gameId: uuid('game_id').references(() => games.id, { onDelete: 'cascade' }),
    /** A direct conversation's two people, the smaller id first, so a pair has one row. */
    userLowId: uuid('user_low_id').references(() => users.id, { onDelete: 'cascade' }),
    userHighId: uuid('user_high_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The newest message's time (null until the first), for "latest activity first". */
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    ...createdAt,
  },
  (t) => [
    uniqueIndex('conversations_team_id_idx').on(t.teamId),
    uniqueIndex('conversations_game_id_idx').on(t.gameId),
    uniqueIndex('conversations_direct_pair_idx').on(t.userLowId, t.userHighId),
    index('conversations_user_high_id_idx').on(t.userHighId),
    check(
      'conversations_kind_check',
      sql`(${t.kind} = 'direct' AND ${t.userLowId} IS NOT NULL AND ${t.userHighId} IS NOT NULL
            AND ${t.userLowId} < ${t.userHighId} AND ${t.teamId} IS NULL AND ${t.gameId} IS NULL)
       OR (${t.kind} = 'team' AND ${t.teamId} IS NOT NULL AND ${t.gameId} IS NULL
            AND ${t.userLowId} IS NULL AND ${t.userHighId} IS NULL)
       OR (${t.kind} = 'game' AND ${t.gameId} IS NOT NULL AND ${t.teamId} IS NULL
            AND ${t.userLowId} IS NULL AND ${t.userHighId} IS NULL)`,
    ),
  ],
);

/** Append-only: messages are history, so there is no updated_at. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The text, or the /api/uploads URL of the image. */
    content: text('content').notNull(),
    messageType: chatMessageType('message_type').notNull().default('text'),
    /**
     * The key the sender's device gave the message (its outbox item, ADR 019): sending it again
     * answers this message instead of making a second one.
     */
    clientKey: uuid('client_key'),
    ...createdAt,
  },
  (t) => [
    // History newest first, keyset on (created_at, id): a deep page costs what the first does.
    // NULLS FIRST is what a plain ORDER BY … DESC means; with Drizzle's default (NULLS LAST)
    // PostgreSQL cannot use the index for it and sorts the whole conversation (found by bench/).
    index('chat_messages_conversation_keyset_idx').on(
      t.conversationId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('chat_messages_sender_id_idx').on(t.senderId),
    uniqueIndex('chat_messages_sender_id_client_key_idx').on(t.senderId, t.clientKey),
    // The upload sweep asks whether an image is shown in a chat.
    index('chat_messages_image_idx')
      .on(t.content)
      .where(sql`${t.messageType} = 'image'`),
    check('chat_messages_content_check', sql`btrim(${t.content}) <> ''`),
  ],
);

/** How far each member has read (a row appears on the first read). */
export const conversationReads = pgTable(
  'conversation_reads',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadMessageId: uuid('last_read_message_id')
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    /** The created_at of that message: unread is what comes after (created_at, id). */
    lastReadAt: timestamp('last_read_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    index('conversation_reads_user_id_idx').on(t.userId),
  ],
);

/** The blocker gets no direct messages from the blocked, nor the other way round. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...createdAt,
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('user_blocks_blocked_id_idx').on(t.blockedId),
    check('user_blocks_not_self_check', sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);
