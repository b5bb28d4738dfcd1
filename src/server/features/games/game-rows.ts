import { and, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { GameView } from '@shared/contracts/games';
import type { SkillLevel } from '@shared/constants';
import type { GameStatus } from '@shared/enums';
import type { Db } from '@server/db/client';
import type { Tx } from '@server/db/tx';
import { gameParticipants, games } from '@server/db/schema/games';
import { users } from '@server/db/schema/users';
import { sports } from '@server/db/schema/sports';
import { venues } from '@server/db/schema/venues';

export const organizer = alias(users, 'organizer');

/** The columns a game card needs, with the viewer's place in it (null for nobody). */
export function gameColumns(viewerId: string | null) {
  return {
    id: games.id,
    title: games.title,
    description: games.description,
    sportId: sports.id,
    sportName: sports.name,
    sportIcon: sports.icon,
    venueId: venues.id,
    venueName: venues.name,
    venueCity: venues.city,
    venueTimeZone: venues.timeZone,
    location: games.location,
    startTime: games.startTime,
    endTime: games.endTime,
    cursorAt: sql<string>`${games.startTime}::text`,
    maxPlayers: games.maxPlayers,
    currentPlayers: games.currentPlayers,
    waitlistCount: sql<number>`(select count(*)::int from ${gameParticipants} w where w.game_id = ${games.id} and w.status = 'waitlist')`,
    skillLevel: games.skillLevel,
    cost: games.cost,
    isPrivate: games.isPrivate,
    status: games.status,
    organizerId: organizer.id,
    organizerFirstName: organizer.firstName,
    organizerLastName: organizer.lastName,
    organizerImage: organizer.profileImageUrl,
    myStatus: viewerId
      ? sql<
          'accepted' | 'waitlist' | null
        >`(select m.status from ${gameParticipants} m where m.game_id = ${games.id} and m.user_id = ${viewerId} and m.status in ('accepted', 'waitlist'))`
      : sql<null>`null`,
  };
}

export type GameRow = {
  id: string;
  title: string;
  description: string | null;
  sportId: number;
  sportName: string;
  sportIcon: string | null;
  venueId: string | null;
  venueName: string | null;
  venueCity: string | null;
  venueTimeZone: string | null;
  location: string | null;
  startTime: Date;
  endTime: Date | null;
  maxPlayers: number;
  currentPlayers: number;
  waitlistCount: number;
  skillLevel: SkillLevel | null;
  cost: string;
  isPrivate: boolean;
  status: GameStatus;
  organizerId: string;
  organizerFirstName: string | null;
  organizerLastName: string | null;
  organizerImage: string | null;
  myStatus: 'accepted' | 'waitlist' | null;
};

/**
 * Who sees a game: everyone when it is public; when private, only its organiser and the people
 * on its roster (players, waitlist, invitees, invitees who declined, people who asked to join
 * through its invite link). Others are told it does not exist, as for an unknown id.
 */
export function visibleTo(viewerId: string | null): SQL {
  if (!viewerId) return sql`not ${games.isPrivate}`;
  return sql`(not ${games.isPrivate} or ${games.organizerId} = ${viewerId} or exists (
    select 1 from ${gameParticipants} v where v.game_id = ${games.id} and v.user_id = ${viewerId}))`;
}

/** games joined with what a card shows; add where/order/limit. */
export function selectGames(db: Db | Tx, viewerId: string | null) {
  return db
    .select(gameColumns(viewerId))
    .from(games)
    .innerJoin(sports, eq(sports.id, games.sportId))
    .innerJoin(organizer, eq(organizer.id, games.organizerId))
    .leftJoin(venues, eq(venues.id, games.venueId));
}

export function toGameView(row: GameRow): GameView {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    sport: { id: row.sportId, name: row.sportName, icon: row.sportIcon },
    venue:
      row.venueId && row.venueName
        ? {
            id: row.venueId,
            name: row.venueName,
            city: row.venueCity ?? '',
            timeZone: row.venueTimeZone ?? 'UTC',
          }
        : null,
    location: row.location,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime?.toISOString() ?? null,
    maxPlayers: row.maxPlayers,
    currentPlayers: row.currentPlayers,
    waitlistCount: Number(row.waitlistCount),
    skillLevel: row.skillLevel,
    cost: row.cost,
    isPrivate: row.isPrivate,
    status: row.status,
    organizer: {
      id: row.organizerId,
      firstName: row.organizerFirstName,
      lastName: row.organizerLastName,
      profileImageUrl: row.organizerImage,
    },
    myStatus: row.myStatus ?? null,
  };
}

export async function gameViewById(
  db: Db | Tx,
  viewerId: string | null,
  id: string,
  extra?: SQL,
): Promise<GameView | null> {
  const [row] = await selectGames(db, viewerId).where(
    and(eq(games.id, id), visibleTo(viewerId), extra),
  );
  return row ? toGameView(row) : null;
}
