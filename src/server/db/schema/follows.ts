import { boolean, index, pgEnum, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { FOLLOW_ENTITY_TYPES } from '@shared/enums';
import { createdAt } from './columns';
import { users } from './users';

export const followEntityType = pgEnum('follow_entity_type', FOLLOW_ENTITY_TYPES);

/**
 * Follows of teams, leagues, venues… `entity_id` points into the table named by `entity_type`,
 * so it cannot carry a foreign key; services check the target exists, and delete these rows
 * when they delete the entity.
 */
export const entityFollows = pgTable(
  'entity_follows',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    entityType: followEntityType('entity_type').notNull(),
    entityId: uuid('entity_id').notNull(),
    notificationsEnabled: boolean('notifications_enabled').notNull().default(true),
    ...createdAt,
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.entityType, t.entityId] }),
    // Followers of one entity (counts, fan-out of notifications).
    index('entity_follows_entity_idx').on(t.entityType, t.entityId),
  ],
);
