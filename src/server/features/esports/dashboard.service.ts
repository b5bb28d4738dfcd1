import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { EsportsDashboardView } from '@shared/contracts/esports';
import type { Db } from '@server/db/client';
import { electronicGames, esportsTeams } from '@server/db/schema/esports';
import { esportsMatches, esportsTeamMembers } from '@server/db/schema/esports-matches';
import {
  esportsTournamentParticipants as participants,
  esportsTournaments,
} from '@server/db/schema/esports-tournaments';
import { checkInOpen } from './tournament-rows';
import { toTeamSummary } from './team-rows';

const RECENT = 10;
const NEXT = 10;

/** GET /api/esports/dashboard: my teams, invitations, next matches, tournaments, results, chart. */
export async function getDashboard(
  db: Db,
  userId: string,
  now: Date,
): Promise<EsportsDashboardView> {
  const memberships = await db
    .select({ member: esportsTeamMembers, team: esportsTeams, game: electronicGames })
    .from(esportsTeamMembers)
    .innerJoin(esportsTeams, eq(esportsTeams.id, esportsTeamMembers.teamId))
    .innerJoin(electronicGames, eq(electronicGames.id, esportsTeams.gameId))
    .where(eq(esportsTeamMembers.userId, userId));
  const active = memberships.filter((m) => m.member.status === 'active');
  const teamIds = active.map((m) => m.team.id);
  const captainOf = new Set(
    active.filter((m) => m.team.captainId === userId).map((m) => m.team.id),
  );
  const names = new Map<string, string>();

  const entries = await db
    .select({ p: participants, t: esportsTournaments, gameTitle: electronicGames.title })
    .from(esportsTournaments)
    .innerJoin(electronicGames, eq(electronicGames.id, esportsTournaments.gameId))
    .leftJoin(
      participants,
      and(
        eq(participants.tournamentId, esportsTournaments.id),
        teamIds.length > 0
          ? inArray(participants.teamId, teamIds)
          : eq(participants.teamId, esportsTournaments.id),
      ),
    )
    .where(
      or(
        eq(esportsTournaments.organizerId, userId),
        teamIds.length > 0 ? inArray(participants.teamId, teamIds) : undefined,
      ),
    )
    .orderBy(desc(esportsTournaments.startDate))
    .limit(50);
  const tournamentNames = new Map(entries.map((e) => [e.t.id, e.t.name]));

  const matchRows =
    teamIds.length === 0
      ? []
      : await db
          .select()
          .from(esportsMatches)
          .where(
            or(inArray(esportsMatches.team1Id, teamIds), inArray(esportsMatches.team2Id, teamIds)),
          )
          .orderBy(desc(esportsMatches.completedAt));
  const opponentIds = matchRows
    .flatMap((m) => [m.team1Id, m.team2Id])
    .filter((id): id is string => id !== null);
  if (opponentIds.length > 0) {
    const rows = await db
      .select({ id: esportsTeams.id, name: esportsTeams.name })
      .from(esportsTeams)
      .where(inArray(esportsTeams.id, [...new Set(opponentIds)]));
    for (const r of rows) names.set(r.id, r.name);
  }
  const mine = (m: (typeof matchRows)[number]) =>
    teamIds.includes(m.team1Id ?? '') ? m.team1Id! : m.team2Id!;
  const other = (m: (typeof matchRows)[number]) => (mine(m) === m.team1Id ? m.team2Id : m.team1Id);
  const missingTournaments = [...new Set(matchRows.map((m) => m.tournamentId))].filter(
    (id) => !tournamentNames.has(id),
  );
  if (missingTournaments.length > 0) {
    const rows = await db
      .select({ id: esportsTournaments.id, name: esportsTournaments.name })
      .from(esportsTournaments)
      .where(inArray(esportsTournaments.id, missingTournaments));
    for (const r of rows) tournamentNames.set(r.id, r.name);
  }

  const played = matchRows.filter((m) => m.status === 'completed' && m.completedAt);
  const months = new Map<string, { played: number; wins: number }>();
  for (const m of played) {
    const month = m.completedAt!.toISOString().slice(0, 7);
    const entry = months.get(month) ?? { played: 0, wins: 0 };
    entry.played += 1;
    if (m.winnerId === mine(m)) entry.wins += 1;
    months.set(month, entry);
  }

  return {
    teams: active.map((m) => ({ ...toTeamSummary(m.team, m.game), role: m.member.role })),
    invitations: memberships
      .filter((m) => m.member.status === 'invited')
      .map((m) => ({ team: toTeamSummary(m.team, m.game), role: m.member.role })),
    nextMatches: matchRows
      .filter((m) => m.status === 'ready' || m.status === 'disputed' || m.status === 'pending')
      .slice(0, NEXT)
      .map((m) => {
        const opponent = other(m);
        const myTeamId = mine(m);
        const myReport = myTeamId === m.team1Id ? m.team1Report : m.team2Report;
        return {
          matchId: m.id,
          tournamentId: m.tournamentId,
          tournamentName: tournamentNames.get(m.tournamentId) ?? '',
          round: m.round,
          bracket: m.bracket,
          myTeamId,
          opponent: opponent ? { id: opponent, name: names.get(opponent) ?? '' } : null,
          status: m.status,
          canReport:
            captainOf.has(myTeamId) && m.status !== 'pending' && opponent !== null && !myReport,
        };
      }),
    tournaments: entries.map(({ p, t, gameTitle }) => {
      const open = checkInOpen(t, now);
      const checkedIn = p?.status === 'checked_in';
      return {
        id: t.id,
        name: t.name,
        gameTitle,
        status: t.status,
        startDate: t.startDate,
        myTeamId: p?.teamId ?? null,
        isOrganizer: t.organizerId === userId,
        canCheckIn:
          open && p !== null && !checkedIn && captainOf.has(p.teamId) && p.status === 'registered',
        checkedIn,
        placement: p?.placement ?? null,
      };
    }),
    recentResults: played.slice(0, RECENT).map((m) => {
      const myTeamId = mine(m);
      const first = myTeamId === m.team1Id;
      return {
        matchId: m.id,
        tournamentId: m.tournamentId,
        tournamentName: tournamentNames.get(m.tournamentId) ?? '',
        myTeamId,
        opponentName: names.get(other(m) ?? '') ?? '',
        myScore: first ? m.score1 : m.score2,
        opponentScore: first ? m.score2 : m.score1,
        won: m.winnerId === myTeamId,
        completedAt: m.completedAt!.toISOString(),
      };
    }),
    winRateOverTime: [...months.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([month, { played: count, wins }]) => ({
        month,
        played: count,
        wins,
        winRate: Math.round((wins / count) * 1000) / 10,
      })),
  };
}
