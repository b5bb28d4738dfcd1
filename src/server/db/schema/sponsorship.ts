import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamps } from './columns';
import { sponsorshipDeals, sponsorshipDealStatus } from './deals';
import { users } from './users';

/** Which party made a change to a deal: the sponsor, or someone acting for the entity. */
export const sponsorshipSide = pgEnum('sponsorship_side', ['sponsor', 'entity']);

export const sponsorshipAction = pgEnum('sponsorship_action', [
  'proposed',
  'sent',
  'countered',
  'accepted',
  'declined',
  'withdrawn',
  'terminated',
  'renewed',
  'expired',
]);

/**
 * Every change of a deal, with who and when. The latest `sent`/`countered` row also says whose
 * turn it is in a negotiation (the other side answers), so the deal row needs no turn column.
 * `actor_id` is null for changes nobody made (a deal expiring when its end date passes).
 */
export const sponsorshipDealHistory = pgTable(
  'sponsorship_deal_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dealId: uuid('deal_id')
      .notNull()
      .references(() => sponsorshipDeals.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    side: sponsorshipSide('side'),
    action: sponsorshipAction('action').notNull(),
    fromStatus: sponsorshipDealStatus('from_status'),
    toStatus: sponsorshipDealStatus('to_status').notNull(),
    /** What a counter-offer changed (old and new amount, dates, deliverables). */
    changes: jsonb('changes'),
    /** The deal a renewal created (on the old deal's row) or renewed (on the new one's). */
    relatedDealId: uuid('related_deal_id').references(() => sponsorshipDeals.id, {
      onDelete: 'set null',
    }),
    ...createdAt,
  },
  (t) => [index('sponsorship_deal_history_deal_id_idx').on(t.dealId, t.createdAt)],
);

/**
 * A deal's deliverables checklist: what the receiving side promised (a logo on the kit, three
 * posts…), ticked off with evidence (an uploaded photo's URL or a link).
 */
export const sponsorshipDeliverables = pgTable(
  'sponsorship_deliverables',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dealId: uuid('deal_id')
      .notNull()
      .references(() => sponsorshipDeals.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    dueDate: date('due_date', { mode: 'string' }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    doneById: uuid('done_by_id').references(() => users.id, { onDelete: 'set null' }),
    evidenceUrl: text('evidence_url'),
    evidenceNote: varchar('evidence_note', { length: 500 }),
    ...timestamps,
  },
  (t) => [
    index('sponsorship_deliverables_deal_id_idx').on(t.dealId, t.position),
    check('sponsorship_deliverables_position_check', sql`${t.position} >= 0`),
  ],
);
