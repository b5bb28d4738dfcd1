import { z } from 'zod';
import { SKILL_LEVELS } from '@shared/constants';
import { GAME_PARTICIPANT_STATUSES, GAME_RESULTS, GAME_STATUSES } from '@shared/enums';
import {
  cursorParam,
  limitParam,
  personSummary,
  skillLevelParam,
  idSchema,
  sportIdParam,
  sportSummary,
  textFilter,
} from './common';

export const GAME_MIN_PLAYERS = 2;
export const GAME_MAX_PLAYERS = 100;
export const GAMES_PAGE_SIZE = 12;

/** A participant's place in a game, as the games lists show it to the signed-in user. */
export const MY_GAME_STATUSES = ['accepted', 'waitlist'] as const;

export const gameView = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  sport: sportSummary,
  /** The venue it is played at; its times are shown on the venue's clock (`timeZone`). */
  venue: z
    .object({ id: z.string(), name: z.string(), city: z.string(), timeZone: z.string() })
    .nullable(),
  location: z.string().nullable(),
  startTime: z.string(),
  endTime: z.string().nullable(),
  maxPlayers: z.number(),
  currentPlayers: z.number(),
  waitlistCount: z.number(),
  skillLevel: z.enum(SKILL_LEVELS).nullable(),
  /** Per player, USD, numeric text ("7.50"). */
  cost: z.string(),
  isPrivate: z.boolean(),
  status: z.enum(GAME_STATUSES),
  organizer: personSummary,
  myStatus: z.enum(MY_GAME_STATUSES).nullable(),
});
export type GameView = z.infer<typeof gameView>;

export const gameParticipantView = z.object({
  user: personSummary,
  status: z.enum(GAME_PARTICIPANT_STATUSES),
  joinedAt: z.string(),
  /** 1-based place on the waitlist; null for players in the game. */
  waitlistPosition: z.number().nullable(),
});

export const gameDetail = gameView.extend({
  participants: z.array(gameParticipantView),
  myResult: z.enum(GAME_RESULTS).nullable(),
  /** What the organiser's invite link carries; null for everyone else. */
  inviteToken: z.string().nullable(),
});
export type GameDetail = z.infer<typeof gameDetail>;

export const gamePage = z.object({
  items: z.array(gameView),
  nextCursor: z.string().nullable(),
  /** How many games match the filters (the home dashboard's "Available Games"). */
  total: z.number(),
});
export type GamePage = z.infer<typeof gamePage>;

export const listGamesQuery = z.object({
  q: textFilter('Search'),
  sportId: sportIdParam,
  skillLevel: skillLevelParam,
  location: textFilter('Location'),
  cursor: cursorParam,
  limit: limitParam(50, GAMES_PAGE_SIZE),
});
export type ListGamesQuery = z.input<typeof listGamesQuery>;

const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullable()
    .optional()
    .transform((value) => value || null);

const dateTime = (message: string) =>
  z.iso.datetime({ offset: true, error: message }).transform((value) => new Date(value));

/** The fields of a new game; `createGameBody` adds the rules between them. */
export const gameFields = z.object({
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(3, 'Title must be at least 3 characters')
    .max(120, 'Title must be at most 120 characters'),
  description: optionalText(2000, 'Description'),
  sportId: idSchema('Sport is required'),
  venueId: z.uuid({ error: 'Choose a venue from the list' }).nullable().optional(),
  location: optionalText(255, 'Location'),
  startTime: dateTime('Start time is required'),
  endTime: dateTime('End time must be a date and time').nullable().optional(),
  maxPlayers: z
    .number({ error: 'Max players is required' })
    .int('Max players must be a whole number')
    .min(GAME_MIN_PLAYERS, `A game needs at least ${GAME_MIN_PLAYERS} players`)
    .max(GAME_MAX_PLAYERS, `A game can have at most ${GAME_MAX_PLAYERS} players`),
  skillLevel: z.enum(SKILL_LEVELS, { error: 'Please choose a skill level' }).nullable().optional(),
  cost: z
    .string({ error: 'Cost must be an amount like 5 or 7.50' })
    .trim()
    .regex(/^\d{1,4}(\.\d{1,2})?$/, 'Cost must be an amount like 5 or 7.50')
    .optional()
    .default('0'),
  isPrivate: z.boolean({ error: 'Private must be true or false' }).optional().default(false),
  /** The organiser takes the first place (off for someone organising for others). */
  organizerPlays: z.boolean({ error: 'Must be true or false' }).optional().default(true),
});

export const VENUE_OR_LOCATION = 'Choose a venue or enter a location';
/** A game is somewhere: at a listed venue or at a place described in words. */
export const hasVenueOrLocation = (game: { venueId?: string | null; location?: string | null }) =>
  Boolean(game.venueId || game.location);

export const createGameBody = gameFields
  .refine(hasVenueOrLocation, { message: VENUE_OR_LOCATION, path: ['location'] })
  .refine((game) => !game.endTime || game.endTime > game.startTime, {
    message: 'End time must be after the start time',
    path: ['endTime'],
  });
export type CreateGameBody = z.input<typeof createGameBody>;
export type CreateGameInput = z.output<typeof createGameBody>;

/** The organiser invites a player to a game (how a private game's players get in). */
export const inviteToGameBody = z.object({
  userId: z.uuid({ error: 'Choose a player to invite' }),
});
export type InviteToGameBody = z.infer<typeof inviteToGameBody>;

/** Someone who opened a private game's invite link asks to join (the organiser answers). */
export const requestToJoinGameBody = z.object({
  token: z.string({ error: 'Open the invite link again' }).max(100, 'Open the invite link again'),
});
export type RequestToJoinGameBody = z.infer<typeof requestToJoinGameBody>;

/** A game opened through its invite link. A wrong token is answered as an unknown game. */
export const gameInviteParams = z.object({
  id: z.uuid({ error: 'Game not found' }),
  token: z.string().max(100, 'Game not found'),
});

/** The organiser answers one player's request to join. */
export const gameRequestParams = z.object({
  id: z.uuid({ error: 'Game not found' }),
  userId: z.uuid({ error: 'Request not found' }),
});

export const joinGameResult = z.object({
  status: z.enum(MY_GAME_STATUSES),
  waitlistPosition: z.number().nullable(),
  game: gameView,
});
export type JoinGameResult = z.infer<typeof joinGameResult>;

export const leaveGameResult = z.object({
  /** The waiting player who took the freed place, if any. */
  promotedUserId: z.string().nullable(),
  game: gameView,
});

export const gameResultBody = z.object({
  result: z.enum(GAME_RESULTS, { error: 'Result must be win, loss or draw' }),
});
