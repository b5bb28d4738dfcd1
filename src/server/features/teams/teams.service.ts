import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  CreateTeamInput,
  TeamDetail,
  TeamPage,
  listTeamsQuery,
} from '@shared/contracts/teams';
import type { Db } from '@server/db/client';
import { users } from '@server/db/schema/users';
import { sports } from '@server/db/schema/sports';
import { teamJoinRequests, teamMembers, teams } from '@server/db/schema/teams';
import { badRequest, notFound } from '@server/lib/app-error';
import { decodeCursor, encodeCursor, isText, isUuid } from '@server/lib/cursor';
import { containsPattern } from '@server/lib/like-pattern';
import { selectTeams, teamSortName, teamViewById, toTeamView } from './team-rows';

export const TEAM_NOT_FOUND = 'Team not found';
export const UNKNOWN_SPORT = 'Sport is required';

/** Teams by name, filtered (SPEC §2 Teams tab); private teams are listed, joining asks. */
export async function listTeams(
  db: Db,
  viewerId: string | null,
  query: z.output<typeof listTeamsQuery>,
): Promise<TeamPage> {
  const after = query.cursor
    ? decodeCursor<[string, string]>(query.cursor, [isText, isUuid])
    : null;
  const search = query.q ? containsPattern(query.q) : null;
  const rows = await selectTeams(db, viewerId)
    .where(
      and(
        query.sportId ? eq(teams.sportId, query.sportId) : undefined,
        query.skillLevel ? eq(teams.skillLevel, query.skillLevel) : undefined,
        query.location
          ? sql`coalesce(${teams.location}, '') ilike ${containsPattern(query.location)}`
          : undefined,
        search
          ? sql`(${teams.name} ilike ${search} or coalesce(${teams.description}, '') ilike ${search})`
          : undefined,
        after ? sql`(${teamSortName}, ${teams.id}) > (${after[0]}, ${after[1]}::uuid)` : undefined,
      ),
    )
    .orderBy(asc(teamSortName), asc(teams.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(toTeamView),
    nextCursor: rows.length > query.limit && last ? encodeCursor([last.sortName, last.id]) : null,
  };
}

/** A team with its members (captain first) and, for its captain, the open requests to join. */
export async function getTeam(db: Db, viewerId: string | null, id: string): Promise<TeamDetail> {
  const team = await teamViewById(db, viewerId, id);
  if (!team) throw notFound(TEAM_NOT_FOUND);
  const person = {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    profileImageUrl: users.profileImageUrl,
  };
  const [members, requests] = await Promise.all([
    db
      .select({ ...person, role: teamMembers.role, joinedAt: teamMembers.joinedAt })
      .from(teamMembers)
      .innerJoin(users, eq(users.id, teamMembers.userId))
      .where(eq(teamMembers.teamId, id))
      .orderBy(
        sql`case when ${teamMembers.role} = 'captain' then 0 else 1 end`,
        asc(teamMembers.joinedAt),
        asc(teamMembers.id),
      ),
    team.myStatus === 'captain'
      ? db
          .select({
            ...person,
            requestId: teamJoinRequests.id,
            message: teamJoinRequests.message,
            createdAt: teamJoinRequests.createdAt,
          })
          .from(teamJoinRequests)
          .innerJoin(users, eq(users.id, teamJoinRequests.userId))
          .where(and(eq(teamJoinRequests.teamId, id), eq(teamJoinRequests.status, 'pending')))
          .orderBy(asc(teamJoinRequests.createdAt))
      : [],
  ]);
  return {
    ...team,
    members: members.map(({ role, joinedAt, ...user }) => ({
      user,
      role,
      joinedAt: joinedAt.toISOString(),
    })),
    requests: requests.map(({ requestId, message, createdAt, ...user }) => ({
      id: requestId,
      user,
      message,
      createdAt: createdAt.toISOString(),
    })),
  };
}

/** Creates a team with its creator as captain and first member. */
export async function createTeam(
  db: Db,
  captainId: string,
  input: CreateTeamInput,
): Promise<TeamDetail> {
  const [sport] = await db
    .select({ id: sports.id })
    .from(sports)
    .where(eq(sports.id, input.sportId));
  if (!sport) throw badRequest(UNKNOWN_SPORT, { sportId: UNKNOWN_SPORT });
  const id = await db.transaction(async (tx) => {
    const [team] = await tx
      .insert(teams)
      .values({
        name: input.name,
        sportId: input.sportId,
        description: input.description,
        skillLevel: input.skillLevel ?? null,
        location: input.location,
        maxMembers: input.maxMembers,
        isPrivate: input.isPrivate,
        captainId,
        currentMembers: 1,
      })
      .returning({ id: teams.id });
    await tx.insert(teamMembers).values({ teamId: team!.id, userId: captainId, role: 'captain' });
    return team!.id;
  });
  return getTeam(db, captainId, id);
}
