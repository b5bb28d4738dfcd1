import { and, eq } from 'drizzle-orm';
import type { FixtureView } from '@shared/contracts/leagues';
import type { Db } from '@server/db/client';
import { leagueFixtures } from '@server/db/schema/leagues';
import { conflict, forbidden, notFound } from '@server/lib/app-error';
import { emit } from '@server/lib/events';
import { FIXTURE_NOT_FOUND, fixtureView } from './fixture-rows';
import { CANCELLED } from './fixtures.service';
import { leagueRow } from './league-rows';
import { isLeagueReferee } from './referees.service';

export const NOT_THE_ADMIN_OR_REFEREE = 'Only the league’s admin or a referee can enter results';

/**
 * PUT /api/leagues/{id}/fixtures/{fixtureId}/result: the admin, a league referee, or the
 * fixture's own referee enters or corrects a score. A changed score is a `league.result_entered`
 * event (the two teams hear of it; league pages refresh); saving the same score again is quiet.
 */
export async function enterResult(
  db: Db,
  userId: string,
  leagueId: string,
  fixtureId: string,
  score: { homeScore: number; awayScore: number },
  now: Date,
): Promise<FixtureView> {
  const league = await leagueRow(db, leagueId);
  const [fixture] = await db
    .select()
    .from(leagueFixtures)
    .where(and(eq(leagueFixtures.id, fixtureId), eq(leagueFixtures.leagueId, leagueId)));
  const allowed =
    league.adminId === userId ||
    (fixture?.refereeId ?? null) === userId ||
    (await isLeagueReferee(db, leagueId, userId));
  if (!allowed) throw forbidden(NOT_THE_ADMIN_OR_REFEREE);
  // A fixture of another league is as unknown here as one that does not exist.
  if (!fixture) throw notFound(FIXTURE_NOT_FOUND);
  if (league.status === 'cancelled') throw conflict(CANCELLED, 'league_cancelled');
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ homeScore: leagueFixtures.homeScore, awayScore: leagueFixtures.awayScore })
      .from(leagueFixtures)
      .where(eq(leagueFixtures.id, fixtureId))
      .for('update');
    if (!before) throw notFound(FIXTURE_NOT_FOUND);
    if (before.homeScore === score.homeScore && before.awayScore === score.awayScore) return;
    await tx
      .update(leagueFixtures)
      .set({ homeScore: score.homeScore, awayScore: score.awayScore, status: 'played' })
      .where(eq(leagueFixtures.id, fixtureId));
    await emit(tx, {
      type: 'league.result_entered',
      data: {
        leagueId,
        fixtureId,
        enteredBy: userId,
        corrected: before.homeScore !== null,
        at: now.toISOString(),
      },
    });
  });
  return fixtureView(db, fixtureId);
}
