import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  SKILL_LEVELS,
  SUBSCRIPTION_TIERS,
  USER_TYPES,
  VERIFICATION_BADGES,
} from '@shared/constants';
import { timestamps } from './columns';

export const userType = pgEnum('user_type', USER_TYPES);
export const skillLevel = pgEnum('skill_level', SKILL_LEVELS);
export const verificationBadge = pgEnum('verification_badge', VERIFICATION_BADGES);
export const subscriptionTier = pgEnum('subscription_tier', SUBSCRIPTION_TIERS);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Always stored lower-case (the contracts normalise it), so a plain unique index is enough.
    email: varchar('email', { length: 255 }).notNull().unique(),
    /** argon2id hash (PHC string), never the password itself. */
    password: text('password').notNull(),
    firstName: varchar('first_name', { length: 100 }),
    lastName: varchar('last_name', { length: 100 }),
    profileImageUrl: text('profile_image_url'),
    username: varchar('username', { length: 50 }).unique(),
    bio: text('bio'),
    location: varchar('location', { length: 255 }),
    userType: userType('user_type').notNull().default('fan'),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`ARRAY['fan']::text[]`),
    skillLevel: skillLevel('skill_level'),
    favoriteSport: varchar('favorite_sport', { length: 50 }),
    playerStats: jsonb('player_stats'),
    isVenueOwner: boolean('is_venue_owner').notNull().default(false),
    isTeamManager: boolean('is_team_manager').notNull().default(false),
    isVerified: boolean('is_verified').notNull().default(false),
    verificationBadge: verificationBadge('verification_badge').notNull().default('none'),
    stripeCustomerId: varchar('stripe_customer_id', { length: 255 }),
    stripeSubscriptionId: varchar('stripe_subscription_id', { length: 255 }),
    subscriptionTier: subscriptionTier('subscription_tier').notNull().default('free'),
    followersCount: integer('followers_count').notNull().default(0),
    followingCount: integer('following_count').notNull().default(0),
    totalPoints: integer('total_points').notNull().default(0),
    reputationScore: integer('reputation_score').notNull().default(0),
    settings: jsonb('settings'),
    notificationPreferences: jsonb('notification_preferences'),
    ...timestamps,
  },
  (t) => [
    index('users_user_type_idx').on(t.userType),
    index('users_roles_idx').using('gin', t.roles),
    // Kept in step with user_follows in the same transaction; the checks catch any drift below 0.
    check('users_followers_count_check', sql`${t.followersCount} >= 0`),
    check('users_following_count_check', sql`${t.followingCount} >= 0`),
  ],
);
