import { and, asc, count, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  CreateGameInput,
  GameDetail,
  GamePage,
  GameView,
  listGamesQuery,
} from '@shared/contracts/games';
import type { Db } from '@server/db/client';
import { gameParticipants, games } from '@server/db/schema/games';
import { users } from '@server/db/schema/users';
import { sports } from '@server/db/schema/sports';
import { venues } from '@server/db/schema/venues';
import { badRequest, conflict, forbidden, notFound } from '@server/lib/app-error';
import { decodeCursor, encodeCursor, isTimestamp, isUuid } from '@server/lib/cursor';
import { emit } from '@server/lib/events';
import { containsPattern } from '@server/lib/like-pattern';
import { isForeignKeyViolation } from '@server/lib/pg-errors';
import { gameViewById, selectGames, toGameView, visibleTo } from './game-rows';

export const GAME_NOT_FOUND = 'Game not found';
export const START_IN_PAST = 'Start time must be in the future';
export const UNKNOWN_VENUE = 'Choose a venue from the list';
export const UNKNOWN_SPORT = 'Sport is required';
export const ONLY_ORGANIZER_CANCELS = 'Only the organiser can cancel this game';
export const ALREADY_CANCELLED = 'This game was cancelled';
export const ALREADY_STARTED = 'This game has already started';

type ListQuery = z.output<typeof listGamesQuery>;

/** What the games list shows: upcoming, not yet started, and public or the viewer's own. */
function listedGames(viewerId: string | null, query: ListQuery, now: Date): SQL | undefined {
  const search = query.q ? containsPattern(query.q) : null;
  const place = query.location ? containsPattern(query.location) : null;
  return and(
    eq(games.status, 'upcoming'),
    visibleTo(viewerId),
    sql`${games.startTime} >= ${now.toISOString()}::timestamptz`,
    query.sportId ? eq(games.sportId, query.sportId) : undefined,
    query.skillLevel ? eq(games.skillLevel, query.skillLevel) : undefined,
    search
      ? sql`(${games.title} ilike ${search} or coalesce(${games.description}, '') ilike ${search})`
      : undefined,
    place
      ? sql`(coalesce(${games.location}, '') ilike ${place} or coalesce(${venues.city}, '') ilike ${place} or coalesce(${venues.name}, '') ilike ${place})`
      : undefined,
  );
}

/** Upcoming games, soonest first, by keyset on (start_time, id); with the total for counters. */
export async function listGames(
  db: Db,
  viewerId: string | null,
  query: ListQuery,
  now: Date,
): Promise<GamePage> {
  const after = query.cursor
    ? decodeCursor<[string, string]>(query.cursor, [isTimestamp, isUuid])
    : null;
  const where = listedGames(viewerId, query, now);
  const [rows, [total]] = await Promise.all([
    selectGames(db, viewerId)
      .where(
        and(
          where,
          after
            ? sql`(${games.startTime}, ${games.id}) > (${after[0]}::timestamptz, ${after[1]}::uuid)`
            : undefined,
        ),
      )
      .orderBy(asc(games.startTime), asc(games.id))
      .limit(query.limit + 1),
    db
      .select({ n: count() })
      .from(games)
      .leftJoin(venues, eq(venues.id, games.venueId))
      .where(where),
  ]);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(toGameView),
    nextCursor: rows.length > query.limit && last ? encodeCursor([last.cursorAt, last.id]) : null,
    total: total?.n ?? 0,
  };
}

/** A game with its players (in order of joining) and waitlist (in order, with places). */
export async function getGame(db: Db, viewerId: string | null, id: string): Promise<GameDetail> {
  const game = await gameViewById(db, viewerId, id);
  if (!game) throw notFound(GAME_NOT_FOUND);
  return withRoster(db, viewerId, game);
}

/**
 * A game with its roster. Requests to join are the organiser's to see (and each requester's
 * own); the organiser also gets the invite link's token.
 */
export async function withRoster(
  db: Db,
  viewerId: string | null,
  game: GameView,
): Promise<GameDetail> {
  const { id } = game;
  const isOrganizer = viewerId === game.organizer.id;
  const rows = await db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      profileImageUrl: users.profileImageUrl,
      status: gameParticipants.status,
      joinedAt: gameParticipants.joinedAt,
      result: gameParticipants.result,
    })
    .from(gameParticipants)
    .innerJoin(users, eq(users.id, gameParticipants.userId))
    .where(eq(gameParticipants.gameId, id))
    .orderBy(
      sql`case ${gameParticipants.status} when 'accepted' then 0 when 'waitlist' then 1 else 2 end`,
      asc(gameParticipants.joinedAt),
      asc(gameParticipants.id),
    );
  let waiting = 0;
  const participants = rows.map((row) => ({
    user: {
      id: row.userId,
      firstName: row.firstName,
      lastName: row.lastName,
      profileImageUrl: row.profileImageUrl,
    },
    status: row.status,
    joinedAt: row.joinedAt.toISOString(),
    waitlistPosition: row.status === 'waitlist' ? ++waiting : null,
  }));
  const mine = viewerId ? rows.find((row) => row.userId === viewerId) : undefined;
  const [invite] = isOrganizer
    ? await db.select({ token: games.inviteToken }).from(games).where(eq(games.id, id))
    : [];
  return {
    ...game,
    participants: participants.filter(
      (p) => p.status !== 'requested' || isOrganizer || p.user.id === viewerId,
    ),
    myResult: mine?.result ?? null,
    inviteToken: invite?.token ?? null,
  };
}

