import { sql } from 'drizzle-orm';
import type { FollowFeedItem } from '@shared/contracts/follows';
import type { FollowEntityType } from '@shared/enums';
import { type Db, rowsOf } from '@server/db/client';

/** How many items the feed shows, and how far back "new fixtures" reach. */
export const FEED_LIMIT = 20;
const NEW_FIXTURES_DAYS = 14;

/** The user's follows of one kind, as a subquery of ids. */
const followed = (userId: string, type: FollowEntityType) =>
  sql`(select entity_id from entity_follows where user_id = ${userId} and entity_type = ${type})`;

type Source = { source_type: FollowEntityType; source_id: string; source_name: string };

const iso = (value: Date | string) => new Date(value).toISOString();
const source = (row: Source) => ({
  entityType: row.source_type,
  entityId: row.source_id,
  name: row.source_name,
});

/** League results of followed leagues, or of followed teams (named by what the user follows). */
async function results(db: Db, userId: string): Promise<FollowFeedItem[]> {
  const rows = await rowsOf<
    Source & {
      id: string;
      league_id: string;
      league_name: string;
      round: number;
      home: string;
      away: string;
      home_score: number;
      away_score: number;
      at: Date | string;
    }
  >(
    db,
    sql`
    select f.id, l.id as league_id, l.name as league_name, f.round, home.name as home,
           away.name as away, f.home_score, f.away_score, coalesce(f.start_time, f.updated_at) as at,
           case when l.id in ${followed(userId, 'league')} then 'league' else 'team' end as source_type,
           case when l.id in ${followed(userId, 'league')} then l.id
                when home.id in ${followed(userId, 'team')} then home.id else away.id end as source_id,
           case when l.id in ${followed(userId, 'league')} then l.name
                when home.id in ${followed(userId, 'team')} then home.name else away.name end as source_name
      from league_fixtures f
      join leagues l on l.id = f.league_id
      join teams home on home.id = f.home_team_id
      join teams away on away.id = f.away_team_id
     where f.status = 'played'
       and (l.id in ${followed(userId, 'league')} or home.id in ${followed(userId, 'team')}
            or away.id in ${followed(userId, 'team')})
     order by at desc, f.id
     limit ${FEED_LIMIT}`,
  );
  return rows.map((row) => ({
    id: `result:${row.id}`,
    kind: 'result',
    at: iso(row.at),
    title: `${row.home} ${row.home_score} – ${row.away_score} ${row.away}`,
    detail: `${row.league_name}, round ${row.round}`,
    href: `/leagues/${row.league_id}?tab=fixtures`,
    source: source(row),
  }));
}

/**
 * Fixtures published lately, one item per league: a schedule comes out as a batch, and a line
 * per match would bury everything else.
 */
async function newFixtures(db: Db, userId: string, now: Date): Promise<FollowFeedItem[]> {
  const since = new Date(now.getTime() - NEW_FIXTURES_DAYS * 24 * 60 * 60_000).toISOString();
  const rows = await rowsOf<
    Source & { league_id: string; matches: number; first: Date | string; at: Date | string }
  >(
    db,
    sql`
    select l.id as league_id, count(*)::int as matches, min(f.start_time) as first,
           max(f.created_at) as at, 'league' as source_type, l.id as source_id, l.name as source_name
      from league_fixtures f
      join leagues l on l.id = f.league_id
     where f.status = 'scheduled' and f.start_time >= ${now.toISOString()}
       and f.created_at >= ${since} and l.status <> 'cancelled'
       and (l.id in ${followed(userId, 'league')} or f.home_team_id in ${followed(userId, 'team')}
            or f.away_team_id in ${followed(userId, 'team')})
     group by l.id, l.name
     order by at desc, l.id
     limit ${FEED_LIMIT}`,
  );
  const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });
  return rows.map((row) => ({
    id: `fixtures:${row.league_id}`,
    kind: 'fixtures',
    at: iso(row.at),
    title: `New fixtures in ${row.source_name}`,
    detail: `${row.matches} ${row.matches === 1 ? 'match' : 'matches'} from ${day.format(new Date(row.first))}`,
    href: `/leagues/${row.league_id}?tab=fixtures`,
    source: source(row),
  }));
}

