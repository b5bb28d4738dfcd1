import { randomBytes } from 'node:crypto';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { InvitePreview, TeamLifeView, updateTeamBody } from '@shared/contracts/team-life';
import type { TeamDetail, TeamView } from '@shared/contracts/teams';
import type { Db } from '@server/db/client';
import { teamCalendarTokens, teamInvites } from '@server/db/schema/team-events';
import { teams } from '@server/db/schema/teams';
import { notFound } from '@server/lib/app-error';
import { findEntityParty } from '@server/lib/entity-parties';
import { isTeamPerson, requireTeamLeader } from './team-access';
import { selectTeams, toTeamView } from './team-rows';
import { getTeam, TEAM_NOT_FOUND } from './teams.service';

export const INVITE_NOT_FOUND = 'Invite link not found';

const secret = (bytes: number) => randomBytes(bytes).toString('base64url');

const colorsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((c): c is string => typeof c === 'string') : [];

/** The captain or manager edits the team's name, look, description or privacy. */
export async function updateTeam(
  db: Db,
  userId: string,
  teamId: string,
  input: z.output<typeof updateTeamBody>,
): Promise<TeamDetail> {
  await requireTeamLeader(db, teamId, userId);
  await db
    .update(teams)
    .set({
      name: input.name,
      description: input.description === undefined ? undefined : input.description,
      logo: input.logo === undefined ? undefined : input.logo,
      teamColors: input.colors,
      isPrivate: input.isPrivate,
    })
    .where(eq(teams.id, teamId));
  return getTeam(db, userId, teamId);
}

/** The member's calendar secret for the team, made on first use. */
async function calendarToken(db: Db, teamId: string, userId: string) {
  await db
    .insert(teamCalendarTokens)
    .values({ teamId, userId, token: secret(24) })
    .onConflictDoNothing();
  const [row] = await db
    .select({ token: teamCalendarTokens.token })
    .from(teamCalendarTokens)
    .where(and(eq(teamCalendarTokens.teamId, teamId), eq(teamCalendarTokens.userId, userId)));
  return row!.token;
}

/** What the team page adds: the look for everyone; the invite and feed for those they concern. */
export async function getTeamLife(
  db: Db,
  viewerId: string | null,
  teamId: string,
): Promise<TeamLifeView> {
  const [team] = await db
    .select({ logo: teams.logo, colors: teams.teamColors })
    .from(teams)
    .where(eq(teams.id, teamId));
  if (!team) throw notFound(TEAM_NOT_FOUND);
  const party = viewerId ? await findEntityParty(db, 'team', teamId) : null;
  const canManage = Boolean(viewerId && party?.managerIds.includes(viewerId));
  const member = viewerId ? await isTeamPerson(db, teamId, viewerId) : false;
  const [invite] = canManage
    ? await db
        .select({ code: teamInvites.code })
        .from(teamInvites)
        .where(eq(teamInvites.teamId, teamId))
    : [];
  const token = member && viewerId ? await calendarToken(db, teamId, viewerId) : null;
  return {
    logo: team.logo,
    colors: colorsOf(team.colors),
    canManage,
    inviteCode: invite?.code ?? null,
    calendarPath: token ? `/api/teams/${teamId}/events.ics?token=${token}` : null,
  };
}

/** Makes the team's invite link, or replaces it (the old link stops working). */
export async function resetInvite(db: Db, userId: string, teamId: string) {
  await requireTeamLeader(db, teamId, userId);
  const code = secret(9);
  await db
    .insert(teamInvites)
    .values({ teamId, code, createdBy: userId })
    .onConflictDoUpdate({
      target: teamInvites.teamId,
      set: { code, createdBy: userId, createdAt: new Date() },
    });
  return { code };
}

/** The team an invite link leads to (anyone holding the link may see its name). */
export async function previewInvite(db: Db, code: string): Promise<InvitePreview> {
  const [row] = await db
    .select({ teamId: teams.id, name: teams.name, isPrivate: teams.isPrivate })
    .from(teamInvites)
    .innerJoin(teams, eq(teams.id, teamInvites.teamId))
    .where(eq(teamInvites.code, code));
  if (!row) throw notFound(INVITE_NOT_FOUND);
  return row;
}

/** The user's calendar feed is theirs while they stay in the team. */
export async function teamOfCalendarToken(db: Db, teamId: string, token: string) {
  const [row] = await db
    .select({ userId: teamCalendarTokens.userId, name: teams.name })
    .from(teamCalendarTokens)
    .innerJoin(teams, eq(teams.id, teamCalendarTokens.teamId))
    .where(and(eq(teamCalendarTokens.teamId, teamId), eq(teamCalendarTokens.token, token)));
  if (!row || !(await isTeamPerson(db, teamId, row.userId))) throw notFound('Calendar not found');
  return row;
}

/** The teams the user leads, those they manage first (the dashboard opens on the first). */
export async function listManagedTeams(db: Db, userId: string): Promise<TeamView[]> {
  const rows = await selectTeams(db, userId)
    .where(or(eq(teams.captainId, userId), eq(teams.managerId, userId)))
    .orderBy(sql`${teams.managerId} = ${userId} desc nulls last`, asc(teams.name), asc(teams.id));
  return rows.map(toTeamView);
}
