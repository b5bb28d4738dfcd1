import { sql, type SQL } from 'drizzle-orm';
import {
  SPONSORABLE_TYPES,
  type DiscoverItem,
  type SponsorableType,
} from '@shared/contracts/sponsors';
import type { Tx } from '@server/db/tx';
import { containsPattern } from '@server/lib/like-pattern';

/**
 * Reach figures of whatever a sponsor may back, counted from Matchday's own rows: followers
 * (entity_follows, or a player's followers), members (a team's players, a league's teams, a
 * federation's accepted clubs and leagues, an organisation's teams), bookings and check-ins (a
 * venue's, or a player's own), games played (fixtures played, a player's games, an esports team's
 * matches). `e` is the entity's row alias in every expression.
 */
type Source = {
  from: SQL;
  name: SQL;
  image: SQL;
  sportName: SQL;
  /** Null when the kind has no sport (esports): a sport filter then leaves none. */
  sportId: SQL | null;
  region: SQL;
  followers: SQL;
  members: SQL;
  bookings: SQL;
  checkIns: SQL;
  gamesPlayed: SQL;
  visible: SQL;
};

const zero = sql`0`;
const follows = (type: string) =>
  sql`(select count(*) from entity_follows f where f.entity_type = ${type} and f.entity_id = e.id)`;
const sportOf = (column: SQL) => sql`(select s.name from sports s where s.id = ${column})`;
const fixturesPlayed = (where: SQL) =>
  sql`(select count(*) from league_fixtures x where x.status = 'played' and ${where})`;

const SOURCES: Record<SponsorableType, Source> = {
  team: {
    from: sql`teams e`,
    name: sql`e.name`,
    image: sql`e.logo`,
    sportName: sportOf(sql`e.sport_id`),
    sportId: sql`e.sport_id`,
    region: sql`e.location`,
    followers: sql`e.followers_count`,
    members: sql`(select count(*) from team_members m where m.team_id = e.id)`,
    bookings: zero,
    checkIns: zero,
    gamesPlayed: fixturesPlayed(sql`(x.home_team_id = e.id or x.away_team_id = e.id)`),
    visible: sql`not e.is_private`,
  },
  league: {
    from: sql`leagues e`,
    name: sql`e.name`,
    image: sql`e.logo`,
    sportName: sportOf(sql`e.sport_id`),
    sportId: sql`e.sport_id`,
    region: sql`(select f.region from federations f where f.id = e.federation_id)`,
    followers: sql`e.followers_count`,
    members: sql`(select count(*) from league_teams t where t.league_id = e.id)`,
    bookings: zero,
    checkIns: zero,
    gamesPlayed: fixturesPlayed(sql`x.league_id = e.id`),
    visible: sql`true`,
  },
  federation: {
    from: sql`federations e`,
    name: sql`e.name`,
    image: sql`e.logo`,
    sportName: sportOf(sql`e.sport_id`),
    sportId: sql`e.sport_id`,
    region: sql`coalesce(e.region, e.country)`,
    followers: follows('federation'),
    members: sql`(select count(*) from federation_affiliations a
      where a.federation_id = e.id and a.status = 'accepted')`,
    bookings: zero,
    checkIns: zero,
    gamesPlayed: zero,
    visible: sql`true`,
  },
  venue: {
    from: sql`venues e`,
    name: sql`e.name`,
    image: sql`e.images[1]`,
    sportName: sql`(select string_agg(s.name, ', ' order by s.name) from venue_sports vs
      join sports s on s.id = vs.sport_id where vs.venue_id = e.id)`,
    sportId: null,
    region: sql`e.city || ', ' || e.country`,
    followers: follows('venue'),
    members: zero,
    bookings: sql`(select count(*) from bookings b
      where b.venue_id = e.id and b.status in ('confirmed', 'completed'))`,
    checkIns: sql`(select count(*) from bookings b
      where b.venue_id = e.id and b.checked_in_at is not null)`,
    gamesPlayed: zero,
    visible: sql`e.is_active`,
  },
  player: {
    from: sql`users e`,
    name: sql`trim(coalesce(e.first_name, '') || ' ' || coalesce(e.last_name, ''))`,
    image: sql`e.profile_image_url`,
    sportName: sql`e.favorite_sport`,
    sportId: sql`(select s.id from sports s where s.name = e.favorite_sport)`,
    region: sql`e.location`,
    followers: sql`e.followers_count`,
    members: zero,
    bookings: sql`(select count(*) from bookings b
      where b.user_id = e.id and b.status in ('confirmed', 'completed'))`,
    checkIns: sql`(select count(*) from bookings b
      where b.user_id = e.id and b.checked_in_at is not null)`,
    gamesPlayed: sql`(select count(*) from game_participants p join games g on g.id = p.game_id
      where p.user_id = e.id and p.status = 'accepted' and g.status = 'completed')`,
    visible: sql`e.user_type in ('player', 'esports_player')`,
  },
  esports_team: {
    from: sql`esports_teams e`,
    name: sql`e.name`,
    image: sql`e.logo`,
    sportName: sql`(select g.title from electronic_games g where g.id = e.game_id)`,
    sportId: null,
    region: sql`e.region`,
    followers: follows('esports_team'),
    members: sql`coalesce(jsonb_array_length(case when jsonb_typeof(e.roster) = 'array'
      then e.roster end), 0)`,
    bookings: zero,
    checkIns: zero,
    gamesPlayed: sql`e.matches_played`,
    visible: sql`e.status = 'active'`,
  },
  esports_org: {
    from: sql`esports_organizations e`,
    name: sql`e.name`,
    image: sql`e.logo`,
    sportName: sql`null::text`,
    sportId: null,
    region: sql`e.headquarters`,
    followers: follows('esports_org'),
    members: sql`(select count(*) from esports_teams t where t.organization_id = e.id)`,
    bookings: zero,
    checkIns: zero,
    gamesPlayed: zero,
    visible: sql`true`,
  },
};

