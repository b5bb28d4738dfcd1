import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { SHARE_STATUSES, SPLIT_STATUSES } from '@shared/enums';
import { bookings } from './bookings';
import { timestamps } from './columns';
import { paymentOrders } from './payments';
import { skillLevel, users } from './users';

export const splitStatus = pgEnum('split_status', SPLIT_STATUSES);
export const shareStatus = pgEnum('share_status', SHARE_STATUSES);

/**
 * A booking whose total is split between players (issue 16). One row per split booking; the
 * booking stays pending (its slot held for the group) until every share is paid.
 */
export const bookingSplits = pgTable(
  'booking_splits',
  {
    bookingId: uuid('booking_id')
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    players: integer('players').notNull(),
    /** Shares not paid by then fall to the booker (the backstop job). */
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    status: splitStatus('status').notNull().default('collecting'),
    /** The shareable invite link's secret: whoever has it may take an open share. */
    inviteCode: varchar('invite_code', { length: 32 }).notNull(),
    /**
     * The booker's saved payment method: the provider and the intent their own share was paid
     * with (its card is charged off-session for unpaid shares at the deadline).
     */
    savedProvider: varchar('saved_provider', { length: 20 }),
    savedIntentId: varchar('saved_intent_id', { length: 255 }),
    /** The order that charged the booker the unpaid shares at the deadline. */
    backstopOrderId: uuid('backstop_order_id').references(() => paymentOrders.id, {
      onDelete: 'set null',
    }),
    /** An open match: listed for players whose level is in the range to join. */
    isOpen: boolean('is_open').notNull().default(false),
    levelMin: skillLevel('level_min'),
    levelMax: skillLevel('level_max'),
    /** When the last reminder went to those who have not paid (one per split, not per tick). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('booking_splits_invite_code_idx').on(t.inviteCode),
    // The backstop job looks only at splits still waiting for money.
    index('booking_splits_due_idx')
      .on(t.deadline)
      .where(sql`${t.status} in ('collecting', 'settling')`),
    index('booking_splits_open_idx')
      .on(t.deadline)
      .where(sql`${t.isOpen} and ${t.status} = 'collecting'`),
    check('booking_splits_players_check', sql`${t.players} between 2 and 22`),
  ],
);

/**
 * One player's part of a split booking. Position 0 is the booker's (it carries the remainder
 * cent). `user_id` is null while the share is open (no one has taken it yet).
 */
export const bookingShares = pgTable(
  'booking_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookingSplits.bookingId, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    status: shareStatus('status').notNull().default('unpaid'),
    /** The holder's current order for this share (a new holder gets a new one). */
    paymentOrderId: uuid('payment_order_id').references(() => paymentOrders.id, {
      onDelete: 'set null',
    }),
    /** Who paid: the holder, or the booker when the share fell to them at the deadline. */
    paidById: uuid('paid_by_id').references(() => users.id, { onDelete: 'set null' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * After the deadline a holder may only leave if someone takes the place: set while it is
     * offered; whoever takes and pays it becomes the holder and the leaver is refunded.
     */
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('booking_shares_position_idx').on(t.bookingId, t.position),
    // One share per player per booking.
    uniqueIndex('booking_shares_holder_idx')
      .on(t.bookingId, t.userId)
      .where(sql`${t.userId} is not null`),
    index('booking_shares_user_id_idx').on(t.userId),
    check('booking_shares_amount_check', sql`${t.amount} >= 0`),
  ],
);

export type BookingSplitRow = typeof bookingSplits.$inferSelect;
export type BookingShareRow = typeof bookingShares.$inferSelect;
