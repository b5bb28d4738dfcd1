import { sql } from 'drizzle-orm';
import { timestamp } from 'drizzle-orm/pg-core';

/** createdAt/updatedAt for tables whose rows change; updatedAt moves on every Drizzle update. */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => sql`now()`),
};

export const createdAt = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
};
