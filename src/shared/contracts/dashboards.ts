import { z } from 'zod';
import { BOOKING_STATUSES, GAME_RESULTS, GAME_STATUSES } from '@shared/enums';
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
  /** The venue's time zone, to show `time` on its clock; null for a place described in words. */
  timeZone: z.string().nullable(),
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

/** GET /api/venue/stats: SPEC "Venue stats", over the caller's venues. */
export const venueStats = z.object({
  /** Paid bookings starting this calendar month (UTC), numeric text. */
  monthlyRevenue: z.string(),
  /** Confirmed and completed bookings, all time. */
  totalBookings: z.number(),
  /** Booked share of opening hours over the last 30 days, in percent (one decimal). */
  occupancyRate: z.number(),
  /** Average of all reviews of the caller's venues. */
  rating: z.number(),
  reviews: z.number(),
  venues: z.number(),
  /** Confirmed bookings starting today or later. */
  upcomingBookings: z.number(),
});
export type VenueStats = z.infer<typeof venueStats>;

export const analyticsQuery = z.object({
  venueId: z.uuid({ error: 'Venue not found' }).optional(),
  days: z.coerce
    .number({ error: 'days must be a number' })
    .int()
    .min(7, 'days is between 7 and 90')
    .max(90, 'days is between 7 and 90')
    .default(30),
});

export const venueAnalytics = z.object({
  days: z.number(),
  /** Paid revenue per day (UTC date of the booking's start), oldest first. */
  revenueByDay: z.array(z.object({ date: z.string(), amount: z.string(), bookings: z.number() })),
  /** Share of each opening half-hour (venue time) that was booked over the period, percent. */
  occupancyByHour: z.array(z.object({ hour: z.string(), rate: z.number() })),
  statusCounts: z.array(z.object({ status: z.enum(BOOKING_STATUSES), count: z.number() })),
});
export type VenueAnalytics = z.infer<typeof venueAnalytics>;
