import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AffiliationView, LeagueSanctionView } from '@shared/contracts/federations';
import type { AffiliationStatus } from '@shared/enums';
import type { Db } from '@server/db/client';
import { federationAffiliations, federations } from '@server/db/schema/federations';
import { leagues } from '@server/db/schema/leagues';
import { teams } from '@server/db/schema/teams';
import { users } from '@server/db/schema/users';
import { badRequest, conflict, forbidden, notFound } from '@server/lib/app-error';
import { emit } from '@server/lib/events';
import { isUniqueViolation } from '@server/lib/pg-errors';
import { federationRow, isOfficialOf, officialFederationRow } from './federation-rows';

export const ALREADY_A_MEMBER = 'This club is already a member or has asked to join';
export const ALREADY_ASKED = 'This league has already asked this federation';
export const SANCTIONED_ELSEWHERE = 'This league is already sanctioned by another federation';
export const ALREADY_SANCTIONED = 'This league is already sanctioned by this federation';
export const ALREADY_ANSWERED = 'This request was already answered';
export const NOT_YOUR_TEAM = 'Only the team’s captain or manager can ask to affiliate it';
export const NOT_YOUR_LEAGUE = 'Only the league’s admin can ask for it to be sanctioned';
const TEAM_NOT_FOUND = 'Team not found';
const LEAGUE_NOT_FOUND = 'League not found';
const REQUEST_NOT_FOUND = 'Request not found';
const OTHER_SPORT = 'This federation governs another sport';

/** Affiliation rows with what they concern and who asked. */
function selectAffiliations(db: Db) {
  return db
    .select({
      affiliation: federationAffiliations,
      federationName: federations.name,
      teamName: teams.name,
      leagueName: leagues.name,
      firstName: users.firstName,
      lastName: users.lastName,
      profileImageUrl: users.profileImageUrl,
    })
    .from(federationAffiliations)
    .innerJoin(federations, eq(federations.id, federationAffiliations.federationId))
    .leftJoin(teams, eq(teams.id, federationAffiliations.teamId))
    .leftJoin(leagues, eq(leagues.id, federationAffiliations.leagueId))
    .leftJoin(users, eq(users.id, federationAffiliations.requestedBy));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectAffiliations>['execute']>>[number];

function toView(row: Row): AffiliationView {
  const a = row.affiliation;
  return {
    id: a.id,
    federation: { id: a.federationId, name: row.federationName },
    kind: a.kind,
    status: a.status,
    target: {
      id: (a.teamId ?? a.leagueId)!,
      name: (a.kind === 'club' ? row.teamName : row.leagueName) ?? '',
    },
    requestedBy: a.requestedBy
      ? {
          id: a.requestedBy,
          firstName: row.firstName,
          lastName: row.lastName,
          profileImageUrl: row.profileImageUrl,
        }
      : null,
    createdAt: a.createdAt.toISOString(),
    decidedAt: a.decidedAt?.toISOString() ?? null,
  };
}

async function affiliationView(db: Db, id: string) {
  const [row] = await selectAffiliations(db).where(eq(federationAffiliations.id, id));
  return toView(row!);
}

/**
 * Inserts a request; a second open one for the same club or league is a 409. A pending one tells
 * the federation's officials (federation.requested).
 */
async function insertAffiliation(
  db: Db,
  values: typeof federationAffiliations.$inferInsert,
  duplicate: string,
) {
  const id = await db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(federationAffiliations)
        .values(values)
        .returning({ id: federationAffiliations.id });
      if (values.status === 'pending') {
        await emit(tx, {
          type: 'federation.requested',
          data: {
            federationId: values.federationId,
            requestId: row!.id,
            userId: values.requestedBy!,
          },
        });
      }
      return row!.id;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw conflict(duplicate, 'already_requested');
      throw error;
    });
  return affiliationView(db, id);
}

/**
 * POST /api/federations/{id}/clubs. An official adds a club (a member at once); a team's captain
 * or manager asks for theirs to join (pending until an official answers).
 */
export async function addClub(db: Db, userId: string, federationId: string, teamId: string) {
  const federation = await federationRow(db, federationId);
  const [team] = await db.select().from(teams).where(eq(teams.id, teamId));
  if (!team) throw notFound(TEAM_NOT_FOUND);
  const byOfficial = await isOfficialOf(db, userId, federationId);
  if (!byOfficial && team.captainId !== userId && team.managerId !== userId) {
    throw forbidden(NOT_YOUR_TEAM);
  }
  if (federation.sportId !== null && federation.sportId !== team.sportId) {
    throw badRequest(OTHER_SPORT, { teamId: OTHER_SPORT });
  }
  return insertAffiliation(
    db,
    {
      federationId,
      kind: 'club',
      teamId,
      status: byOfficial ? 'accepted' : 'pending',
      requestedBy: userId,
      decidedBy: byOfficial ? userId : null,
      decidedAt: byOfficial ? new Date() : null,
    },
    ALREADY_A_MEMBER,
  );
}

