import { and, asc, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type {
  createEsportsTeamBody,
  EsportsGameView,
  EsportsTeamSummary,
  EsportsTeamView,
  listEsportsTeamsQuery,
} from '@shared/contracts/esports';
import type { EsportsRosterRole } from '@shared/esports-enums';
import type { z } from 'zod';
import type { Db } from '@server/db/client';
import type { Tx } from '@server/db/tx';
import { electronicGames, esportsOrganizations, esportsTeams } from '@server/db/schema/esports';
import { esportsTeamMembers } from '@server/db/schema/esports-matches';
import { users } from '@server/db/schema/users';
import { badRequest, conflict, forbidden, notFound } from '@server/lib/app-error';
import { emit } from '@server/lib/events';
import { containsPattern } from '@server/lib/like-pattern';
import {
  captainTeamRow,
  myTeamIds,
  rosterOf,
  selectTeams,
  teamRow,
  toGameView,
  toTeamSummary,
} from './team-rows';

export const UNKNOWN_GAME = 'Choose a game from the list';
export const TAG_TAKEN = 'Another team of this game already uses that tag';
export const NOT_YOUR_ORG = 'You can only add teams to an organisation you own';
export const ALREADY_ON_ROSTER = 'That player is already on the roster or invited';
export const NO_INVITATION = 'There is no invitation for you from this team';
export const CAPTAIN_STAYS = 'The captain cannot leave; pass the captaincy on or disband the team';
const UNKNOWN_PLAYER = 'Player not found';
const LIST_LIMIT = 100;

/**
 * GET /api/esports/games: the catalogue, esports titles first. The registered teams figure is
 * counted from the teams themselves (a stored counter went stale: teams are seeded, created and
 * disbanded by several paths).
 */
export async function listGames(db: Db): Promise<EsportsGameView[]> {
  const rows = await db
    .select({
      game: electronicGames,
      // Spelled out: in a query on one table drizzle leaves column names unqualified, and
      // "game_id = id" would then compare inside the subquery.
      teams: sql<number>`(select count(*)::int from ${esportsTeams} where ${sql.raw('"esports_teams"."game_id" = "electronic_games"."id"')})`,
    })
    .from(electronicGames)
    .orderBy(desc(electronicGames.isEsportsTitle), asc(electronicGames.title));
  return rows.map(({ game, teams }) => toGameView({ ...game, registeredTeamsCount: teams }));
}

/** POST /api/esports/teams: the creator is captain and the roster's first member. */
export async function createTeam(
  db: Db,
  userId: string,
  input: z.output<typeof createEsportsTeamBody>,
): Promise<EsportsTeamView> {
  const teamId = await db.transaction(async (tx) => {
    const [game] = await tx
      .select({ id: electronicGames.id })
      .from(electronicGames)
      .where(eq(electronicGames.id, input.gameId));
    if (!game) throw badRequest(UNKNOWN_GAME, { gameId: UNKNOWN_GAME });
    if (input.organizationId) {
      const [org] = await tx
        .select({ ownerId: esportsOrganizations.ownerId })
        .from(esportsOrganizations)
        .where(eq(esportsOrganizations.id, input.organizationId));
      if (!org || org.ownerId !== userId) {
        throw badRequest(NOT_YOUR_ORG, { organizationId: NOT_YOUR_ORG });
      }
    }
    const [row] = await tx
      .insert(esportsTeams)
      .values({
        name: input.name,
        tag: input.tag,
        gameId: input.gameId,
        region: input.region ?? null,
        organizationId: input.organizationId ?? null,
        mmr: input.mmr ?? null,
        logo: input.logo ?? null,
        captainId: userId,
      })
      .onConflictDoNothing()
      .returning({ id: esportsTeams.id });
    if (!row) throw conflict(TAG_TAKEN, 'tag_taken');
    await tx.insert(esportsTeamMembers).values({
      teamId: row.id,
      userId,
      role: 'captain',
      status: 'active',
      joinedAt: new Date(),
    });
    if (input.organizationId) {
      await tx
        .update(esportsOrganizations)
        .set({ totalTeams: sql`${esportsOrganizations.totalTeams} + 1` })
        .where(eq(esportsOrganizations.id, input.organizationId));
    }
    return row.id;
  });
  return getTeam(db, userId, teamId);
}

/** GET /api/esports/teams/{id}. */
export async function getTeam(
  db: Db | Tx,
  viewerId: string | null,
  teamId: string,
): Promise<EsportsTeamView> {
  const { team, game } = await teamRow(db, teamId);
  const isCaptain = viewerId !== null && team.captainId === viewerId;
  const [org] = team.organizationId
    ? await db
        .select({
          id: esportsOrganizations.id,
          name: esportsOrganizations.name,
          logo: esportsOrganizations.logo,
        })
        .from(esportsOrganizations)
        .where(eq(esportsOrganizations.id, team.organizationId))
    : [];
  return {
    ...toTeamSummary(team, game),
    organization: org ?? null,
    captainId: team.captainId,
    matchesPlayed: team.matchesPlayed,
    tournamentWins: team.tournamentWins,
    earnings: team.earnings,
    status: team.status,
    roster: await rosterOf(db, teamId, viewerId, isCaptain),
    isCaptain,
    createdAt: team.createdAt.toISOString(),
  };
}

/** GET /api/esports/teams: by title or name, best win rate first (the "top teams"). */
export async function listTeams(
  db: Db,
  viewerId: string | null,
  query: z.output<typeof listEsportsTeamsQuery>,
): Promise<EsportsTeamSummary[]> {
  const conditions: SQL[] = [];
  if (query.gameId) conditions.push(eq(esportsTeams.gameId, query.gameId));
  if (query.q) conditions.push(ilike(esportsTeams.name, containsPattern(query.q)));
  if (query.mine === 'true') {
    if (!viewerId) return [];
    const mine = await myTeamIds(db, viewerId);
    if (mine.length === 0) return [];
    conditions.push(inArray(esportsTeams.id, mine));
  }
  const rows = await selectTeams(db)
    .where(and(...conditions))
    .orderBy(desc(esportsTeams.winRate), desc(esportsTeams.wins), asc(esportsTeams.name))
    .limit(LIST_LIMIT);
  return rows.map((r) => toTeamSummary(r.team, r.game));
}

/** POST /api/esports/teams/{id}/members: the captain invites; the player accepts later. */
export async function inviteMember(
  db: Db,
  captainId: string,
  teamId: string,
  input: { userId: string; role: EsportsRosterRole },
) {
  await db.transaction(async (tx) => {
    await captainTeamRow(tx, captainId, teamId);
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId));
    if (!user) throw badRequest(UNKNOWN_PLAYER, { userId: UNKNOWN_PLAYER });
    const [row] = await tx
      .insert(esportsTeamMembers)
      .values({ teamId, userId: input.userId, role: input.role, status: 'invited' })
      .onConflictDoNothing()
      .returning({ id: esportsTeamMembers.id });
    if (!row) throw conflict(ALREADY_ON_ROSTER, 'already_on_roster');
    await emit(tx, { type: 'esports.invited', data: { teamId, userId: input.userId } });
  });
  return getTeam(db, captainId, teamId);
}

