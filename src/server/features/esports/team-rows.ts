import { and, eq, inArray, or } from 'drizzle-orm';
import type {
  EsportsGameView,
  EsportsRosterMemberView,
  EsportsTeamSummary,
} from '@shared/contracts/esports';
import type { Db } from '@server/db/client';
import type { Tx } from '@server/db/tx';
import { electronicGames, esportsTeams } from '@server/db/schema/esports';
import { esportsTeamMembers } from '@server/db/schema/esports-matches';
import { users } from '@server/db/schema/users';
import { forbidden, notFound } from '@server/lib/app-error';

export const TEAM_NOT_FOUND = 'Team not found';
export const NOT_THE_CAPTAIN = 'Only the team’s captain can do that';

type Game = typeof electronicGames.$inferSelect;
type Team = typeof esportsTeams.$inferSelect;

export function toGameView(g: Game): EsportsGameView {
  return {
    id: g.id,
    title: g.title,
    description: g.description,
    genre: g.genre,
    teamSize: g.teamSize,
    platform: g.platform,
    developer: g.developer,
    publisher: g.publisher,
    competitiveScene: g.competitiveScene,
    logo: g.logo,
    coverImage: g.coverImage,
    activePlayersCount: g.activePlayersCount,
    registeredTeamsCount: g.registeredTeamsCount,
    totalPrizePool: g.totalPrizePool,
  };
}

export const gameSummary = (g: Pick<Game, 'id' | 'title' | 'teamSize' | 'logo'>) => ({
  id: g.id,
  title: g.title,
  teamSize: g.teamSize,
  logo: g.logo,
});

export function toTeamSummary(t: Team, g: Game): EsportsTeamSummary {
  return {
    id: t.id,
    name: t.name,
    tag: t.tag,
    logo: t.logo,
    region: t.region,
    game: gameSummary(g),
    mmr: t.mmr,
    ranking: t.ranking,
    wins: t.wins,
    losses: t.losses,
    winRate: Number(t.winRate),
  };
}

/** Teams with their title, for lists. */
export const selectTeams = (db: Db | Tx) =>
  db
    .select({ team: esportsTeams, game: electronicGames })
    .from(esportsTeams)
    .innerJoin(electronicGames, eq(electronicGames.id, esportsTeams.gameId));

export async function teamRow(db: Db | Tx, teamId: string) {
  const [row] = await selectTeams(db).where(eq(esportsTeams.id, teamId));
  if (!row) throw notFound(TEAM_NOT_FOUND);
  return row;
}

/** The team if the user captains it: 404 when there is none, 403 when it is someone else's. */
export async function captainTeamRow(db: Db | Tx, userId: string, teamId: string) {
  const row = await teamRow(db, teamId);
  if (row.team.captainId !== userId) throw forbidden(NOT_THE_CAPTAIN);
  return row;
}

/** The roster; invitations only for the captain and the invited player themself. */
export async function rosterOf(
  db: Db | Tx,
  teamId: string,
  viewerId: string | null,
  isCaptain: boolean,
): Promise<EsportsRosterMemberView[]> {
  const visible = isCaptain
    ? undefined
    : or(
        eq(esportsTeamMembers.status, 'active'),
        viewerId ? eq(esportsTeamMembers.userId, viewerId) : undefined,
      );
  const rows = await db
    .select({ member: esportsTeamMembers, user: users })
    .from(esportsTeamMembers)
    .innerJoin(users, eq(users.id, esportsTeamMembers.userId))
    .where(and(eq(esportsTeamMembers.teamId, teamId), visible))
    .orderBy(esportsTeamMembers.createdAt);
  const order = { captain: 0, player: 1, substitute: 2, coach: 3 };
  return rows
    .map(({ member, user }) => ({
      user: {
        id: user.id,
        firstName: user.firstName,
        lastName: user.lastName,
        profileImageUrl: user.profileImageUrl,
      },
      role: member.role,
      status: member.status,
      joinedAt: member.joinedAt?.toISOString() ?? null,
    }))
    .sort((a, b) => order[a.role] - order[b.role]);
}

/** The ids of the teams a user captains or plays in (active members). */
export async function myTeamIds(db: Db | Tx, userId: string): Promise<string[]> {
  const rows = await db
    .select({ teamId: esportsTeamMembers.teamId })
    .from(esportsTeamMembers)
    .where(and(eq(esportsTeamMembers.userId, userId), eq(esportsTeamMembers.status, 'active')));
  return rows.map((r) => r.teamId);
}

/** Active players (not substitutes or coach) per team: checked against the title's team size. */
export async function activePlayerCounts(db: Db | Tx, teamIds: string[]) {
  if (teamIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ teamId: esportsTeamMembers.teamId, role: esportsTeamMembers.role })
    .from(esportsTeamMembers)
    .where(
      and(inArray(esportsTeamMembers.teamId, teamIds), eq(esportsTeamMembers.status, 'active')),
    );
  const counts = new Map<string, number>();
  for (const r of rows) {
    if (r.role === 'captain' || r.role === 'player') {
      counts.set(r.teamId, (counts.get(r.teamId) ?? 0) + 1);
    }
  }
  return counts;
}
