import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { createdAt, timestamps } from './columns';

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
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
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
