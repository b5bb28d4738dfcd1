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
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { AFFILIATION_KINDS, AFFILIATION_STATUSES, FEDERATION_TYPES } from '@shared/enums';
import { createdAt, timestamps } from './columns';
import { leagues } from './leagues';
import { teams } from './teams';
import { sports } from './sports';
import { users } from './users';

export const federationType = pgEnum('federation_type', FEDERATION_TYPES);
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

/** The users who run a federation (they alone edit it), each with a title such as President. */
export const federationOfficials = pgTable(
  'federation_officials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    federationId: uuid('federation_id')
      .notNull()
      .references(() => federations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 100 }).notNull(),
    ...createdAt,
  },
  (t) => [
    uniqueIndex('federation_officials_federation_id_user_id_idx').on(t.federationId, t.userId),
    index('federation_officials_user_id_idx').on(t.userId),
  ],
);

/**
 * Published regulations, one row each (the SPEC's `federations.regulations` JSON stays as a
 * descriptive field; rows can be added and removed one at a time without rewriting the rest).
 */
export const federationRegulations = pgTable(
  'federation_regulations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    federationId: uuid('federation_id')
      .notNull()
      .references(() => federations.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 200 }).notNull(),
    body: text('body'),
    documentUrl: text('document_url'),
    publishedOn: date('published_on', { mode: 'string' }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('federation_regulations_federation_id_idx').on(t.federationId, t.publishedOn),
    check(
      'federation_regulations_content_check',
      sql`${t.body} is not null or ${t.documentUrl} is not null`,
    ),
  ],
);

export const affiliationKind = pgEnum('federation_affiliation_kind', AFFILIATION_KINDS);
export const affiliationStatus = pgEnum('federation_affiliation_status', AFFILIATION_STATUSES);

/**
 * Affiliation requests and their answers: a club (team) asking to join, or a league asking to be
 * sanctioned. An accepted club row is the membership; a sanctioned league is `leagues.federation_id`
 * (one federation per league), its accepted row the record of who decided when.
 * One open (pending or accepted) row per federation and club or league.
 */
export const federationAffiliations = pgTable(
  'federation_affiliations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    federationId: uuid('federation_id')
      .notNull()
      .references(() => federations.id, { onDelete: 'cascade' }),
    kind: affiliationKind('kind').notNull(),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    leagueId: uuid('league_id').references(() => leagues.id, { onDelete: 'cascade' }),
    status: affiliationStatus('status').notNull().default('pending'),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    ...createdAt,
  },
  (t) => [
    uniqueIndex('federation_affiliations_open_team_idx')
      .on(t.federationId, t.teamId)
      .where(sql`${t.status} <> 'declined' and ${t.teamId} is not null`),
    uniqueIndex('federation_affiliations_open_league_idx')
      .on(t.federationId, t.leagueId)
      .where(sql`${t.status} <> 'declined' and ${t.leagueId} is not null`),
    index('federation_affiliations_federation_id_status_idx').on(t.federationId, t.status),
    index('federation_affiliations_team_id_idx').on(t.teamId),
    index('federation_affiliations_league_id_idx').on(t.leagueId),
    check(
      'federation_affiliations_target_check',
      sql`(${t.kind} = 'club' and ${t.teamId} is not null and ${t.leagueId} is null) or (${t.kind} = 'league' and ${t.leagueId} is not null and ${t.teamId} is null)`,
    ),
  ],
);
