import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { LeagueTeamView } from '@shared/contracts/leagues';
import type { Db } from '@server/db/client';
import type { Tx } from '@server/db/tx';
import { leagueTeams, leagues } from '@server/db/schema/leagues';
import { teams } from '@server/db/schema/teams';
import { badRequest, conflict, forbidden, notFound } from '@server/lib/app-error';
import { isUniqueViolation } from '@server/lib/pg-errors';
import { adminLeagueRow, leagueRow } from './league-rows';

export const LEAGUE_FULL = 'This league is full';
export const ALREADY_IN_LEAGUE = 'This team is already in the league or has asked to join';
const TEAM_NOT_FOUND = 'Team not found';
const NOT_YOUR_TEAM = 'Only the team’s captain or manager can register it';
const REGISTRATION_CLOSED = 'This league is not taking registrations';
const OTHER_SPORT = 'This team plays another sport than the league';
const CLOSED_LEAGUE = 'This league is over; its teams no longer change';

/**
 * Takes one of the league's places. A guarded update: with two requests racing for the last
 * place, the row lock makes the second see the first's count, so current_teams never passes
 * max_teams.
 */
async function takePlace(tx: Tx, leagueId: string) {
  const taken = await tx
    .update(leagues)
    .set({ currentTeams: sql`${leagues.currentTeams} + 1` })
    .where(
      and(
        eq(leagues.id, leagueId),
        or(sql`${leagues.maxTeams} is null`, sql`${leagues.currentTeams} < ${leagues.maxTeams}`),
      ),
    )
    .returning({ id: leagues.id });
  if (taken.length === 0) throw conflict(LEAGUE_FULL, 'league_full');
}

/**
 * POST /api/leagues/{id}/teams. The admin adds a team (accepted at once); a team's captain or
 * manager asks to register it while registration is open (pending until the admin decides).
 */
export async function addLeagueTeam(
  db: Db,
  userId: string,
  leagueId: string,
  teamId: string,
): Promise<LeagueTeamView> {
  const league = await leagueRow(db, leagueId);
  const [team] = await db.select().from(teams).where(eq(teams.id, teamId));
  if (!team) throw notFound(TEAM_NOT_FOUND);
  if (team.sportId !== league.sportId) throw badRequest(OTHER_SPORT, { teamId: OTHER_SPORT });
  const byAdmin = league.adminId === userId;
  if (!byAdmin) {
    if (team.captainId !== userId && team.managerId !== userId) throw forbidden(NOT_YOUR_TEAM);
    if (league.status !== 'registration')
      throw conflict(REGISTRATION_CLOSED, 'registration_closed');
  } else if (league.status === 'completed' || league.status === 'cancelled') {
    throw conflict(CLOSED_LEAGUE, 'league_closed');
  }
  const id = await db
    .transaction(async (tx) => {
      if (byAdmin) await takePlace(tx, leagueId);
      // A declined team may ask again (or be added): its old answer makes way.
      await tx
        .delete(leagueTeams)
        .where(
          and(
            eq(leagueTeams.leagueId, leagueId),
            eq(leagueTeams.teamId, teamId),
            eq(leagueTeams.status, 'declined'),
          ),
        );
      const [row] = await tx
        .insert(leagueTeams)
        .values({
          leagueId,
          teamId,
          status: byAdmin ? 'accepted' : 'pending',
          requestedBy: userId,
          decidedAt: byAdmin ? new Date() : null,
        })
        .returning({ id: leagueTeams.id });
      return row!.id;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw conflict(ALREADY_IN_LEAGUE, 'already_in_league');
      throw error;
    });
  return leagueTeamView(db, id);
}

/** PATCH /api/leagues/{id}/teams/{leagueTeamId}: the admin accepts or declines a request. */
export async function decideLeagueTeam(
  db: Db,
  userId: string,
  leagueId: string,
  leagueTeamId: string,
  decision: 'accepted' | 'declined',
): Promise<LeagueTeamView> {
  await db.transaction(async (tx) => {
    await adminLeagueRow(tx, userId, leagueId);
    const [entry] = await tx
      .select()
      .from(leagueTeams)
      .where(and(eq(leagueTeams.id, leagueTeamId), eq(leagueTeams.leagueId, leagueId)))
      .for('update');
    if (!entry) throw notFound('Registration not found');
    if (entry.status !== 'pending') throw conflict('This request was already answered', 'answered');
    if (decision === 'accepted') await takePlace(tx, leagueId);
    await tx
      .update(leagueTeams)
      .set({ status: decision, decidedAt: new Date() })
      .where(eq(leagueTeams.id, leagueTeamId));
  });
  return leagueTeamView(db, leagueTeamId);
}

const columns = {
  id: leagueTeams.id,
  teamId: leagueTeams.teamId,
  teamName: teams.name,
  teamLogo: teams.logo,
  status: leagueTeams.status,
  createdAt: leagueTeams.createdAt,
};

const toView = (row: { createdAt: Date } & Omit<LeagueTeamView, 'createdAt'>): LeagueTeamView => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

async function leagueTeamView(db: Db, id: string): Promise<LeagueTeamView> {
  const [row] = await db
    .select(columns)
    .from(leagueTeams)
    .innerJoin(teams, eq(teams.id, leagueTeams.teamId))
    .where(eq(leagueTeams.id, id));
  return toView(row!);
}

/**
 * GET /api/leagues/{id}/teams: the accepted teams by name; the admin also sees requests
 * (pending and declined).
 */
export async function listLeagueTeams(
  db: Db,
  viewerId: string | null,
  leagueId: string,
): Promise<LeagueTeamView[]> {
  const league = await leagueRow(db, leagueId);
  const isAdmin = viewerId !== null && league.adminId === viewerId;
  const rows = await db
    .select(columns)
    .from(leagueTeams)
    .innerJoin(teams, eq(teams.id, leagueTeams.teamId))
    .where(
      and(
        eq(leagueTeams.leagueId, leagueId),
        isAdmin ? undefined : eq(leagueTeams.status, 'accepted'),
      ),
    )
    .orderBy(asc(leagueTeams.status), asc(teams.name));
  return rows.map(toView);
}

/** The accepted teams' ids and names, for fixtures and standings. */
export async function acceptedTeams(db: Db | Tx, leagueId: string) {
  return db
    .select({ id: teams.id, name: teams.name })
    .from(leagueTeams)
    .innerJoin(teams, eq(teams.id, leagueTeams.teamId))
    .where(and(eq(leagueTeams.leagueId, leagueId), eq(leagueTeams.status, 'accepted')))
    .orderBy(asc(teams.name));
}
