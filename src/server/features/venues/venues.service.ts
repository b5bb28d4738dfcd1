import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_CURRENCY, FIRST_SLOT, LAST_SLOT } from '@shared/constants';
import { localToInstant, TIME_OPTIONS } from '@shared/slots';
import type { VenueDetail, VenueList, VenueListItem } from '@shared/contracts/venues';
import type { Db } from '@server/db/client';
import { bookings } from '@server/db/schema/bookings';
import { sports } from '@server/db/schema/sports';
import { venueSearchText, venueSports, venues } from '@server/db/schema/venues';
import { courtBlocks, courts, venueHourExceptions, venueHours } from '@server/db/schema/courts';
import { containsPattern } from '@server/lib/like-pattern';
import { notFound } from '@server/lib/app-error';
import {
  venueCourts,
  venueOpeningHours,
  type VenueSetup,
} from '@server/features/courts/venue-setup';
import { venueZones } from './venue-search-cache';

export type VenueSearch = {
  sport?: string;
  location?: string;
  date?: string;
  page: number;
  pageSize: number;
};

const param = (name: string) => sql.placeholder(name);

/** The sport filter: an id, or a name compared case-insensitively. */
function sportCondition(byId: boolean): SQL {
  const match = byId
    ? sql`vs.sport_id = ${param('sport')}`
    : sql`vs.sport_id = (select id from ${sports} where lower(name) = ${param('sport')})`;
  return sql`exists (select 1 from ${venueSports} vs where vs.venue_id = ${venues.id} and ${match})`;
}

/**
 * The venue's opening window on the searched date as local times (`opens`, `closes`), from a
 * dated exception, else its weekday's row, else SPEC §9's 09:00–22:30; both null when closed.
 */
function windowJoin(venue: SQL): SQL {
  const date = sql`${param('date')}::date`;
  return sql`left join ${venueHourExceptions} x on x.venue_id = ${venue} and x.date = ${date}
    left join ${venueHours} h on h.venue_id = ${venue} and h.weekday = extract(isodow from ${date})`;
}
const opensAt = sql`case when x.venue_id is not null then x.opens_at when h.venue_id is not null then h.opens_at else ${FIRST_SLOT}::time end`;
const closesAt = sql`case when x.venue_id is not null then x.closes_at when h.venue_id is not null then h.closes_at else ${LAST_SLOT}::time end`;

/**
 * The date filter: at least one court of the venue has a free half-hour that day, within the
 * venue's opening hours on its own clock. Free time = from the first slot not yet started to
 * closing, minus what live bookings and blocks occupy; both sit on the half-hour grid, so 30
 * free minutes means a free slot. Cheap parts instead of a sum per venue: the venue's zone must
 * still have a slot to come that day (worked out per zone, in the code, see
 * `zonesWithSlotsLeft`), the venue must not be closed that day (few rows of hours), and it must
 * not be among the few whose every court the day's bookings and blocks (found by start time)
 * fill up.
 */
function freeOnDateCondition(zoneFilter: boolean): SQL {
  const now = sql`${param('now')}::timestamptz`;
  const date = sql`${param('date')}::date`;
  const open = sql`((${date} + ${opensAt}) at time zone v2.time_zone)`;
  const close = sql`((${date} + ${closesAt}) at time zone v2.time_zone)`;
  // The first slot that starts after now (today), else the opening.
  const from = sql`(${open} + interval '30 minutes' * greatest(0, floor(extract(epoch from (${now} - ${open})) / 1800) + 1))`;
  const near = (t: SQL) =>
    sql`${t} >= ${date} - interval '2 days' and ${t} < ${date} + interval '2 days'`;
  const fullCourts = sql`select o.venue_id, o.court_id
      from (
        select b.venue_id, b.court_id, b.start_time, b.end_time from ${bookings} b
        where ${near(sql`b.start_time`)}
          and (b.status in ('confirmed', 'completed')
               or (b.status = 'pending' and b.hold_expires_at > ${now}))
        union all
        select k.venue_id, k.court_id, k.start_time, k.end_time from ${courtBlocks} k
        where ${near(sql`k.start_time`)}
      ) o
      join ${venues} v2 on v2.id = o.venue_id
      ${windowJoin(sql`o.venue_id`)}
      where o.start_time < ${close} and o.end_time > ${from}
      group by o.venue_id, o.court_id, v2.time_zone, x.venue_id, x.opens_at, x.closes_at,
        h.venue_id, h.opens_at, h.closes_at
      having sum(least(o.end_time, ${close}) - greatest(o.start_time, ${from}))
        > ${close} - ${from} - interval '30 minutes'`;
  const full = sql`select f.venue_id from (${fullCourts}) f
      group by f.venue_id
      having count(*) >= (select count(*) from ${courts} c
                          where c.venue_id = f.venue_id and c.archived_at is null)`;
  // Closed that day: an exception without times, or a weekday without times and no exception
  // opening it (read from the small hours tables, not per venue).
  const closed = sql`select x.venue_id from ${venueHourExceptions} x
      where x.date = ${date} and x.opens_at is null
      union
      select h.venue_id from ${venueHours} h
      where h.weekday = extract(isodow from ${date}) and h.opens_at is null
        and not exists (select 1 from ${venueHourExceptions} x
                        where x.venue_id = h.venue_id and x.date = ${date})`;
  const notFull = sql`${venues.id} not in (${full}) and ${venues.id} not in (${closed})`;
  return zoneFilter
    ? sql`${venues.timeZone} = any(${param('zones')}::text[]) and ${notFull}`
    : notFull;
}

