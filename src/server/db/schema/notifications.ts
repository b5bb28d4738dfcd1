import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { NOTIFICATION_TYPES } from '@shared/enums';
import { createdAt } from './columns';
import { sessions } from './auth';
import { users } from './users';

export const notificationType = pgEnum('notification_type', NOTIFICATION_TYPES);

/**
 * In-app notifications. `related_id` is the booking, game, team… the notification is about; the
 * kind follows from `type`, so it has no foreign key. `link` is where it leads in the app.
 * `idempotency_key` names the event that made it (`post.liked:<postId>:<likerId>`): unique per
 * user, so an event delivered twice never makes two notifications.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 255 }).notNull(),
    message: text('message').notNull(),
    type: notificationType('type').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    relatedId: uuid('related_id'),
    link: text('link'),
    /** Who did it (the liker, the new follower); null for the system (a reminder). */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    idempotencyKey: text('idempotency_key'),
    ...createdAt,
  },
  (t) => [
    // The list, newest first, keyset on (created_at, id).
    index('notifications_user_id_created_at_id_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    // The unread badge counts only these rows.
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.isRead} = false`),
    uniqueIndex('notifications_user_id_idempotency_key_idx').on(t.userId, t.idempotencyKey),
  ],
);

/**
 * E-mails waiting to go, and those that went. Without SMTP_URL they stay here unsent (README
 * "E-mail"); with it a job sends them. `idempotency_key` (user id + the notification's key) keeps
 * a replayed event from mailing twice, even when the in-app notification is switched off.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Whose mail it is: their mails go with their account. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    to: varchar('to', { length: 255 }).notNull(),
    subject: varchar('subject', { length: 255 }).notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    idempotencyKey: text('idempotency_key').unique(),
    ...createdAt,
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    /** The last sending failure, kept for looking into it. */
    error: text('error'),
  },
  (t) => [
    index('mail_outbox_user_id_idx').on(t.userId),
    index('mail_outbox_unsent_idx')
      .on(t.createdAt)
      .where(sql`${t.sentAt} IS NULL`),
  ],
);

/**
 * Where Web Push reaches a user: one row per browser that subscribed (the push service's
 * `endpoint` is unique to it), with the keys its payloads are encrypted for. Tied to the session
 * it was made in, so signing out on that device, or the session ending any other way, stops its
 * pushes too; signing in there again subscribes it anew.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: varchar('session_id', { length: 64 })
      .notNull()
      .references(() => sessions.sid, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: varchar('p256dh', { length: 128 }).notNull(),
    auth: varchar('auth', { length: 64 }).notNull(),
    /** Which browser it is, for the account export. */
    userAgent: varchar('user_agent', { length: 255 }),
    ...createdAt,
  },
  (t) => [
    index('push_subscriptions_user_id_idx').on(t.userId),
    index('push_subscriptions_session_id_idx').on(t.sessionId),
  ],
);
