import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { COACH_ROLES, COACHING_ENTITY_TYPES, COACHING_STATUSES } from '@shared/coaching-enums';
import { timestamps } from './columns';
import { bookings } from './bookings';
import { users } from './users';

export const coachManagementEntityType = pgEnum(
  'coach_management_entity_type',
  COACHING_ENTITY_TYPES,
);
export const coachRole = pgEnum('coach_role', COACH_ROLES);
export const coachManagementStatus = pgEnum('coach_management_status', COACHING_STATUSES);

/**
 * Who coaches whom (SPEC §3 coach_management). `entity_id` points into users, teams or
 * esports_teams according to `entity_type`, so it has no foreign key. A coach's offer starts
 * pending; the other side accepts (active) or declines.
 */
export const coachManagement = pgTable(
  'coach_management',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    coachId: uuid('coach_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    entityType: coachManagementEntityType('entity_type').notNull(),
    entityId: uuid('entity_id').notNull(),
    role: coachRole('role').notNull(),
    specialization: varchar('specialization', { length: 100 }),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    achievements: jsonb('achievements'),
    // The default stays 'active' (SPEC): PostgreSQL may not use an enum value in the migration
    // that adds it. New offers are inserted as 'pending' explicitly.
    status: coachManagementStatus('status').notNull().default('active'),
    ...timestamps,
  },
  (t) => [
    index('coach_management_coach_id_idx').on(t.coachId),
    // "Coaches of this team/player".
    index('coach_management_entity_idx').on(t.entityType, t.entityId),
    check('coach_management_date_range_check', sql`${t.endDate} >= ${t.startDate}`),
  ],
);

/** One weekly window a coach is available in: weekday 0 = Monday, hours on the coach's clock. */
export type AvailabilityWindow = { weekday: number; startHour: number; endHour: number };

/** A coach's public profile: what they teach, their rate and when they are free. */
export const coachProfiles = pgTable(
  'coach_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    headline: varchar('headline', { length: 120 }),
    specialities: text('specialities')
      .array()
      .notNull()
      .default(sql`'{}'`),
    certifications: text('certifications')
      .array()
      .notNull()
      .default(sql`'{}'`),
    hourlyRate: numeric('hourly_rate', { precision: 10, scale: 2 }).notNull(),
    sportIds: integer('sport_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    availability: jsonb('availability').$type<AvailabilityWindow[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [check('coach_profiles_rate_check', sql`${t.hourlyRate} >= 0`)],
);

/**
 * A coaching session is a venue booking (made by the coach through the normal booking flow)
 * linked to the coaching record it serves, with the coach's notes and the goals the player reads.
 */
export const coachingSessions = pgTable(
  'coaching_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    coachingId: uuid('coaching_id')
      .notNull()
      .references(() => coachManagement.id, { onDelete: 'cascade' }),
    notes: text('notes'),
    goals: text('goals'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('coaching_sessions_booking_uq').on(t.bookingId),
    index('coaching_sessions_coaching_idx').on(t.coachingId),
  ],
);
