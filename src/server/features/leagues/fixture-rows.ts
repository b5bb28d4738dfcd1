import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FixtureView } from '@shared/contracts/leagues';
import type { Db } from '@server/db/client';
import type { Tx } from '@server/db/tx';
import { leagueFixtures } from '@server/db/schema/leagues';
import { teams } from '@server/db/schema/teams';
import { users } from '@server/db/schema/users';
import { venues } from '@server/db/schema/venues';

export const FIXTURE_NOT_FOUND = 'Fixture not found';

const home = alias(teams, 'home');
const away = alias(teams, 'away');
const referee = alias(users, 'referee');

/** Fixtures with their teams' and venue's names (add `.where` and `.orderBy`). */
export function selectFixtures(db: Db | Tx) {
  return db
    .select({
      fixture: leagueFixtures,
      homeTeamName: home.name,
      awayTeamName: away.name,
      venueName: venues.name,
      refereeFirstName: referee.firstName,
      refereeLastName: referee.lastName,
    })
    .from(leagueFixtures)
    .innerJoin(home, eq(home.id, leagueFixtures.homeTeamId))
    .innerJoin(away, eq(away.id, leagueFixtures.awayTeamId))
    .leftJoin(venues, eq(venues.id, leagueFixtures.venueId))
    .leftJoin(referee, eq(referee.id, leagueFixtures.refereeId));
}

/** The home team's name column, for ordering a round's fixtures. */
export const homeTeamName = home.name;

export type FixtureRow = Awaited<ReturnType<ReturnType<typeof selectFixtures>['execute']>>[number];

export const toFixtureView = ({
  fixture: f,
  homeTeamName,
  awayTeamName,
  venueName,
  refereeFirstName,
  refereeLastName,
}: FixtureRow): FixtureView => ({
  id: f.id,
  round: f.round,
  homeTeamId: f.homeTeamId,
  awayTeamId: f.awayTeamId,
  homeTeamName,
  awayTeamName,
  startTime: f.startTime?.toISOString() ?? null,
  venueId: f.venueId,
  venueName: venueName ?? null,
  refereeId: f.refereeId,
  // Players see who referees their match on the fixture list (a name only, never an email).
  refereeName: f.refereeId
    ? [refereeFirstName, refereeLastName].filter(Boolean).join(' ').trim() || 'Referee'
    : null,
  homeScore: f.homeScore,
  awayScore: f.awayScore,
  status: f.status,
});

/** One fixture as the API shows it (it exists: the caller just read or wrote it). */
export async function fixtureView(db: Db | Tx, fixtureId: string): Promise<FixtureView> {
  const [row] = await selectFixtures(db).where(eq(leagueFixtures.id, fixtureId));
  return toFixtureView(row!);
}
