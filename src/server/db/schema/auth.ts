import { index, integer, jsonb, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Server-side sessions (SPEC §3: sid, sess, expire). `sid` is the SHA-256 of the cookie token, so a
 * copy of this table cannot be replayed as cookies. `expire` already folds in both the idle and the
 * absolute limit; `user_id` is kept beside `sess` so a user's sessions can be found and ended.
 */
export const sessions = pgTable(
  'sessions',
  {
    sid: varchar('sid', { length: 64 }).primaryKey(),
    sess: jsonb('sess').notNull(),
    expire: timestamp('expire', { withTimezone: true }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [index('sessions_expire_idx').on(t.expire), index('sessions_user_id_idx').on(t.userId)],
);

/**
 * Fixed-window counters for throttling (login attempts per IP and per account). Kept in the
 * database so every instance behind a load balancer sees the same counts.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: varchar('key', { length: 320 }).primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_reset_at_idx').on(t.resetAt)],
);