/** POST /api/federations/{id}/leagues: a league's admin asks the federation to sanction it. */
export async function requestSanction(
  db: Db,
  userId: string,
  federationId: string,
  leagueId: string,
) {
  const federation = await federationRow(db, federationId);
  const [league] = await db.select().from(leagues).where(eq(leagues.id, leagueId));
  if (!league) throw notFound(LEAGUE_NOT_FOUND);
  if (league.adminId !== userId) throw forbidden(NOT_YOUR_LEAGUE);
  if (league.federationId === federationId) throw conflict(ALREADY_SANCTIONED, 'sanctioned');
  if (league.federationId) throw conflict(SANCTIONED_ELSEWHERE, 'sanctioned');
  if (federation.sportId !== null && federation.sportId !== league.sportId) {
    throw badRequest(OTHER_SPORT, { leagueId: OTHER_SPORT });
  }
  return insertAffiliation(
    db,
    { federationId, kind: 'league', leagueId, status: 'pending', requestedBy: userId },
    ALREADY_ASKED,
  );
}

/**
 * PATCH /api/federations/{id}/requests/{requestId}. The request row is locked, so of two answers
 * at once the second finds it answered (409). Accepting a league sets its federation only if it
 * has none yet (a league has one sanctioning body).
 */
export async function decideRequest(
  db: Db,
  userId: string,
  federationId: string,
  requestId: string,
  decision: 'accepted' | 'declined',
): Promise<AffiliationView> {
  await db.transaction(async (tx) => {
    await officialFederationRow(tx, userId, federationId);
    const [request] = await tx
      .select()
      .from(federationAffiliations)
      .where(
        and(
          eq(federationAffiliations.id, requestId),
          eq(federationAffiliations.federationId, federationId),
        ),
      )
      .for('update');
    if (!request) throw notFound(REQUEST_NOT_FOUND);
    if (request.status !== 'pending') throw conflict(ALREADY_ANSWERED, 'answered');
    if (decision === 'accepted' && request.kind === 'league') {
      const taken = await tx
        .update(leagues)
        .set({ federationId })
        .where(and(eq(leagues.id, request.leagueId!), isNull(leagues.federationId)))
        .returning({ id: leagues.id });
      if (taken.length === 0) throw conflict(SANCTIONED_ELSEWHERE, 'sanctioned');
    }
    await tx
      .update(federationAffiliations)
      .set({ status: decision, decidedBy: userId, decidedAt: new Date() })
      .where(eq(federationAffiliations.id, requestId));
    await emit(tx, {
      type: 'federation.request_decided',
      data: {
        federationId,
        requestId,
        userId: request.requestedBy,
        accepted: decision === 'accepted',
      },
    });
  });
  return affiliationView(db, requestId);
}

/** GET /api/federations/{id}/requests: for its officials, pending first, newest first. */
export async function listRequests(
  db: Db,
  userId: string,
  federationId: string,
  status: AffiliationStatus | undefined,
): Promise<AffiliationView[]> {
  await officialFederationRow(db, userId, federationId);
  const rows = await selectAffiliations(db)
    .where(
      and(
        eq(federationAffiliations.federationId, federationId),
        status ? eq(federationAffiliations.status, status) : undefined,
      ),
    )
    .orderBy(
      sql`${federationAffiliations.status} <> 'pending'`,
      desc(federationAffiliations.createdAt),
    )
    .limit(200);
  return rows.map(toView);
}

/** GET /api/leagues/{id}/sanction: its federation; its admin also sees what they asked. */
export async function leagueSanction(
  db: Db,
  viewerId: string | null,
  leagueId: string,
): Promise<LeagueSanctionView> {
  const [league] = await db
    .select({
      adminId: leagues.adminId,
      federationId: federations.id,
      name: federations.name,
      acronym: federations.acronym,
    })
    .from(leagues)
    .leftJoin(federations, eq(federations.id, leagues.federationId))
    .where(eq(leagues.id, leagueId));
  if (!league) throw notFound(LEAGUE_NOT_FOUND);
  const isLeagueAdmin = viewerId !== null && league.adminId === viewerId;
  const requests = isLeagueAdmin
    ? (
        await selectAffiliations(db)
          .where(eq(federationAffiliations.leagueId, leagueId))
          .orderBy(desc(federationAffiliations.createdAt))
          .limit(20)
      ).map(toView)
    : [];
  return {
    federation: league.federationId
      ? { id: league.federationId, name: league.name!, acronym: league.acronym }
      : null,
    requests,
    isLeagueAdmin,
  };
}
