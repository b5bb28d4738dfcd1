import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { PlayerCard, PlayerSport } from '@shared/contracts/players';
import type { SkillLevel } from '@shared/constants';
import type { Db } from '@server/db/client';
import { users } from '@server/db/schema/users';
import { playerSports, userFollows } from '@server/db/schema/players';
import { sports } from '@server/db/schema/sports';

/** The users columns a player card shows, plus whether `viewerId` follows them. */
export function playerCardColumns(viewerId: string | null) {
  return {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    profileImageUrl: users.profileImageUrl,
    location: users.location,
    bio: users.bio,
    skillLevel: users.skillLevel,
    followersCount: users.followersCount,
    isFollowing: viewerId
      ? sql<boolean>`exists (select 1 from ${userFollows} where ${userFollows.followerId} = ${viewerId} and ${userFollows.followingId} = ${users.id})`
      : sql<boolean>`false`,
  };
}

type CardRow = {
  id: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  location: string | null;
  bio: string | null;
  skillLevel: SkillLevel | null;
  followersCount: number;
  isFollowing: boolean;
};

/** The sports of each of these players (one query for a whole page). */
export async function sportsOf(db: Db, userIds: string[]): Promise<Map<string, PlayerSport[]>> {
  const bySport = new Map<string, PlayerSport[]>();
  if (userIds.length === 0) return bySport;
  const rows = await db
    .select({
      userId: playerSports.userId,
      id: sports.id,
      name: sports.name,
      icon: sports.icon,
      skillLevel: playerSports.skillLevel,
    })
    .from(playerSports)
    .innerJoin(sports, eq(sports.id, playerSports.sportId))
    .where(inArray(playerSports.userId, userIds))
    .orderBy(asc(sports.name));
  for (const { userId, ...sport } of rows) {
    const list = bySport.get(userId) ?? [];
    list.push(sport);
    bySport.set(userId, list);
  }
  return bySport;
}

export function toPlayerCard(
  row: CardRow,
  sportsByUser: Map<string, PlayerSport[]>,
  viewerId: string | null,
): PlayerCard {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    profileImageUrl: row.profileImageUrl,
    location: row.location,
    bio: row.bio,
    skillLevel: row.skillLevel,
    sports: sportsByUser.get(row.id) ?? [],
    followersCount: row.followersCount,
    isFollowing: Boolean(row.isFollowing),
    isMe: row.id === viewerId,
  };
}