/** Community posts made at a followed venue (a post can name a venue, not a team). */
async function venuePosts(db: Db, userId: string): Promise<FollowFeedItem[]> {
  const rows = await rowsOf<
    Source & { id: string; content: string; author: string | null; at: Date | string }
  >(
    db,
    sql`
    select p.id, p.content, p.created_at as at,
           nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') as author,
           'venue' as source_type, v.id as source_id, v.name as source_name
      from posts p
      join venues v on v.id = p.venue_id
      join users u on u.id = p.author_id
     where p.venue_id in ${followed(userId, 'venue')}
     order by p.created_at desc, p.id
     limit ${FEED_LIMIT}`,
  );
  return rows.map((row) => ({
    id: `post:${row.id}`,
    kind: 'post',
    at: iso(row.at),
    title: `${row.author ?? 'Someone'} posted at ${row.source_name}`,
    detail: row.content.length > 140 ? `${row.content.slice(0, 139)}…` : row.content,
    href: `/community/posts/${row.id}`,
    source: source(row),
  }));
}

/** Finished esports matches of followed esports teams, or of teams of followed organisations. */
async function esportsResults(db: Db, userId: string): Promise<FollowFeedItem[]> {
  const mine = sql`(t.id in ${followed(userId, 'esports_team')}
    or t.organization_id in ${followed(userId, 'esports_org')})`;
  const rows = await rowsOf<
    Source & {
      id: string;
      tournament_id: string;
      tournament: string;
      team1: string;
      team2: string;
      score1: number | null;
      score2: number | null;
      at: Date | string;
    }
  >(
    db,
    sql`
    select * from (
    select distinct on (m.id) m.id, tr.id as tournament_id, tr.name as tournament,
           t1.name as team1, t2.name as team2, m.score1, m.score2,
           coalesce(m.completed_at, m.updated_at) as at,
           case when t.id in ${followed(userId, 'esports_team')} then 'esports_team'
                else 'esports_org' end as source_type,
           case when t.id in ${followed(userId, 'esports_team')} then t.id
                else o.id end as source_id,
           case when t.id in ${followed(userId, 'esports_team')} then t.name
                else o.name end as source_name
      from esports_matches m
      join esports_tournaments tr on tr.id = m.tournament_id
      join esports_teams t1 on t1.id = m.team1_id
      join esports_teams t2 on t2.id = m.team2_id
      join esports_teams t on t.id in (m.team1_id, m.team2_id)
      left join esports_organizations o on o.id = t.organization_id
     where m.status = 'completed' and ${mine}
     order by m.id, (t.id in ${followed(userId, 'esports_team')}) desc
    ) latest order by at desc, id limit ${FEED_LIMIT}`,
  );
  return rows.map((row): FollowFeedItem => ({
    id: `esports:${row.id}`,
    kind: 'esports_result',
    at: iso(row.at),
    title: `${row.team1} ${row.score1 ?? 0} – ${row.score2 ?? 0} ${row.team2}`,
    detail: row.tournament,
    href: `/esports/tournaments/${row.tournament_id}`,
    source: source(row),
  }));
}

const newestFirst = (a: FollowFeedItem, b: FollowFeedItem) =>
  b.at.localeCompare(a.at) || a.id.localeCompare(b.id);

/** GET /api/follows/feed: what happened lately in everything the user follows, newest first. */
export async function followFeed(db: Db, userId: string, now: Date): Promise<FollowFeedItem[]> {
  const parts = await Promise.all([
    results(db, userId),
    newFixtures(db, userId, now),
    venuePosts(db, userId),
    esportsResults(db, userId),
  ]);
  return parts.flat().sort(newestFirst).slice(0, FEED_LIMIT);
}
