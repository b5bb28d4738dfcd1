import { integer, pgTable, varchar } from 'drizzle-orm/pg-core';

/** Integer ids: the SPEC's booking call sends `sportId` as a number. */
export const sports = pgTable('sports', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: varchar('name', { length: 50 }).notNull().unique(),
  /** An emoji shown beside the name. */
  icon: varchar('icon', { length: 50 }),
});
