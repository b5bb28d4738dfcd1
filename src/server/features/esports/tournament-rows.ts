import { and, eq, sql } from 'drizzle-orm';
import type { MatchView, TournamentView } from '@shared/contracts/esports';
import type { Db } from '@server/db/client';
import type { Tx } from '@server/db/tx';
import { electronicGames } from '@server/db/schema/esports';
import { esportsMatches } from '@server/db/schema/esports-matches';
import {
  esportsTournamentParticipants,
  esportsTournaments,
} from '@server/db/schema/esports-tournaments';
import { users } from '@server/db/schema/users';
import { forbidden, notFound } from '@server/lib/app-error';
import type { EngineMatch, FormatOptions } from './engine/types';

export const TOURNAMENT_NOT_FOUND = 'Tournament not found';
export const NOT_THE_ORGANIZER = 'Only the tournament’s organiser can do that';

type Tournament = typeof esportsTournaments.$inferSelect;
type MatchRow = typeof esportsMatches.$inferSelect;

export function selectTournaments(db: Db | Tx) {
  return db
    .select({
      tournament: esportsTournaments,
      game: {
        id: electronicGames.id,
        title: electronicGames.title,
        teamSize: electronicGames.teamSize,
        logo: electronicGames.logo,
      },
      organizer: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        profileImageUrl: users.profileImageUrl,
      },
      championTeamId: sql<
        string | null
      >`(select ${esportsTournamentParticipants.teamId} from ${esportsTournamentParticipants} where ${esportsTournamentParticipants.tournamentId} = ${esportsTournaments.id} and ${esportsTournamentParticipants.status} = 'winner' limit 1)`,
    })
    .from(esportsTournaments)
    .innerJoin(electronicGames, eq(electronicGames.id, esportsTournaments.gameId))
    .leftJoin(users, eq(users.id, esportsTournaments.organizerId));
}

type TournamentRow = Awaited<ReturnType<ReturnType<typeof selectTournaments>['execute']>>[number];

const shares = (value: unknown) =>
  Array.isArray(value)
    ? (value as { place: number; percent: number }[]).filter(
        (s) => typeof s.place === 'number' && typeof s.percent === 'number',
      )
    : [];
const strings = (value: unknown) =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** Whether a team may check in now: required, still before the start, window opened. */
export function checkInOpen(t: Tournament, now: Date) {
  return (
    t.checkInRequired &&
    (t.status === 'registration' || t.status === 'upcoming') &&
    (t.checkInOpensAt === null ? t.status === 'registration' : t.checkInOpensAt <= now)
  );
}

export function toTournamentView(
  row: TournamentRow,
  viewerId: string | null,
  now: Date,
): TournamentView {
  const t = row.tournament;
  return {
    id: t.id,
    name: t.name,
    game: row.game,
    organizer: row.organizer,
    isOrganizer: viewerId !== null && t.organizerId === viewerId,
    tournamentType: t.tournamentType,
    format: t.format ?? 'single_elimination',
    status: t.status,
    startDate: t.startDate,
    endDate: t.endDate,
    venue: t.venue,
    region: t.region,
    maxTeams: t.maxTeams ?? 0,
    currentTeams: t.currentTeams,
    entryFee: t.entryFee,
    prizePool: t.prizePool,
    prizeDistribution: shares(t.prizeDistribution),
    // Rules are JSON in SPEC §3; this app writes them as one text.
    rules: typeof t.rules === 'string' ? t.rules : null,
    streamLinks: strings(t.streamLinks),
    thirdPlaceMatch: t.thirdPlaceMatch,
    grandFinalReset: t.grandFinalReset,
    swissRounds: t.swissRounds,
    groupCount: t.groupCount,
    advancePerGroup: t.advancePerGroup,
    roundRobinLegs: t.roundRobinLegs,
    checkInRequired: t.checkInRequired,
    checkInOpensAt: t.checkInOpensAt?.toISOString() ?? null,
    checkInOpen: checkInOpen(t, now),
    championTeamId: row.championTeamId,
    createdAt: t.createdAt.toISOString(),
  };
}

