import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { investmentDealStatus, investmentDeals } from './deals';
import { users } from './users';

/**
 * Everything around an investment deal (issue 15): who moved it and when, its milestones, its
 * documents and the investor's data-room request to the target. All rows go with their deal.
 */

/** Every status change of a deal; the first row (no `from_status`) is its creation. */
export const investmentDealHistory = pgTable(
  'investment_deal_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dealId: uuid('deal_id')
      .notNull()
      .references(() => investmentDeals.id, { onDelete: 'cascade' }),
    fromStatus: investmentDealStatus('from_status'),
    toStatus: investmentDealStatus('to_status').notNull(),
    // set null: the record of the change outlives the account that made it.
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    /** What the stake sold for, on the change to 'exited' (the deal's ROI comes from it). */
    exitValue: numeric('exit_value', { precision: 14, scale: 2 }),
    ...createdAt,
  },
  (t) => [
    index('investment_deal_history_deal_idx').on(t.dealId, t.createdAt),
    check('investment_deal_history_exit_value_check', sql`${t.exitValue} >= 0`),
  ],
);

export const investmentMilestones = pgTable(
  'investment_milestones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dealId: uuid('deal_id')
      .notNull()
      .references(() => investmentDeals.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 200 }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }),
    doneBy: uuid('done_by').references(() => users.id, { onDelete: 'set null' }),
    ...createdAt,
  },
  (t) => [index('investment_milestones_deal_idx').on(t.dealId, t.dueDate)],
);

/** A document of a deal: a link, or an image uploaded through /api/uploads (PDFs are not). */
export const investmentDocuments = pgTable(
  'investment_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dealId: uuid('deal_id')
      .notNull()
      .references(() => investmentDeals.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 200 }).notNull(),
    url: text('url').notNull(),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    ...createdAt,
  },
  (t) => [index('investment_documents_deal_idx').on(t.dealId)],
);

export const dataRoomStatus = pgEnum('data_room_status', ['pending', 'shared', 'declined']);

/** The investor asks the target to open its books; one request per deal. */
export const dataRoomRequests = pgTable(
  'data_room_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dealId: uuid('deal_id')
      .notNull()
      .references(() => investmentDeals.id, { onDelete: 'cascade' }),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    message: text('message'),
    status: dataRoomStatus('status').notNull().default('pending'),
    answeredBy: uuid('answered_by').references(() => users.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    ...createdAt,
  },
  (t) => [uniqueIndex('data_room_requests_deal_idx').on(t.dealId)],
);
