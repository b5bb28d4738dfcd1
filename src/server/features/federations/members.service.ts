import { asc, eq, sql } from 'drizzle-orm';
import type {
  FederationLeagueView,
  MemberClubView,
  PlayersByMonth,
} from '@shared/contracts/federations';
import type { Db } from '@server/db/client';
import { federationAffiliations } from '@server/db/schema/federations';
import { leagues } from '@server/db/schema/leagues';
import { sports } from '@server/db/schema/sports';
import { teamMembers, teams } from '@server/db/schema/teams';
import { federationRow, federationTeamIds } from './federation-rows';

/** How many months the players-over-time chart covers, ending with the current one. */
export const PLAYER_CHART_MONTHS = 12;

/** GET /api/federations/{id}/clubs: member clubs by name, with their squad size. */
export async function listClubs(db: Db, federationId: string): Promise<MemberClubView[]> {
  await federationRow(db, federationId);
  const rows = await db
    .select({
      teamId: teams.id,
      name: teams.name,
      logo: teams.logo,
      location: teams.location,
      members: sql<number>`(select count(*)::int from team_members tm where tm.team_id = ${teams.id})`,
      since: federationAffiliations.decidedAt,
    })
    .from(federationAffiliations)
    .innerJoin(teams, eq(teams.id, federationAffiliations.teamId))
    .where(
      sql`${federationAffiliations.federationId} = ${federationId}
        and ${federationAffiliations.kind} = 'club' and ${federationAffiliations.status} = 'accepted'`,
    )
    .orderBy(asc(teams.name));
  return rows.map((row) => ({
    ...row,
    members: Number(row.members),
    since: row.since?.toISOString() ?? null,
  }));
}

/** GET /api/federations/{id}/leagues: the leagues it sanctions, newest season first. */
export async function listSanctionedLeagues(
  db: Db,
  federationId: string,
): Promise<FederationLeagueView[]> {
  await federationRow(db, federationId);
  const rows = await db
    .select({ league: leagues, sportName: sports.name, sportIcon: sports.icon })
    .from(leagues)
    .innerJoin(sports, eq(sports.id, leagues.sportId))
    .where(eq(leagues.federationId, federationId))
    .orderBy(sql`${leagues.startDate} desc nulls last`, asc(leagues.name));
  return rows.map(({ league, sportName, sportIcon }) => ({
    id: league.id,
    name: league.name,
    season: league.season,
    status: league.status,
    currentTeams: league.currentTeams,
    sport: { id: league.sportId, name: sportName, icon: sportIcon },
    standingsRule: league.standingsRule,
  }));
}

const monthOf = (date: Date) => date.toISOString().slice(0, 7);

/** The `count` months ending with `now`'s, oldest first, as YYYY-MM (UTC). */
export function lastMonths(now: Date, count: number): string[] {
  const months: string[] = [];
  for (let back = count - 1; back >= 0; back -= 1) {
    months.push(monthOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1))));
  }
  return months;
}

/**
 * Registered players at the end of each month: a player counts from the first time they joined
 * one of the federation's teams (member clubs and teams of sanctioned leagues), as things stand
 * today (a player who has left is not counted back in time).
 */
export function cumulativeByMonth(firstJoins: Date[], months: string[]): PlayersByMonth {
  const sorted = firstJoins.map(monthOf).sort();
  let index = 0;
  return months.map((month) => {
    while (index < sorted.length && sorted[index]! <= month) index += 1;
    return { month, players: index };
  });
}

/** GET /api/federations/{id}/players-over-time. */
export async function playersOverTime(
  db: Db,
  federationId: string,
  now: Date,
): Promise<PlayersByMonth> {
  await federationRow(db, federationId);
  const rows = await db
    .select({ first: sql<Date>`min(${teamMembers.joinedAt})`.mapWith(teamMembers.joinedAt) })
    .from(teamMembers)
    .where(sql`${teamMembers.teamId} in ${federationTeamIds(federationId)}`)
    .groupBy(teamMembers.userId);
  return cumulativeByMonth(
    rows.map((row) => row.first),
    lastMonths(now, PLAYER_CHART_MONTHS),
  );
}
