import { and, eq, sql } from 'drizzle-orm';
import type { JoinTeamResult } from '@shared/contracts/teams';
import type { Db } from '@server/db/client';
import type { Tx } from '@server/db/tx';
import { teamJoinRequests, teamMembers, teams } from '@server/db/schema/teams';
import { conflict, forbidden, notFound } from '@server/lib/app-error';
import { emit } from '@server/lib/events';
import { teamViewById } from './team-rows';
import { getTeam, TEAM_NOT_FOUND } from './teams.service';

export const ALREADY_MEMBER = 'You are already in this team';
export const REQUEST_WAITING = 'Your request to join is already waiting for the captain';
export const TEAM_FULL = 'This team is full';
export const NOT_A_MEMBER = 'You are not in this team';
export const CAPTAIN_CANNOT_LEAVE = 'Captains cannot leave their own team';
export const ONLY_CAPTAIN = 'Only the captain can answer requests to join';
export const REQUEST_NOT_FOUND = 'Request not found';
export const REQUEST_ANSWERED = 'This request has already been answered';
export const NO_REQUEST = 'You have no request waiting for this team';

/** Locks the team row: joins, leaves and answers for one team take turns. */
async function lockTeam(tx: Tx, id: string) {
  const [team] = await tx
    .select({ id: teams.id, isPrivate: teams.isPrivate, captainId: teams.captainId })
    .from(teams)
    .where(eq(teams.id, id))
    .for('no key update');
  if (!team) throw notFound(TEAM_NOT_FOUND);
  return team;
}

/** Takes one place, only if one is free (the guarded UPDATE; the check constraint backs it). */
async function takePlace(tx: Tx, teamId: string) {
  const taken = await tx
    .update(teams)
    .set({ currentMembers: sql`${teams.currentMembers} + 1` })
    .where(and(eq(teams.id, teamId), sql`${teams.currentMembers} < ${teams.maxMembers}`))
    .returning({ id: teams.id });
  if (taken.length === 0) throw conflict(TEAM_FULL, 'team_full');
}

async function isMember(tx: Tx, teamId: string, userId: string) {
  const [row] = await tx
    .select({ id: teamMembers.id })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
  return Boolean(row);
}

/** Public team: join at once while there is room. Private team: ask its captain. */
export async function joinTeam(
  db: Db,
  userId: string,
  teamId: string,
  message: string | null,
): Promise<JoinTeamResult> {
  return db.transaction(async (tx) => {
    const team = await lockTeam(tx, teamId);
    if (await isMember(tx, teamId, userId)) throw conflict(ALREADY_MEMBER, 'already_member');
    if (team.isPrivate) {
      const asked = await tx
        .insert(teamJoinRequests)
        .values({ teamId, userId, message })
        .onConflictDoNothing()
        .returning({ id: teamJoinRequests.id });
      if (asked.length === 0) throw conflict(REQUEST_WAITING, 'request_waiting');
      await emit(tx, { type: 'team.requested', data: { teamId, requestId: asked[0]!.id, userId } });
      return { status: 'pending' as const, team: (await teamViewById(tx, userId, teamId))! };
    }
    await takePlace(tx, teamId);
    await tx.insert(teamMembers).values({ teamId, userId, role: 'member' });
    await emit(tx, { type: 'team.joined', data: { teamId, userId } });
    return { status: 'member' as const, team: (await teamViewById(tx, userId, teamId))! };
  });
}

/** Leaves a team; the place is freed in the same transaction. */
export async function leaveTeam(db: Db, userId: string, teamId: string) {
  return db.transaction(async (tx) => {
    const team = await lockTeam(tx, teamId);
    if (team.captainId === userId) throw conflict(CAPTAIN_CANNOT_LEAVE, 'captain_cannot_leave');
    const left = await tx
      .delete(teamMembers)
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)))
      .returning({ id: teamMembers.id });
    if (left.length === 0) throw conflict(NOT_A_MEMBER, 'not_a_member');
    await tx
      .update(teams)
      .set({ currentMembers: sql`${teams.currentMembers} - 1` })
      .where(eq(teams.id, teamId));
    await emit(tx, { type: 'team.left', data: { teamId, userId } });
    return (await teamViewById(tx, userId, teamId))!;
  });
}

/** Takes back your own open request to join a private team. */
export async function withdrawRequest(db: Db, userId: string, teamId: string) {
  const [team] = await db.select({ id: teams.id }).from(teams).where(eq(teams.id, teamId));
  if (!team) throw notFound(TEAM_NOT_FOUND);
  const withdrawn = await db
    .delete(teamJoinRequests)
    .where(
      and(
        eq(teamJoinRequests.teamId, teamId),
        eq(teamJoinRequests.userId, userId),
        eq(teamJoinRequests.status, 'pending'),
      ),
    )
    .returning({ id: teamJoinRequests.id });
  if (withdrawn.length === 0) throw conflict(NO_REQUEST, 'no_request');
  return (await teamViewById(db, userId, teamId))!;
}

/** The captain accepts (within max members) or declines a request to join. */
export async function answerRequest(
  db: Db,
  userId: string,
  teamId: string,
  requestId: string,
  accept: boolean,
) {
  await db.transaction(async (tx) => {
    const team = await lockTeam(tx, teamId);
    if (team.captainId !== userId) throw forbidden(ONLY_CAPTAIN);
    const [request] = await tx
      .select({ userId: teamJoinRequests.userId, status: teamJoinRequests.status })
      .from(teamJoinRequests)
      .where(and(eq(teamJoinRequests.id, requestId), eq(teamJoinRequests.teamId, teamId)));
    if (!request) throw notFound(REQUEST_NOT_FOUND);
    if (request.status !== 'pending') throw conflict(REQUEST_ANSWERED, 'request_answered');
    const player = request.userId;
    if (accept && !(await isMember(tx, teamId, player))) {
      await takePlace(tx, teamId);
      await tx.insert(teamMembers).values({ teamId, userId: player, role: 'member' });
      await emit(tx, { type: 'team.joined', data: { teamId, userId: player } });
    }
    await tx
      .update(teamJoinRequests)
      .set({ status: accept ? 'accepted' : 'declined', decidedAt: sql`now()` })
      .where(eq(teamJoinRequests.id, requestId));
    await emit(tx, {
      type: 'team.request_decided',
      data: { teamId, requestId, userId: player, accepted: accept },
    });
  });
  return getTeam(db, userId, teamId);
}
