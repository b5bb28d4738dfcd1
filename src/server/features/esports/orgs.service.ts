import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { createEsportsOrgBody, EsportsOrgView } from '@shared/contracts/esports';
import type { z } from 'zod';
import type { Db } from '@server/db/client';
import { electronicGames, esportsOrganizations, esportsTeams } from '@server/db/schema/esports';
import {
  esportsTournamentParticipants,
  esportsTournaments,
} from '@server/db/schema/esports-tournaments';
import { users } from '@server/db/schema/users';
import { notFound } from '@server/lib/app-error';
import { gameSummary, selectTeams, toTeamSummary } from './team-rows';

export const ORG_NOT_FOUND = 'Organisation not found';

/** POST /api/esports/orgs: the caller owns it. */
export async function createOrg(
  db: Db,
  userId: string,
  input: z.output<typeof createEsportsOrgBody>,
): Promise<EsportsOrgView> {
  const [row] = await db
    .insert(esportsOrganizations)
    .values({
      name: input.name,
      acronym: input.acronym ?? null,
      description: input.description ?? null,
      headquarters: input.headquarters ?? null,
      logo: input.logo ?? null,
      website: input.website ?? null,
      ownerId: userId,
    })
    .returning({ id: esportsOrganizations.id });
  return getOrg(db, userId, row!.id);
}

/** GET /api/esports/orgs: every organisation with its team count. */
export async function listOrgs(db: Db) {
  const rows = await db
    .select({
      org: esportsOrganizations,
      teamsCount: sql<number>`(select count(*)::int from ${esportsTeams} where ${esportsTeams.organizationId} = ${esportsOrganizations.id})`,
    })
    .from(esportsOrganizations)
    .orderBy(asc(esportsOrganizations.name))
    .limit(100);
  return rows.map(({ org, teamsCount }) => ({
    id: org.id,
    name: org.name,
    acronym: org.acronym,
    logo: org.logo,
    teamsCount,
  }));
}

/** GET /api/esports/orgs/{id}: its teams, their titles and the tournaments they won. */
export async function getOrg(
  db: Db,
  viewerId: string | null,
  orgId: string,
): Promise<EsportsOrgView> {
  const [row] = await db
    .select({ org: esportsOrganizations, owner: users })
    .from(esportsOrganizations)
    .leftJoin(users, eq(users.id, esportsOrganizations.ownerId))
    .where(eq(esportsOrganizations.id, orgId));
  if (!row) throw notFound(ORG_NOT_FOUND);
  const { org, owner } = row;
  const teams = await selectTeams(db)
    .where(eq(esportsTeams.organizationId, orgId))
    .orderBy(asc(esportsTeams.name));
  const teamIds = teams.map((t) => t.team.id);
  const trophies =
    teamIds.length === 0
      ? []
      : await db
          .select({
            tournamentId: esportsTournaments.id,
            tournamentName: esportsTournaments.name,
            teamId: esportsTeams.id,
            teamName: esportsTeams.name,
            gameTitle: electronicGames.title,
            endDate: esportsTournaments.endDate,
            prizeWon: esportsTournamentParticipants.prizeWon,
          })
          .from(esportsTournamentParticipants)
          .innerJoin(
            esportsTournaments,
            eq(esportsTournaments.id, esportsTournamentParticipants.tournamentId),
          )
          .innerJoin(esportsTeams, eq(esportsTeams.id, esportsTournamentParticipants.teamId))
          .innerJoin(electronicGames, eq(electronicGames.id, esportsTournaments.gameId))
          .where(
            and(
              inArray(esportsTournamentParticipants.teamId, teamIds),
              eq(esportsTournamentParticipants.placement, 1),
              eq(esportsTournaments.status, 'completed'),
            ),
          )
          .orderBy(esportsTournaments.endDate);
  const games = new Map(teams.map((t) => [t.game.id, gameSummary(t.game)]));
  return {
    id: org.id,
    name: org.name,
    acronym: org.acronym,
    description: org.description,
    headquarters: org.headquarters,
    logo: org.logo,
    website: org.website,
    owner: owner
      ? {
          id: owner.id,
          firstName: owner.firstName,
          lastName: owner.lastName,
          profileImageUrl: owner.profileImageUrl,
        }
      : null,
    isOwner: viewerId !== null && org.ownerId === viewerId,
    teams: teams.map((t) => toTeamSummary(t.team, t.game)),
    games: [...games.values()],
    trophies,
    createdAt: org.createdAt.toISOString(),
  };
}
