import { eq, inArray } from 'drizzle-orm';
import type { DomainEventOf } from '@shared/events';
import type { Db } from '@server/db/client';
import { esportsTeams } from '@server/db/schema/esports';
import { esportsMatches } from '@server/db/schema/esports-matches';
import {
  esportsTournamentParticipants,
  esportsTournaments,
} from '@server/db/schema/esports-tournaments';
import type { NotificationInput } from './notify';

const tournamentLink = (id: string) => `/esports/tournaments/${id}`;

async function tournamentOf(db: Db, id: string) {
  const [row] = await db
    .select({ name: esportsTournaments.name, organizerId: esportsTournaments.organizerId })
    .from(esportsTournaments)
    .where(eq(esportsTournaments.id, id));
  return row;
}

/** The captains of a tournament's teams (or of the given teams). */
async function captains(db: Db, tournamentId: string, teamIds?: string[]) {
  const rows = teamIds
    ? teamIds.length === 0
      ? []
      : await db
          .select({ captainId: esportsTeams.captainId })
          .from(esportsTeams)
          .where(inArray(esportsTeams.id, teamIds))
    : await db
        .select({ captainId: esportsTeams.captainId })
        .from(esportsTournamentParticipants)
        .innerJoin(esportsTeams, eq(esportsTeams.id, esportsTournamentParticipants.teamId))
        .where(eq(esportsTournamentParticipants.tournamentId, tournamentId));
  return [...new Set(rows.map((r) => r.captainId).filter((id): id is string => id !== null))];
}

export async function esportsInvited(
  db: Db,
  { data }: DomainEventOf<'esports.invited'>,
): Promise<NotificationInput[]> {
  const [team] = await db
    .select({ name: esportsTeams.name, captainId: esportsTeams.captainId })
    .from(esportsTeams)
    .where(eq(esportsTeams.id, data.teamId));
  if (!team) return [];
  return [
    {
      userId: data.userId,
      type: 'team',
      key: `esports.invited:${data.teamId}:${data.userId}`,
      title: 'Team invitation',
      message: `${team.name} invites you to its roster.`,
      link: `/esports/teams/${data.teamId}`,
      relatedId: data.teamId,
      actorId: team.captainId,
    },
  ];
}

export async function esportsTournamentStarted(
  db: Db,
  { data }: DomainEventOf<'esports.tournament_started'>,
): Promise<NotificationInput[]> {
  const t = await tournamentOf(db, data.tournamentId);
  if (!t) return [];
  return (await captains(db, data.tournamentId)).map((userId) => ({
    userId,
    type: 'game' as const,
    key: `esports.tournament_started:${data.tournamentId}`,
    title: 'Tournament started',
    message: `${t.name} has started: the bracket is out.`,
    link: tournamentLink(data.tournamentId),
    relatedId: data.tournamentId,
    actorId: t.organizerId,
  }));
}

export async function esportsRoundPaired(
  db: Db,
  { data }: DomainEventOf<'esports.round_paired'>,
): Promise<NotificationInput[]> {
  const t = await tournamentOf(db, data.tournamentId);
  if (!t) return [];
  return (await captains(db, data.tournamentId)).map((userId) => ({
    userId,
    type: 'game' as const,
    key: `esports.round_paired:${data.tournamentId}:${data.round}`,
    title: 'New round',
    message: `Round ${data.round} of ${t.name} is paired.`,
    link: tournamentLink(data.tournamentId),
    relatedId: data.tournamentId,
  }));
}

export async function esportsMatchReady(
  db: Db,
  { data }: DomainEventOf<'esports.match_ready'>,
): Promise<NotificationInput[]> {
  const t = await tournamentOf(db, data.tournamentId);
  const [match] = await db
    .select({ team1Id: esportsMatches.team1Id, team2Id: esportsMatches.team2Id })
    .from(esportsMatches)
    .where(eq(esportsMatches.id, data.matchId));
  if (!t || !match) return [];
  const teams = [match.team1Id, match.team2Id].filter((id): id is string => id !== null);
  return (await captains(db, data.tournamentId, teams)).map((userId) => ({
    userId,
    type: 'game' as const,
    key: `esports.match_ready:${data.matchId}`,
    title: 'Your next match is ready',
    message: `Your opponent in ${t.name} is known. Play, then report the score.`,
    link: tournamentLink(data.tournamentId),
    relatedId: data.tournamentId,
  }));
}

export async function esportsMatchDisputed(
  db: Db,
  { data }: DomainEventOf<'esports.match_disputed'>,
): Promise<NotificationInput[]> {
  const t = await tournamentOf(db, data.tournamentId);
  if (!t?.organizerId) return [];
  return [
    {
      userId: t.organizerId,
      type: 'game',
      key: `esports.match_disputed:${data.matchId}`,
      title: 'Disputed result',
      message: `The two teams reported different scores in ${t.name}. Set the result.`,
      link: tournamentLink(data.tournamentId),
      relatedId: data.tournamentId,
    },
  ];
}
