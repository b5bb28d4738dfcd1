import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { PAYMENT_ORDER_STATUSES } from '@shared/enums';
import { bookings } from './bookings';
import { createdAt, timestamps } from './columns';
import { users } from './users';

export const paymentOrderStatus = pgEnum('payment_order_status', PAYMENT_ORDER_STATUSES);

/**
 * Anything paid for other than a whole booking (a league's registration fee, later tournament
 * entry fees, team dues, booking shares). `kind` names the feature that sells it (its payable
 * kind, src/server/payables.ts) and `subject_id` what it is for in that feature (a league_teams
 * row…). The amount is decided by the server when the order is opened and never changes.
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: varchar('kind', { length: 40 }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    payerId: uuid('payer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Integer cents. */
    amount: integer('amount').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    description: varchar('description', { length: 255 }).notNull(),
    /** The web path the payer goes back to after checkout (the league's page…). */
    returnTo: varchar('return_to', { length: 255 }).notNull(),
    status: paymentOrderStatus('status').notNull().default('pending'),
    /** The provider the current intent lives with ('test' or 'stripe'); refunds go back there. */
    provider: varchar('provider', { length: 20 }),
    providerIntentId: varchar('provider_intent_id', { length: 255 }),
    /** The provider's words for the last declined card. */
    lastError: text('last_error'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('payment_orders_kind_subject_idx').on(t.kind, t.subjectId),
    index('payment_orders_payer_id_idx').on(t.payerId),
    uniqueIndex('payment_orders_intent_idx').on(t.provider, t.providerIntentId),
    check('payment_orders_amount_check', sql`${t.amount} > 0`),
  ],
);

/**
 * The built-in test payment provider's PaymentIntents. They live in the database (not in a
 * process) so every instance behind a load balancer sees the same payment, as with Stripe.
 * Statuses follow Stripe's: requires_payment_method → succeeded, or canceled.
 */
export const testPaymentIntents = pgTable(
  'test_payment_intents',
  {
    /** "pi_test_…", shown nowhere but stored on the booking like a Stripe id. */
    id: varchar('id', { length: 64 }).primaryKey(),
    /** What it pays for: a booking, or a payment order (exactly one of the two). */
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').references(() => paymentOrders.id, { onDelete: 'cascade' }),
    /** Integer cents, as providers count. */
    amount: integer('amount').notNull(),
    amountRefunded: integer('amount_refunded').notNull().default(0),
    currency: varchar('currency', { length: 3 }).notNull(),
    status: varchar('status', { length: 32 }).notNull().default('requires_payment_method'),
    clientSecret: varchar('client_secret', { length: 128 }).notNull().unique(),
    /** The same key twice gives the same intent (as Stripe's Idempotency-Key does). */
    idempotencyKey: varchar('idempotency_key', { length: 255 }).notNull().unique(),
    lastError: text('last_error'),
    cardBrand: varchar('card_brand', { length: 20 }),
    cardLast4: varchar('card_last4', { length: 4 }),
    ...timestamps,
  },
  (t) => [
    index('test_payment_intents_booking_id_idx').on(t.bookingId),
    index('test_payment_intents_order_id_idx').on(t.orderId),
    check(
      'test_payment_intents_subject_check',
      sql`num_nonnulls(${t.bookingId}, ${t.orderId}) = 1`,
    ),
    check('test_payment_intents_amount_check', sql`${t.amount} >= 0`),
    check('test_payment_intents_refund_check', sql`${t.amountRefunded} between 0 and ${t.amount}`),
  ],
);

/**
 * Provider events already handled (Stripe webhooks). Recording the id in the same transaction
 * as the change it caused makes a redelivered event a no-op.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: varchar('provider', { length: 20 }).notNull(),
    eventId: varchar('event_id', { length: 255 }).notNull(),
    type: varchar('type', { length: 100 }).notNull(),
    ...createdAt,
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/**
 * Secrets the app generates for itself when none is configured (the check-in token key), so
 * every instance signs and verifies with the same one and a restart keeps codes valid.
 */
export const appSecrets = pgTable('app_secrets', {
  name: varchar('name', { length: 64 }).primaryKey(),
  value: text('value').notNull(),
  ...createdAt,
});
