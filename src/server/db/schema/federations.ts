import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { sports } from './sports';
import { users } from './users';

export const federationType = pgEnum('federation_type', [
  'local',
  'state',
  'national',
  'international',
  'continental',
]);
export const federationRecognitionLevel = pgEnum('federation_recognition_level', [
  'none',
  'local',
  'national',
  'international',
  'olympic',
]);

/** Governing bodies (SPEC §3 federations). */
export const federations = pgTable(
  'federations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: varchar('name', { length: 255 }).notNull(),
    acronym: varchar('acronym', { length: 20 }),
    description: text('description'),
    // Nullable: multi-sport bodies (e.g. national olympic committees) have no single sport.
    sportId: integer('sport_id').references(() => sports.id, { onDelete: 'restrict' }),
    presidentId: uuid('president_id').references(() => users.id, { onDelete: 'set null' }),
    federationType: federationType('federation_type'),
    /** ISO 3166-1 alpha-2; empty for international and continental bodies. */
    country: varchar('country', { length: 2 }),
    region: varchar('region', { length: 100 }),
    establishedDate: date('established_date', { mode: 'string' }),
    headquarters: varchar('headquarters', { length: 255 }),
    email: varchar('email', { length: 255 }),
    phoneNumber: varchar('phone_number', { length: 30 }),
    website: text('website'),
    boardMembers: jsonb('board_members'),
    committees: jsonb('committees'),
    regulations: jsonb('regulations'),
    memberClubsCount: integer('member_clubs_count').notNull().default(0),
    registeredPlayersCount: integer('registered_players_count').notNull().default(0),
    /** Descriptive list as published; the live link is leagues.federation_id. */
    affiliatedLeagues: jsonb('affiliated_leagues'),
    isRecognized: boolean('is_recognized').notNull().default(false),
    recognitionLevel: federationRecognitionLevel('recognition_level').notNull().default('none'),
    certifications: jsonb('certifications'),
    logo: text('logo'),
    officialColors: jsonb('official_colors'),
    socialMedia: jsonb('social_media'),
    ...timestamps,
  },
  (t) => [
    index('federations_sport_id_idx').on(t.sportId),
    index('federations_country_idx').on(t.country),
    index('federations_president_id_idx').on(t.presidentId),
    check('federations_member_clubs_count_check', sql`${t.memberClubsCount} >= 0`),
    check('federations_registered_players_check', sql`${t.registeredPlayersCount} >= 0`),
  ],
);
