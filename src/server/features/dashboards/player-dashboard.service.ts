import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { PlayerGame, PlayerStats, PlayerTeam } from '@shared/contracts/dashboards';
import { type Db, rowsOf } from '@server/db/client';
import { gameParticipants, games } from '@server/db/schema/games';
import { users } from '@server/db/schema/users';
import { sports } from '@server/db/schema/sports';
import { teamJoinRequests, teamMembers, teams } from '@server/db/schema/teams';
import { venues } from '@server/db/schema/venues';
import { playerRecord } from '@server/features/players/player-record';

export const HISTORY_MONTHS = 6;
const GAMES_SHOWN = 50;

/** "2024-06" for the months from five months ago to this one (UTC), oldest first. */
export function lastMonths(now: Date, count = HISTORY_MONTHS): string[] {
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(
      Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (count - 1 - index), 1),
    );
    return date.toISOString().slice(0, 7);
  });
}

export async function playerStats(db: Db, userId: string, now: Date): Promise<PlayerStats> {
  const months = lastMonths(now);
  const since = `${months[0]}-01T00:00:00Z`;
  const [record, [counts], history] = await Promise.all([
    playerRecord(db, userId, now),
    rowsOf<{ upcoming: number; teams: number; followers: number; following: number }>(
      db,
      sql`select
        (select count(*)::int from ${gameParticipants} gp join ${games} g on g.id = gp.game_id
          where gp.user_id = ${userId} and gp.status in ('accepted', 'waitlist')
            and g.status = 'upcoming' and g.start_time >= ${now.toISOString()}::timestamptz) as upcoming,
        (select count(*)::int from ${teamMembers} where user_id = ${userId}) as teams,
        u.followers_count as followers, u.following_count as following
      from ${users} u where u.id = ${userId}`,
    ),
    rowsOf<{ month: string; played: number; wins: number }>(
      db,
      sql`select to_char(g.start_time at time zone 'UTC', 'YYYY-MM') as month,
          count(*)::int as played, (count(*) filter (where gp.result = 'win'))::int as wins
        from ${gameParticipants} gp join ${games} g on g.id = gp.game_id
        where gp.user_id = ${userId} and gp.status = 'accepted' and g.status <> 'cancelled'
          and g.start_time >= ${since}::timestamptz and g.start_time < ${now.toISOString()}::timestamptz
        group by 1`,
    ),
  ]);
  const byMonth = new Map(history.map((row) => [row.month, row]));
  return {
    ...record,
    upcomingGames: counts?.upcoming ?? 0,
    teams: counts?.teams ?? 0,
    followers: counts?.followers ?? 0,
    following: counts?.following ?? 0,
    history: months.map((month) => ({
      month,
      played: byMonth.get(month)?.played ?? 0,
      wins: byMonth.get(month)?.wins ?? 0,
    })),
  };
}

/** The player's games: upcoming (soonest first, waitlist too) or past (latest first, played). */
export async function playerGames(
  db: Db,
  userId: string,
  when: 'upcoming' | 'past',
  now: Date,
): Promise<PlayerGame[]> {
  const upcoming = when === 'upcoming';
  const rows = await db
    .select({
      id: games.id,
      title: games.title,
      sportId: sports.id,
      sportName: sports.name,
      sportIcon: sports.icon,
      venueName: venues.name,
      venueTimeZone: venues.timeZone,
      location: games.location,
      startTime: games.startTime,
      status: games.status,
      myStatus: gameParticipants.status,
      organizerId: games.organizerId,
      joinedAt: gameParticipants.joinedAt,
      participantId: gameParticipants.id,
      result: gameParticipants.result,
      currentPlayers: games.currentPlayers,
      maxPlayers: games.maxPlayers,
      waitlistPosition: sql<number | null>`case when ${gameParticipants.status} = 'waitlist' then
        (select count(*)::int from ${gameParticipants} w where w.game_id = ${games.id}
          and w.status = 'waitlist' and (w.joined_at, w.id) <= (${gameParticipants.joinedAt}, ${gameParticipants.id}))
        end`,
    })
    .from(gameParticipants)
    .innerJoin(games, eq(games.id, gameParticipants.gameId))
    .innerJoin(sports, eq(sports.id, games.sportId))
    .leftJoin(venues, eq(venues.id, games.venueId))
    .where(
      and(
        eq(gameParticipants.userId, userId),
        upcoming
          ? inArray(gameParticipants.status, ['accepted', 'waitlist'])
          : eq(gameParticipants.status, 'accepted'),
        upcoming ? gte(games.startTime, now) : lt(games.startTime, now),
      ),
    )
    .orderBy(upcoming ? asc(games.startTime) : desc(games.startTime), asc(games.id))
    .limit(GAMES_SHOWN);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    sport: { id: row.sportId, name: row.sportName, icon: row.sportIcon },
    venue: row.venueName ?? row.location,
    time: row.startTime.toISOString(),
    timeZone: row.venueTimeZone,
    status: row.status,
    myStatus: row.myStatus === 'waitlist' ? 'waitlist' : 'accepted',
    isOrganizer: row.organizerId === userId,
    waitlistPosition: row.waitlistPosition === null ? null : Number(row.waitlistPosition),
    result: row.result,
    currentPlayers: row.currentPlayers,
    maxPlayers: row.maxPlayers,
  }));
}

/** Teams the player is in (active), then the ones they asked to join (not active yet). */
export async function playerTeams(db: Db, userId: string): Promise<PlayerTeam[]> {
  const columns = {
    id: teams.id,
    name: teams.name,
    sport: sports.name,
    members: teams.currentMembers,
    maxMembers: teams.maxMembers,
  };
  const [memberships, requests] = await Promise.all([
    db
      .select({ ...columns, role: teamMembers.role })
      .from(teamMembers)
      .innerJoin(teams, eq(teams.id, teamMembers.teamId))
      .innerJoin(sports, eq(sports.id, teams.sportId))
      .where(eq(teamMembers.userId, userId))
      .orderBy(asc(teams.name)),
    db
      .select(columns)
      .from(teamJoinRequests)
      .innerJoin(teams, eq(teams.id, teamJoinRequests.teamId))
      .innerJoin(sports, eq(sports.id, teams.sportId))
      .where(and(eq(teamJoinRequests.userId, userId), eq(teamJoinRequests.status, 'pending')))
      .orderBy(asc(teams.name)),
  ]);
  return [
    ...memberships.map((team) => ({ ...team, active: true })),
    ...requests.map((team) => ({ ...team, role: 'pending', active: false })),
  ];
}