export async function tournamentRow(db: Db | Tx, tournamentId: string, lock = false) {
  const query = db.select().from(esportsTournaments).where(eq(esportsTournaments.id, tournamentId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(TOURNAMENT_NOT_FOUND);
  return row;
}

/** The tournament if the user organises it: 404 when there is none, 403 otherwise. */
export async function organizerTournamentRow(
  db: Db | Tx,
  userId: string,
  tournamentId: string,
  lock = false,
) {
  const row = await tournamentRow(db, tournamentId, lock);
  if (row.organizerId !== userId) throw forbidden(NOT_THE_ORGANIZER);
  return row;
}

export const optionsOf = (t: Tournament): FormatOptions => ({
  thirdPlaceMatch: t.thirdPlaceMatch,
  grandFinalReset: t.grandFinalReset,
  swissRounds: t.swissRounds,
  groupCount: t.groupCount,
  advancePerGroup: t.advancePerGroup,
  roundRobinLegs: t.roundRobinLegs === 2 ? 2 : 1,
});

export function toEngineMatch(m: MatchRow): EngineMatch {
  return {
    id: m.id,
    stage: m.stage,
    group: m.groupNumber,
    round: m.round,
    position: m.position,
    bracket: m.bracket,
    team1Id: m.team1Id,
    team2Id: m.team2Id,
    score1: m.score1,
    score2: m.score2,
    winnerId: m.winnerId,
    status: m.status,
    forfeit: m.forfeit,
    next: m.nextMatchId ? { matchId: m.nextMatchId, slot: m.nextSlot === 2 ? 2 : 1 } : null,
    loserNext: m.loserMatchId ? { matchId: m.loserMatchId, slot: m.loserSlot === 2 ? 2 : 1 } : null,
    reported: m.team1Report !== null || m.team2Report !== null,
  };
}

/** The engine's fields as columns (for insert and update). */
export const engineColumns = (m: EngineMatch) => ({
  stage: m.stage,
  groupNumber: m.group,
  round: m.round,
  position: m.position,
  bracket: m.bracket,
  team1Id: m.team1Id,
  team2Id: m.team2Id,
  score1: m.score1,
  score2: m.score2,
  winnerId: m.winnerId,
  status: m.status,
  forfeit: m.forfeit,
  nextMatchId: m.next?.matchId ?? null,
  nextSlot: m.next?.slot ?? null,
  loserMatchId: m.loserNext?.matchId ?? null,
  loserSlot: m.loserNext?.slot ?? null,
});

export function toMatchView(m: MatchRow, showReports: boolean): MatchView {
  return {
    id: m.id,
    stage: m.stage,
    group: m.groupNumber,
    round: m.round,
    position: m.position,
    bracket: m.bracket,
    team1Id: m.team1Id,
    team2Id: m.team2Id,
    score1: m.score1,
    score2: m.score2,
    winnerId: m.winnerId,
    status: m.status,
    forfeit: m.forfeit,
    nextMatchId: m.nextMatchId,
    loserMatchId: m.loserMatchId,
    team1Report: showReports ? (m.team1Report ?? null) : null,
    team2Report: showReports ? (m.team2Report ?? null) : null,
    completedAt: m.completedAt?.toISOString() ?? null,
  };
}

/** Every match of a tournament in bracket order. */
export function matchesOf(db: Db | Tx, tournamentId: string) {
  return db
    .select()
    .from(esportsMatches)
    .where(and(eq(esportsMatches.tournamentId, tournamentId)))
    .orderBy(
      esportsMatches.stage,
      esportsMatches.bracket,
      esportsMatches.groupNumber,
      esportsMatches.round,
      esportsMatches.position,
    );
}