/** POST /api/esports/teams/{id}/members/{userId}/response: only the invited player answers. */
export async function answerInvitation(
  db: Db,
  userId: string,
  teamId: string,
  memberId: string,
  accept: boolean,
) {
  await teamRow(db, teamId);
  if (memberId !== userId) throw forbidden('Only the invited player can answer an invitation');
  await db.transaction(async (tx) => {
    const where = and(
      eq(esportsTeamMembers.teamId, teamId),
      eq(esportsTeamMembers.userId, userId),
      eq(esportsTeamMembers.status, 'invited'),
    );
    const done = accept
      ? await tx
          .update(esportsTeamMembers)
          .set({ status: 'active', joinedAt: new Date() })
          .where(where)
          .returning({ id: esportsTeamMembers.id })
      : await tx.delete(esportsTeamMembers).where(where).returning({ id: esportsTeamMembers.id });
    if (done.length === 0) throw notFound(NO_INVITATION);
  });
  return getTeam(db, userId, teamId);
}

/** DELETE /api/esports/teams/{id}/members/{userId}: the captain removes, a member leaves. */
export async function removeMember(db: Db, userId: string, teamId: string, memberId: string) {
  await db.transaction(async (tx) => {
    const { team } = await teamRow(tx, teamId);
    if (team.captainId !== userId && memberId !== userId) {
      throw forbidden('Only the captain can remove another member');
    }
    if (memberId === team.captainId) throw conflict(CAPTAIN_STAYS, 'captain_stays');
    const gone = await tx
      .delete(esportsTeamMembers)
      .where(and(eq(esportsTeamMembers.teamId, teamId), eq(esportsTeamMembers.userId, memberId)))
      .returning({ id: esportsTeamMembers.id });
    if (gone.length === 0) throw notFound('Member not found');
  });
  return getTeam(db, userId, teamId);
}
