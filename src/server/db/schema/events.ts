import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

/**
 * The outbox of domain events (src/server/lib/events.ts). A row is written in the transaction
 * that made the change, so an event exists exactly when its change does. The instance that
 * claims it first (claimed_at) runs the once-per-event subscribers; rows a day old are deleted.
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    type: text('type').notNull(),
    data: jsonb('data').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    ...createdAt,
  },
  (t) => [
    // The recovery sweep looks for unclaimed events a NOTIFY did not deliver.
    index('domain_events_unclaimed_idx')
      .on(t.createdAt)
      .where(sql`${t.claimedAt} IS NULL`),
  ],
);

/**
 * Who has a WebSocket open where: one row per instance and user with at least one socket. An
 * instance refreshes its rows' seen_at while it runs; rows it stopped refreshing (it died) are
 * not counted, so "online" never outlives an instance by more than a couple of minutes.
 */
export const socketPresence = pgTable(
  'socket_presence',
  {
    instanceId: uuid('instance_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.instanceId, t.userId] }),
    index('socket_presence_user_id_idx').on(t.userId),
  ],
);
