import { sql } from 'drizzle-orm';
import { check, date, index, jsonb, pgEnum, pgTable, uuid, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './users';

export const coachManagementEntityType = pgEnum('coach_management_entity_type', [
  'player',
  'team',
  'esports_team',
]);
export const coachRole = pgEnum('coach_role', [
  'head_coach',
  'assistant_coach',
  'fitness_coach',
  'mental_coach',
  'analyst',
]);
export const coachManagementStatus = pgEnum('coach_management_status', [
  'active',
  'inactive',
  'terminated',
]);

/**
 * Who coaches whom (SPEC §3 coach_management). `entity_id` points into users, teams or
 * esports_teams according to `entity_type`, so it has no foreign key.
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
