import { z } from 'zod';
import { GAME_RESULTS, GAME_STATUSES } from '@shared/enums';
import { sportSummary } from './common';
import { MY_GAME_STATUSES } from './games';

/** GET /api/player/stats (SPEC §3 "Player stats", with the figures behind them). */
export const playerStats = z.object({
  gamesPlayed: z.number(),
  wins: z.number(),
  losses: z.number(),
  draws: z.number(),
  /** Percent of reported results that were wins; null until a result is reported. */
  winRate: z.number().nullable(),
  /** Average rating other players gave (1–5); null without reviews. */
  rating: z.number().nullable(),
  reviewCount: z.number(),
  upcomingGames: z.number(),
  teams: z.number(),
  followers: z.number(),
  following: z.number(),
  /** The last six months, oldest first: games played and won each month. */
  history: z.array(z.object({ month: z.string(), played: z.number(), wins: z.number() })),
});
export type PlayerStats = z.infer<typeof playerStats>;

/** SPEC §3 "Player game": id, sport, venue, time, status, and what the dashboard acts on. */
export const playerGame = z.object({
  id: z.string(),
  title: z.string(),
  sport: sportSummary,
  /** The venue's name, or the game's free-text location. */
  venue: z.string().nullable(),
  time: z.string(),
  status: z.enum(GAME_STATUSES),
  myStatus: z.enum(MY_GAME_STATUSES),
  /** The player organises it (organisers cancel rather than leave). */
  isOrganizer: z.boolean(),
  waitlistPosition: z.number().nullable(),
  result: z.enum(GAME_RESULTS).nullable(),
  currentPlayers: z.number(),
  maxPlayers: z.number(),
});
export type PlayerGame = z.infer<typeof playerGame>;

export const playerGamesQuery = z.object({
  when: z
    .enum(['upcoming', 'past'], { error: 'When must be upcoming or past' })
    .default('upcoming'),
});
export const playerGames = z.object({ items: z.array(playerGame) });

/** SPEC §3 "Player team": id, name, sport, members, active (false while a request is pending). */
export const playerTeam = z.object({
  id: z.string(),
  name: z.string(),
  sport: z.string(),
  members: z.number(),
  maxMembers: z.number(),
  role: z.string(),
  active: z.boolean(),
});
export type PlayerTeam = z.infer<typeof playerTeam>;
export const playerTeams = z.object({ items: z.array(playerTeam) });
