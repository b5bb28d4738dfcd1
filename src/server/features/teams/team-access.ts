import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import type { Tx } from '@server/db/tx';
import { teamMembers, teams } from '@server/db/schema/teams';
import { forbidden, notFound } from '@server/lib/app-error';
import { findEntityParty } from '@server/lib/entity-parties';
import { TEAM_NOT_FOUND } from './teams.service';

export const ONLY_LEADERS = 'Only the captain or the manager can do that';

/** The members' ids of a team (the manager counts as one for team life, even off the roster). */
export async function teamPeopleIds(db: Db | Tx, teamId: string): Promise<string[]> {
  const rows = await db
    .select({ id: teamMembers.userId })
    .from(teamMembers)
    .where(eq(teamMembers.teamId, teamId));
  const [team] = await db
    .select({ managerId: teams.managerId })
    .from(teams)
    .where(eq(teams.id, teamId));
  const ids = new Set(rows.map((row) => row.id));
  if (team?.managerId) ids.add(team.managerId);
  return [...ids];
}

/** Whether the user is on the team's roster or is its manager. */
export async function isTeamPerson(db: Db | Tx, teamId: string, userId: string) {
  const [row] = await db
    .select({ id: teams.id })
    .from(teams)
    .where(
      and(
        eq(teams.id, teamId),
        sql`(${teams.managerId} = ${userId} or exists (select 1 from ${teamMembers}
          where ${teamMembers.teamId} = ${teams.id} and ${teamMembers.userId} = ${userId}))`,
      ),
    );
  return Boolean(row);
}

/** A member (or the manager) goes on; anyone else is told the team's events do not exist. */
export async function requireTeamPerson(db: Db | Tx, teamId: string, userId: string) {
  if (!(await isTeamPerson(db, teamId, userId))) throw notFound(TEAM_NOT_FOUND);
}

/**
 * The captain or manager goes on. A member who is neither gets 403 (they can see the team);
 * anyone else 404.
 */
export async function requireTeamLeader(db: Db | Tx, teamId: string, userId: string) {
  const party = await findEntityParty(db, 'team', teamId);
  if (!party) throw notFound(TEAM_NOT_FOUND);
  if (party.managerIds.includes(userId)) return party;
  if (await isTeamPerson(db, teamId, userId)) throw forbidden(ONLY_LEADERS);
  throw notFound(TEAM_NOT_FOUND);
}
