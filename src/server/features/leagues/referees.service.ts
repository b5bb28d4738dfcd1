import { and, asc, eq } from 'drizzle-orm';
import type { RefereeView } from '@shared/contracts/leagues';
import type { Db } from '@server/db/client';
import type { Tx } from '@server/db/tx';
import { leagueReferees } from '@server/db/schema/leagues';
import { users } from '@server/db/schema/users';
import { badRequest, conflict, notFound } from '@server/lib/app-error';
import { isUniqueViolation } from '@server/lib/pg-errors';
import { adminLeagueRow, leagueRow } from './league-rows';

export const ALREADY_REFEREE = 'This person is already a referee of the league';
export const NOT_A_REFEREE = 'Referee not found';
const CHOOSE_PERSON = 'Choose a person from the list';

/** Whether the user is one of the league's referees (named for the whole league). */
export async function isLeagueReferee(db: Db | Tx, leagueId: string, userId: string) {
  const [row] = await db
    .select({ id: leagueReferees.id })
    .from(leagueReferees)
    .where(and(eq(leagueReferees.leagueId, leagueId), eq(leagueReferees.userId, userId)));
  return Boolean(row);
}

/** GET /api/leagues/{id}/referees: public, like the rest of the league. */
export async function listReferees(db: Db, leagueId: string): Promise<RefereeView[]> {
  await leagueRow(db, leagueId);
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      profileImageUrl: users.profileImageUrl,
    })
    .from(leagueReferees)
    .innerJoin(users, eq(users.id, leagueReferees.userId))
    .where(eq(leagueReferees.leagueId, leagueId))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
}

/** POST /api/leagues/{id}/referees (the admin). */
export async function addReferee(db: Db, adminId: string, leagueId: string, userId: string) {
  await adminLeagueRow(db, adminId, leagueId);
  const [person] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!person) throw badRequest(CHOOSE_PERSON, { userId: CHOOSE_PERSON });
  try {
    await db.insert(leagueReferees).values({ leagueId, userId });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(ALREADY_REFEREE, 'already_referee');
    throw error;
  }
  return listReferees(db, leagueId);
}

/** DELETE /api/leagues/{id}/referees/{userId} (the admin). */
export async function removeReferee(db: Db, adminId: string, leagueId: string, userId: string) {
  await adminLeagueRow(db, adminId, leagueId);
  const removed = await db
    .delete(leagueReferees)
    .where(and(eq(leagueReferees.leagueId, leagueId), eq(leagueReferees.userId, userId)))
    .returning({ id: leagueReferees.id });
  if (removed.length === 0) throw notFound(NOT_A_REFEREE);
}
