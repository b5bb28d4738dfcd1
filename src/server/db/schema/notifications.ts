import { sql } from 'drizzle-orm';
import { boolean, index, pgEnum, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { NOTIFICATION_TYPES } from '@shared/enums';
import { createdAt } from './columns';
import { users } from './users';

export const notificationType = pgEnum('notification_type', NOTIFICATION_TYPES);

/**
 * In-app notifications. `related_id` is the booking, game, team… the notification is about; the
 * kind follows from `type`, so it has no foreign key.
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
    ...createdAt,
  },
  (t) => [
    index('notifications_user_id_created_at_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    // The unread badge counts only these rows.
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.isRead} = false`),
  ],
);
