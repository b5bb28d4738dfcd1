import { z } from 'zod';
import { SKILL_LEVELS } from '@shared/constants';
import { AVAILABILITY_MAX } from '@shared/availability';
import {
  cursorParam,
  limitParam,
  pageOf,
  skillLevelParam,
  sportIdParam,
  textFilter,
  idSchema,
} from './common';

export const playerSport = z.object({
  id: z.number(),
  name: z.string(),
  icon: z.string().nullable(),
  skillLevel: z.enum(SKILL_LEVELS).nullable(),
});
export type PlayerSport = z.infer<typeof playerSport>;

export const playerCard = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  location: z.string().nullable(),
  bio: z.string().nullable(),
  skillLevel: z.enum(SKILL_LEVELS).nullable(),
  sports: z.array(playerSport),
  followersCount: z.number(),
  isFollowing: z.boolean(),
  isMe: z.boolean(),
});
export type PlayerCard = z.infer<typeof playerCard>;

export const PLAYERS_PAGE_SIZE = 12;

export const listPlayersQuery = z.object({
  q: textFilter('Search'),
  sportId: sportIdParam,
  skillLevel: skillLevelParam,
  location: textFilter('Location'),
  cursor: cursorParam,
  limit: limitParam(50, PLAYERS_PAGE_SIZE),
});
export type ListPlayersQuery = z.input<typeof listPlayersQuery>;

export const playerPage = pageOf(playerCard);
export type PlayerPage = z.infer<typeof playerPage>;

/** A suggested player with why they were suggested (GET /api/players/matches). */
export const playerMatch = playerCard.extend({
  /** 0–100: shared sport, skill closeness, distance and overlapping availability. */
  score: z.number(),
  reasons: z.array(z.string()),
  distanceKm: z.number().nullable(),
});
export type PlayerMatch = z.infer<typeof playerMatch>;
export const playerMatches = z.object({ items: z.array(playerMatch) });

export const playerProfile = playerCard.extend({
  followingCount: z.number(),
  createdAt: z.string(),
  stats: z.object({
    gamesPlayed: z.number(),
    winRate: z.number().nullable(),
    rating: z.number().nullable(),
    reviewCount: z.number(),
  }),
  teams: z.array(
    z.object({ id: z.string(), name: z.string(), sport: z.string(), role: z.string() }),
  ),
});
export type PlayerProfile = z.infer<typeof playerProfile>;

export const followResult = z.object({ following: z.boolean(), followersCount: z.number() });
export type FollowResult = z.infer<typeof followResult>;

const coordinate = (min: number, max: number, label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(min, `${label} must be between ${min} and ${max}`)
    .max(max, `${label} must be between ${min} and ${max}`)
    .nullable();

/** What smart matching uses: the sports you play (with your level in each), where and when. */
export const playerPreferences = z
  .object({
    sports: z
      .array(
        z.object({
          sportId: idSchema('Choose a sport from the list'),
          skillLevel: z
            .enum(SKILL_LEVELS, { error: 'Please choose a skill level' })
            .nullable()
            .default(null),
        }),
      )
      .max(10, 'Pick at most 10 sports'),
    availability: z
      .number({ error: 'Availability must be a set of weekly slots' })
      .int('Availability must be a set of weekly slots')
      .min(0, 'Availability must be a set of weekly slots')
      .max(AVAILABILITY_MAX, 'Availability must be a set of weekly slots'),
    latitude: coordinate(-90, 90, 'Latitude'),
    longitude: coordinate(-180, 180, 'Longitude'),
    /** Shown on your profile (users.location); null leaves it as it is. */
    location: z
      .string()
      .trim()
      .max(255, 'Location must be at most 255 characters')
      .nullable()
      .default(null),
  })
  .refine((value) => (value.latitude === null) === (value.longitude === null), {
    message: 'Give both latitude and longitude, or neither',
    path: ['longitude'],
  });
export type PlayerPreferences = z.infer<typeof playerPreferences>;
export type PlayerPreferencesInput = z.input<typeof playerPreferences>;
