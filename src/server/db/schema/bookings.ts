import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { BOOKING_STATUSES, PAYMENT_STATUSES } from '@shared/enums';
import { timestamps } from './columns';
import { users } from './users';
import { sports } from './sports';
import { venues } from './venues';
import { courts } from './courts';

export const bookingStatus = pgEnum('booking_status', BOOKING_STATUSES);
export const paymentStatus = pgEnum('payment_status', PAYMENT_STATUSES);
/** online: a player booked in the app; desk: the venue entered it for a walk-in or phone customer. */
export const bookingSource = pgEnum('booking_source', ['online', 'desk']);

/**
 * Bookings of a venue's court. No two pending/confirmed/completed bookings of one court may
 * overlap: that is an `EXCLUDE USING gist (court_id WITH =, tstzrange(start_time, end_time) WITH &&)`
 * constraint which drizzle-kit cannot express; it lives in migration 0022 (before it, 0002 and
 * 0008 kept it per venue; completed = checked in, which still occupies the court). The same
 * migration's trigger fills in a court when an insert names none, and refuses a booking over
 * a court block.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // restrict (both): a booking is a financial record and must outlive neither party silently.
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'restrict' }),
    /**
     * The court taken. An insert may leave it out: the trigger of migration 0022 then takes the
     * venue's first court free at that time (so code that books "the venue" keeps working).
     */
    courtId: uuid('court_id')
      .notNull()
      .default(sql`null`)
      .references(() => courts.id, { onDelete: 'restrict' }),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id, { onDelete: 'restrict' }),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    /** Computed by the server from the venue's price (never taken from the client). */
    totalAmount: numeric('total_amount', { precision: 10, scale: 2 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('USD'),
    status: bookingStatus('status').notNull().default('pending'),
    paymentStatus: paymentStatus('payment_status').notNull().default('pending'),
    /** Which payment provider took the money: the built-in 'test' one offline, else 'stripe'. */
    paymentProvider: varchar('payment_provider', { length: 20 }).notNull().default('test'),
    /** The provider's payment id (a Stripe PaymentIntent id, or the test provider's own id). */
    stripePaymentIntentId: varchar('stripe_payment_intent_id', { length: 255 }),
    /** Opaque check-in token rendered as the QR code; set once the booking is confirmed. */
    qrCode: text('qr_code'),
    notes: text('notes'),
    source: bookingSource('source').notNull().default('online'),
    /** Desk bookings: who the court is for (the booking's user is the staff member who entered it). */
    customerName: varchar('customer_name', { length: 100 }),
    customerPhone: varchar('customer_phone', { length: 30 }),
    /** A pending booking holds its slot until then; expired holds are cancelled by the server. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('bookings_venue_id_start_time_idx').on(t.venueId, t.startTime),
    index('bookings_court_id_start_time_idx').on(t.courtId, t.startTime),
    // A booking's court belongs to its venue.
    foreignKey({
      name: 'bookings_court_venue_fk',
      columns: [t.courtId, t.venueId],
      foreignColumns: [courts.id, courts.venueId],
    }),
    index('bookings_user_id_start_time_idx').on(t.userId, t.startTime),
    index('bookings_sport_id_idx').on(t.sportId),
    // A day's bookings across all venues (the venue search's date filter, owners' figures).
    index('bookings_start_time_idx').on(t.startTime),
    // The sweep that releases expired holds looks only at pending rows.
    index('bookings_pending_hold_idx')
      .on(t.holdExpiresAt)
      .where(sql`${t.status} = 'pending'`),
    // Payment webhooks and check-in scans find the booking by these.
    uniqueIndex('bookings_payment_intent_idx').on(t.paymentProvider, t.stripePaymentIntentId),
    uniqueIndex('bookings_qr_code_idx').on(t.qrCode),
    check('bookings_time_range_check', sql`${t.endTime} > ${t.startTime}`),
    check('bookings_total_amount_check', sql`${t.totalAmount} >= 0`),
  ],
);

export type Booking = typeof bookings.$inferSelect;
export type NewBooking = typeof bookings.$inferInsert;