type Filters = { sportId?: number; region?: string; q?: string };

type ReachRow = {
  entityId: string;
  name: string;
  imageUrl: string | null;
  sportName: string | null;
  region: string | null;
  followers: number;
  members: number;
  bookings: number;
  checkIns: number;
  gamesPlayed: number;
};

const PER_KIND = 20;

async function reachOf(tx: Tx, type: SponsorableType, filters: Filters, ids?: string[]) {
  const s = SOURCES[type];
  if (filters.sportId !== undefined && !s.sportId) return [];
  const where = [s.visible];
  if (filters.sportId !== undefined && s.sportId)
    where.push(sql`${s.sportId} = ${filters.sportId}`);
  if (filters.region) where.push(sql`${s.region} ilike ${containsPattern(filters.region)}`);
  if (filters.q) where.push(sql`${s.name} ilike ${containsPattern(filters.q)}`);
  if (ids) where.push(sql`e.id = any(${`{${ids.join(',')}}`}::uuid[])`);
  const result = await tx.execute(sql`
    select * from (
      select e.id as "entityId", ${s.name} as name, ${s.image} as "imageUrl",
             ${s.sportName} as "sportName", ${s.region} as region,
             (${s.followers})::int as followers, (${s.members})::int as members,
             (${s.bookings})::int as bookings, (${s.checkIns})::int as "checkIns",
             (${s.gamesPlayed})::int as "gamesPlayed"
        from ${s.from} where ${sql.join(where, sql` and `)}) r
     order by followers + members + "gamesPlayed" + ${
       type === 'venue' ? sql`"checkIns"` : sql`0`
     } desc, name
     limit ${ids ? ids.length : PER_KIND}`);
  return (result as { rows: ReachRow[] }).rows.map((row) => toItem(type, row));
}

function toItem(entityType: SponsorableType, row: ReachRow): DiscoverItem {
  const { entityId, name, imageUrl, sportName, region, ...reach } = row;
  return {
    entityType,
    entityId,
    name,
    imageUrl,
    sportName,
    region,
    reach,
    // A venue's check-ins are visitors who see its signs; a player's are their own activity.
    audience:
      reach.followers +
      reach.members +
      reach.gamesPlayed +
      (entityType === 'venue' ? reach.checkIns : 0),
  };
}

/** GET /api/sponsors/discover: the biggest audiences first, at most 20 of each kind. */
export async function discover(
  tx: Tx,
  query: Filters & { entityType?: SponsorableType },
): Promise<DiscoverItem[]> {
  const kinds = query.entityType ? [query.entityType] : SPONSORABLE_TYPES;
  const found: DiscoverItem[] = [];
  // One query at a time: a transaction's queries share one connection.
  for (const kind of kinds) found.push(...(await reachOf(tx, kind, query)));
  return found.sort((a, b) => b.audience - a.audience || a.name.localeCompare(b.name));
}

/** The reach of given entities of one kind (a sponsor's dashboard chart). */
export function reachOfEntities(tx: Tx, type: SponsorableType, ids: string[]) {
  return ids.length === 0 ? Promise.resolve([]) : reachOf(tx, type, {}, ids);
}