/** Cards show a few lines of the description; the rest stays on the venue page. */
const DESCRIPTION_CHARS = 280;

/** Which filters a search uses (`date: 'some'` when only some zones still have slots that day). */
type Shape = { sport: 'id' | 'name' | null; location: boolean; date: 'all' | 'some' | null };

function buildSearch(db: Db, shape: Shape) {
  const conditions: SQL[] = [sql`${venues.isActive}`];
  if (shape.sport) conditions.push(sportCondition(shape.sport === 'id'));
  if (shape.location) conditions.push(sql`${venueSearchText(venues)} like ${param('pattern')}`);
  if (shape.date) conditions.push(freeOnDateCondition(shape.date === 'some'));
  const where = and(...conditions);
  const key = `${shape.sport ?? 'any'}_${shape.location ? 'loc' : 'all'}_${shape.date ?? 'any'}`;
  return {
    // Only what a card shows; the page is cut (by the index on rating and name when there is no
    // filter) before the sports of each venue are gathered.
    list: db
      .select({
        id: venues.id,
        name: venues.name,
        images: venues.images,
        city: venues.city,
        state: venues.state,
        country: venues.country,
        description: sql<
          string | null
        >`left(${venues.description}, ${sql.raw(String(DESCRIPTION_CHARS))})`,
        pricePerHour: venues.pricePerHour,
        rating: venues.rating,
        reviewCount: venues.reviewCount,
        // Spelled out: in a select list Drizzle leaves columns unqualified, and a bare "id" here
        // would mean the sport's.
        sports: sql<string[] | null>`(
          select array_agg(s.name order by s.name)
          from ${venueSports} vs join ${sports} s on s.id = vs.sport_id
          where vs.venue_id = "venues"."id"
        )`,
      })
      .from(venues)
      .where(where)
      .orderBy(sql`${venues.rating} desc nulls last`, venues.name, venues.id)
      .limit(param('limit'))
      .offset(param('offset'))
      .prepare(`venue_search_${key}`),
    count: db
      .select({ total: sql<number>`count(*)::int` })
      .from(venues)
      .where(where)
      .prepare(`venue_count_${key}`),
  };
}

type Search = ReturnType<typeof buildSearch>;
const prepared = new WeakMap<Db, Map<string, Search>>();

/**
 * One prepared pair of statements (page, count) per combination of filters and database handle:
 * the SQL is built and planned once, not on every request.
 */
function searchFor(db: Db, shape: Shape): Search {
  let byShape = prepared.get(db);
  if (!byShape) {
    byShape = new Map();
    prepared.set(db, byShape);
  }
  const key = JSON.stringify(shape);
  let search = byShape.get(key);
  if (!search) {
    search = buildSearch(db, shape);
    byShape.set(key, search);
  }
  return search;
}

async function activeTimeZones(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ zone: venues.timeZone })
    .from(venues)
    .where(eq(venues.isActive, true));
  return rows.map((row) => row.zone);
}

/**
 * The zones in which `date` still has a slot to come: its last slot (22:00–22:30) starts after
 * now. Worked out per zone here, with the zone rules of @date-fns/tz, rather than per venue row.
 */