/** Creates a game; the organiser takes the first place unless they only organise. */
export async function createGame(
  db: Db,
  organizerId: string,
  input: CreateGameInput,
  now: Date,
): Promise<GameDetail> {
  if (input.startTime <= now) throw badRequest(START_IN_PAST, { startTime: START_IN_PAST });
  const [[sport], [venue]] = await Promise.all([
    db.select({ id: sports.id }).from(sports).where(eq(sports.id, input.sportId)),
    input.venueId
      ? db.select({ id: venues.id }).from(venues).where(eq(venues.id, input.venueId))
      : [{ id: null }],
  ]);
  if (!sport) throw badRequest(UNKNOWN_SPORT, { sportId: UNKNOWN_SPORT });
  if (!venue) throw badRequest(UNKNOWN_VENUE, { venueId: UNKNOWN_VENUE });
  const id = await db
    .transaction(async (tx) => {
      const [game] = await tx
        .insert(games)
        .values({
          title: input.title,
          description: input.description,
          sportId: input.sportId,
          venueId: input.venueId ?? null,
          location: input.location,
          organizerId,
          startTime: input.startTime,
          endTime: input.endTime ?? null,
          maxPlayers: input.maxPlayers,
          currentPlayers: input.organizerPlays ? 1 : 0,
          skillLevel: input.skillLevel ?? null,
          cost: input.cost,
          isPrivate: input.isPrivate,
        })
        .returning({ id: games.id });
      if (input.organizerPlays) {
        await tx
          .insert(gameParticipants)
          .values({ gameId: game!.id, userId: organizerId, status: 'accepted' });
      }
      return game!.id;
    })
    .catch((error: unknown) => {
      // The venue was removed between the check and the insert.
      throw isForeignKeyViolation(error)
        ? badRequest(UNKNOWN_VENUE, { venueId: UNKNOWN_VENUE })
        : error;
    });
  return getGame(db, organizerId, id);
}

/** The organiser calls the game off; players keep it in their history as cancelled. */
export async function cancelGame(db: Db, userId: string, id: string, now: Date) {
  const [game] = await db
    .select({ organizerId: games.organizerId, status: games.status, startTime: games.startTime })
    .from(games)
    .where(and(eq(games.id, id), visibleTo(userId)));
  if (!game) throw notFound(GAME_NOT_FOUND);
  if (game.organizerId !== userId) throw forbidden(ONLY_ORGANIZER_CANCELS);
  if (game.status === 'cancelled') throw conflict(ALREADY_CANCELLED, 'game_cancelled');
  if (game.startTime <= now) throw conflict(ALREADY_STARTED, 'game_started');
  await db.transaction(async (tx) => {
    const called = await tx
      .update(games)
      .set({ status: 'cancelled' })
      .where(and(eq(games.id, id), eq(games.status, 'upcoming')))
      .returning({ id: games.id });
    if (called.length === 0) return;
    // Who was playing or waiting is told; invitations and requests simply lapse.
    const players = await tx
      .select({ userId: gameParticipants.userId })
      .from(gameParticipants)
      .where(
        and(
          eq(gameParticipants.gameId, id),
          inArray(gameParticipants.status, ['accepted', 'waitlist']),
          ne(gameParticipants.userId, userId),
        ),
      );
    await emit(tx, {
      type: 'game.cancelled',
      data: { gameId: id, organizerId: userId, participantIds: players.map((p) => p.userId) },
    });
  });
  return getGame(db, userId, id);
}

/**
 * Marks games that are over as completed (housekeeping): over means past their end, or two hours
 * after the start when no end was given. Lists already hide them by time; this keeps the status
 * honest for game pages and history.
 */
export async function completeFinishedGames(db: Db, now: Date): Promise<number> {
  const done = await db
    .update(games)
    .set({ status: 'completed' })
    .where(
      and(
        eq(games.status, 'upcoming'),
        sql`${games.startTime} < ${now.toISOString()}::timestamptz`,
        sql`coalesce(${games.endTime}, ${games.startTime} + interval '2 hours') < ${now.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: games.id });
  return done.length;
}
