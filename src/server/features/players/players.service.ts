import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { PlayerPage, PlayerProfile, listPlayersQuery } from '@shared/contracts/players';
import type { Db } from '@server/db/client';
import { users } from '@server/db/schema/users';
import { playerSports } from '@server/db/schema/players';
import { sports } from '@server/db/schema/sports';
import { teamMembers, teams } from '@server/db/schema/teams';
import { notFound } from '@server/lib/app-error';
import { decodeCursor, encodeCursor, isText, isUuid } from '@server/lib/cursor';
import { containsPattern } from '@server/lib/like-pattern';
import { playerCardColumns, sportsOf, toPlayerCard } from './player-cards';
import { playerRecord } from './player-record';

export const PLAYER_NOT_FOUND = 'Player not found';

/** Directory order: by name, then id (the keyset). */
const sortName = sql<string>`lower(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`;
const isPlayer = sql`${users.roles} @> array['player']::text[]`;

/**
 * The players directory (SPEC §2 Players tab): people with the player role, filtered by name or
 * bio, sport, level (in that sport when one is chosen) and location; the viewer is left out.
 */
export async function listPlayers(
  db: Db,
  viewerId: string | null,
  query: z.output<typeof listPlayersQuery>,
): Promise<PlayerPage> {
  const after = query.cursor
    ? decodeCursor<[string, string]>(query.cursor, [isText, isUuid])
    : null;
  const levelInSport = query.sportId
    ? sql`exists (select 1 from ${playerSports} where ${playerSports.userId} = ${users.id}
        and ${playerSports.sportId} = ${query.sportId}
        ${query.skillLevel ? sql`and coalesce(${playerSports.skillLevel}, ${users.skillLevel}) = ${query.skillLevel}` : sql``})`
    : query.skillLevel
      ? eq(users.skillLevel, query.skillLevel)
      : undefined;
  const search = query.q ? containsPattern(query.q) : null;
  const rows = await db
    .select({ ...playerCardColumns(viewerId), sortName })
    .from(users)
    .where(
      and(
        isPlayer,
        viewerId ? ne(users.id, viewerId) : undefined,
        levelInSport,
        search
          ? sql`(${sortName} ilike ${search} or coalesce(${users.bio}, '') ilike ${search} or coalesce(${users.location}, '') ilike ${search})`
          : undefined,
        query.location
          ? sql`${users.location} ilike ${containsPattern(query.location)}`
          : undefined,
        after ? sql`(${sortName}, ${users.id}) > (${after[0]}, ${after[1]}::uuid)` : undefined,
      ),
    )
    .orderBy(asc(sortName), asc(users.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const sportsByUser = await sportsOf(
    db,
    page.map((row) => row.id),
  );
  const last = page.at(-1);
  return {
    items: page.map((row) => toPlayerCard(row, sportsByUser, viewerId)),
    nextCursor: rows.length > query.limit && last ? encodeCursor([last.sortName, last.id]) : null,
  };
}

/** A player's public profile: card, counts, record and teams. Any member has one. */
export async function getPlayerProfile(
  db: Db,
  viewerId: string | null,
  id: string,
  now: Date,
): Promise<PlayerProfile> {
  const [row] = await db
    .select({
      ...playerCardColumns(viewerId),
      followingCount: users.followingCount,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, id));
  if (!row) throw notFound(PLAYER_NOT_FOUND);
  const [sportsByUser, record, memberships] = await Promise.all([
    sportsOf(db, [id]),
    playerRecord(db, id, now),
    db
      .select({ id: teams.id, name: teams.name, sport: sports.name, role: teamMembers.role })
      .from(teamMembers)
      .innerJoin(teams, eq(teams.id, teamMembers.teamId))
      .innerJoin(sports, eq(sports.id, teams.sportId))
      .where(eq(teamMembers.userId, id))
      .orderBy(asc(teams.name)),
  ]);
  return {
    ...toPlayerCard(row, sportsByUser, viewerId),
    followingCount: row.followingCount,
    createdAt: row.createdAt.toISOString(),
    stats: {
      gamesPlayed: record.gamesPlayed,
      winRate: record.winRate,
      rating: record.rating,
      reviewCount: record.reviewCount,
    },
    teams: memberships,
  };
}