export function zonesWithSlotsLeft(zones: string[], date: string, now: Date): string[] {
  const lastStart = TIME_OPTIONS[TIME_OPTIONS.length - 2]!;
  return zones.filter((zone) => {
    const start = localToInstant(date, lastStart, zone);
    return start !== null && start.getTime() > now.getTime();
  });
}

/**
 * GET /api/venues: active venues matching the filters, best rated first, then by name, with the
 * total for pagination.
 */
export async function searchVenues(db: Db, search: VenueSearch, now: Date): Promise<VenueList> {
  const empty = { items: [], total: 0, page: search.page, pageSize: search.pageSize };
  let date: Shape['date'] = null;
  let zones: string[] | undefined;
  if (search.date) {
    const inUse = await venueZones(db, () => activeTimeZones(db));
    zones = zonesWithSlotsLeft(inUse, search.date, now);
    if (zones.length === 0) return empty;
    date = zones.length === inUse.length ? 'all' : 'some';
  }
  const sportById = search.sport !== undefined && /^\d+$/.test(search.sport);
  const shape: Shape = {
    sport: search.sport === undefined ? null : sportById ? 'id' : 'name',
    location: search.location !== undefined,
    date,
  };
  const values = {
    sport: sportById ? Number(search.sport) : search.sport?.toLowerCase(),
    pattern:
      search.location === undefined ? undefined : containsPattern(search.location.toLowerCase()),
    date: search.date,
    now: now.toISOString(),
    zones,
  };
  const statements = searchFor(db, shape);
  const [rows, [counted]] = await Promise.all([
    statements.list.execute({
      ...values,
      limit: search.pageSize,
      offset: (search.page - 1) * search.pageSize,
    }),
    statements.count.execute(values),
  ]);
  return {
    items: rows.map((row): VenueListItem => ({
      ...row,
      rating: Number(row.rating),
      sports: row.sports ?? [],
    })),
    total: counted?.total ?? 0,
    page: search.page,
    pageSize: search.pageSize,
  };
}

type VenueRow = typeof venues.$inferSelect;

export function toVenueDetail(
  row: VenueRow,
  venueSportList: VenueDetail['sports'],
  setup: Pick<VenueSetup, 'courts' | 'hours'>,
): VenueDetail {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    images: row.images,
    address: row.address,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    country: row.country,
    latitude: row.latitude,
    longitude: row.longitude,
    phoneNumber: row.phoneNumber,
    email: row.email,
    website: row.website,
    pricePerHour: row.pricePerHour,
    currency: DEFAULT_CURRENCY,
    rating: Number(row.rating),
    reviewCount: row.reviewCount,
    amenities: row.amenities,
    timeZone: row.timeZone,
    isActive: row.isActive,
    sports: venueSportList,
    courts: setup.courts,
    openingHours: setup.hours,
    splitDeadlineHours: row.splitDeadlineHours,
  };
}

/** A venue row with its sports, courts and hours, as the venue page and the owner's form read it. */
export async function venueDetailOf(db: Db, row: VenueRow): Promise<VenueDetail> {
  const [sportList, courtList, hours] = await Promise.all([
    sportsOfVenue(db, row.id),
    venueCourts(db, row.id),
    venueOpeningHours(db, row.id),
  ]);
  return toVenueDetail(row, sportList, { courts: courtList, hours });
}

export function sportsOfVenue(db: Db, venueId: string) {
  return db
    .select({ id: sports.id, name: sports.name })
    .from(venueSports)
    .innerJoin(sports, eq(sports.id, venueSports.sportId))
    .where(eq(venueSports.venueId, venueId))
    .orderBy(asc(sports.name));
}

export const VENUE_NOT_FOUND = 'Venue not found';

/** An active venue, or 404 (a deactivated venue is gone for players). */
export async function getActiveVenueRow(db: Db, venueId: string): Promise<VenueRow> {
  const [row] = await db
    .select()
    .from(venues)
    .where(and(eq(venues.id, venueId), eq(venues.isActive, true)));
  if (!row) throw notFound(VENUE_NOT_FOUND);
  return row;
}

/** GET /api/venues/{id}. */
export async function getVenue(db: Db, venueId: string): Promise<VenueDetail> {
  return venueDetailOf(db, await getActiveVenueRow(db, venueId));
}
