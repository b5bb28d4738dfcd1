import { sql } from 'drizzle-orm';
import {
  check,
  index,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { RSVP_ANSWERS, TEAM_DUE_STATUSES, TEAM_EVENT_KINDS } from '@shared/contracts/team-life';
import { createdAt, timestamps } from './columns';
import { bookings } from './bookings';
import { paymentOrders } from './payments';
import { teams } from './teams';
import { users } from './users';
import { venues } from './venues';

export const teamEventKind = pgEnum('team_event_kind', TEAM_EVENT_KINDS);
export const rsvpAnswer = pgEnum('rsvp_answer', RSVP_ANSWERS);
export const teamDueStatus = pgEnum('team_due_status', TEAM_DUE_STATUSES);

/** A team's own diary: trainings, matches and socials (issue 15, team life). */
export const teamEvents = pgTable(
  'team_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 120 }).notNull(),
    kind: teamEventKind('kind').notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }),
    // The place: a Matchday venue (maybe a booking the manager made there) or free text.
    venueId: uuid('venue_id').references(() => venues.id, { onDelete: 'set null' }),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    location: varchar('location', { length: 255 }),
    note: text('note'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Set when the event is called off; it stays listed (members see it was cancelled). */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('team_events_team_id_start_time_idx').on(t.teamId, t.startTime),
    index('team_events_start_time_idx').on(t.startTime),
    check('team_events_time_check', sql`${t.endTime} is null or ${t.endTime} > ${t.startTime}`),
  ],
);

/** A member's answer to an event: one per member, changed in place. */
export const teamEventRsvps = pgTable(
  'team_event_rsvps',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => teamEvents.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    answer: rsvpAnswer('answer').notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] })],
);

/** The link a captain or manager shares; resetting it replaces the code (the old one stops). */
export const teamInvites = pgTable('team_invites', {
  teamId: uuid('team_id')
    .primaryKey()
    .references(() => teams.id, { onDelete: 'cascade' }),
  code: varchar('code', { length: 32 }).notNull().unique(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  ...createdAt,
});

/**
 * A member's secret for the team's calendar feed: calendar apps send no cookies, so the token in
 * the URL is the sign-in. One per member and team.
 */
export const teamCalendarTokens = pgTable(
  'team_calendar_tokens',
  {
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: varchar('token', { length: 64 }).notNull().unique(),
    ...createdAt,
  },
  (t) => [primaryKey({ columns: [t.teamId, t.userId] })],
);

/** Money a manager asks a member for (subs, kit…), paid through a payment order (ADR 012). */
export const teamDues = pgTable(
  'team_dues',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: varchar('label', { length: 120 }).notNull(),
    /** Teams keep their money in USD (schema/teams.ts). */
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    status: teamDueStatus('status').notNull().default('open'),
    paymentOrderId: uuid('payment_order_id').references(() => paymentOrders.id, {
      onDelete: 'set null',
    }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('team_dues_team_id_idx').on(t.teamId, t.createdAt),
    index('team_dues_user_id_idx').on(t.userId),
    uniqueIndex('team_dues_payment_order_id_idx').on(t.paymentOrderId),
    check('team_dues_amount_check', sql`${t.amount} > 0`),
  ],
);
