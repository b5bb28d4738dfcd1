import { and, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SkillLevel } from '@shared/constants';
import type { MyTeamStatus, TeamView } from '@shared/contracts/teams';
import type { Db } from '@server/db/client';
import { users } from '@server/db/schema/users';
import { sports } from '@server/db/schema/sports';
import { teamJoinRequests, teamMembers, teams } from '@server/db/schema/teams';

const captain = alias(users, 'captain');

export const teamSortName = sql<string>`lower(${teams.name})`;

/** The columns a team card needs, with the viewer's relation to the team (null for nobody). */
export function teamColumns(viewerId: string | null) {
  return {
    id: teams.id,
    name: teams.name,
    sortName: teamSortName,
    description: teams.description,
    sportId: sports.id,
    sportName: sports.name,
    sportIcon: sports.icon,
    skillLevel: teams.skillLevel,
    location: teams.location,
    maxMembers: teams.maxMembers,
    currentMembers: teams.currentMembers,
    isPrivate: teams.isPrivate,
    captainId: captain.id,
    captainFirstName: captain.firstName,
    captainLastName: captain.lastName,
    captainImage: captain.profileImageUrl,
    createdAt: teams.createdAt,
    myStatus: viewerId
      ? sql<MyTeamStatus | null>`coalesce(
          (select case when m.role = 'captain' then 'captain' else 'member' end
             from ${teamMembers} m where m.team_id = ${teams.id} and m.user_id = ${viewerId}),
          (select 'pending' from ${teamJoinRequests} r
             where r.team_id = ${teams.id} and r.user_id = ${viewerId} and r.status = 'pending'))`
      : sql<null>`null`,
  };
}

type TeamRow = {
  id: string;
  name: string;
  description: string | null;
  sportId: number;
  sportName: string;
  sportIcon: string | null;
  skillLevel: SkillLevel | null;
  location: string | null;
  maxMembers: number;
  currentMembers: number;
  isPrivate: boolean;
  captainId: string | null;
  captainFirstName: string | null;
  captainLastName: string | null;
  captainImage: string | null;
  createdAt: Date;
  myStatus: MyTeamStatus | null;
};

export function selectTeams(db: Db, viewerId: string | null) {
  return db
    .select(teamColumns(viewerId))
    .from(teams)
    .innerJoin(sports, eq(sports.id, teams.sportId))
    .leftJoin(captain, eq(captain.id, teams.captainId));
}

export function toTeamView(row: TeamRow): TeamView {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    sport: { id: row.sportId, name: row.sportName, icon: row.sportIcon },
    skillLevel: row.skillLevel,
    location: row.location,
    maxMembers: row.maxMembers,
    currentMembers: row.currentMembers,
    isPrivate: row.isPrivate,
    captain: row.captainId
      ? {
          id: row.captainId,
          firstName: row.captainFirstName,
          lastName: row.captainLastName,
          profileImageUrl: row.captainImage,
        }
      : null,
    myStatus: row.myStatus ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function teamViewById(
  db: Db,
  viewerId: string | null,
  id: string,
  extra?: SQL,
): Promise<TeamView | null> {
  const [row] = await selectTeams(db, viewerId).where(and(eq(teams.id, id), extra));
  return row ? toTeamView(row) : null;
}
