import { sql } from 'drizzle-orm';
import type { FollowedFixtureView, FollowedResultView } from '@shared/contracts/follows';
import { type Db, rowsOf } from '@server/db/client';

/** How many results, and how many coming fixtures, a dashboard shows. */
export const FOLLOWED_FIXTURES_LIMIT = 8;

type Row = {
  fixture_id: string;
  league_id: string;
  league_name: string;
  round: number;
  home_team_name: string;
  away_team_name: string;
  home_score: number | null;
  away_score: number | null;
  start_time: Date | string | null;
  updated_at: Date | string;
  venue_name: string | null;
};

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

/**
 * League fixtures the user follows: of the leagues they follow, and any a followed team plays
 * in. `played` picks the latest results or the next matches to come.
 */
function followedFixtures(db: Db, userId: string, played: boolean, now: Date) {
  const when = sql`coalesce(f.start_time, f.updated_at)`;
  return rowsOf<Row>(
    db,
    sql`
    with followed as (
      select entity_type, entity_id from entity_follows where user_id = ${userId}
        and entity_type in ('league', 'team')
    )
    select f.id as fixture_id, l.id as league_id, l.name as league_name, f.round,
           home.name as home_team_name, away.name as away_team_name,
           f.home_score, f.away_score, f.start_time, f.updated_at, v.name as venue_name
      from league_fixtures f
      join leagues l on l.id = f.league_id
      join teams home on home.id = f.home_team_id
      join teams away on away.id = f.away_team_id
      left join venues v on v.id = f.venue_id
     where (f.league_id in (select entity_id from followed where entity_type = 'league')
         or f.home_team_id in (select entity_id from followed where entity_type = 'team')
         or f.away_team_id in (select entity_id from followed where entity_type = 'team'))
       and ${
         played
           ? sql`f.status = 'played'`
           : sql`f.status = 'scheduled' and f.start_time >= ${now.toISOString()} and l.status <> 'cancelled'`
       }
     order by ${played ? sql`${when} desc` : sql`f.start_time`}, f.id
     limit ${FOLLOWED_FIXTURES_LIMIT}`,
  );
}

const common = (row: Row) => ({
  fixtureId: row.fixture_id,
  leagueId: row.league_id,
  leagueName: row.league_name,
  round: Number(row.round),
  homeTeamName: row.home_team_name,
  awayTeamName: row.away_team_name,
});

/** The latest results: the fan's "what happened" on the home dashboard. */
export async function followedResults(
  db: Db,
  userId: string,
  now: Date,
): Promise<FollowedResultView[]> {
  const rows = await followedFixtures(db, userId, true, now);
  return rows.map((row) => ({
    ...common(row),
    homeScore: Number(row.home_score),
    awayScore: Number(row.away_score),
    playedAt: iso(row.start_time) ?? iso(row.updated_at),
  }));
}

/** The next matches to come, soonest first. */
export async function upcomingFollowedFixtures(
  db: Db,
  userId: string,
  now: Date,
): Promise<FollowedFixtureView[]> {
  const rows = await followedFixtures(db, userId, false, now);
  return rows.map((row) => ({
    ...common(row),
    startTime: iso(row.start_time)!,
    venueName: row.venue_name,
  }));
}
