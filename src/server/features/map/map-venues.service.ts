import { type SQL, sql } from 'drizzle-orm';
import { MAP_COUNTRIES } from '@shared/constants';
import type { MapFilters, MapVenue } from '@shared/contracts/map';
import { MAP_COUNTRY_CODES } from '@shared/map';
import { type Db, rowsOf } from '@server/db/client';
import { venueSearchText, venues } from '@server/db/schema/venues';
import { containsPattern } from '@server/lib/like-pattern';

/** Most venues one call answers; far more than a map can show legibly at once. */
export const MAP_VENUES_MAX = 5000;

const COUNTRY_BY_CODE = new Map<string, string>(
  MAP_COUNTRIES.map((name) => [MAP_COUNTRY_CODES[name], name]),
);

type VenueRow = Omit<MapVenue, 'country'> & { country: string };

/**
 * Bookable venues (the venues table) for the map's venue layer, under the same filters as the
 * demo users: they are venues, so a user-type filter other than 'venue' or any skill-level filter
 * (venues have none) leaves none; the country filter matches the venue's ISO code; the sport
 * filter matches the sports the venue offers; the search matches name, city and state.
 */
export async function listMapVenues(db: Db, filters: MapFilters): Promise<MapVenue[]> {
  if ((filters.userType && filters.userType !== 'venue') || filters.skillLevel) return [];
  const terms: SQL[] = [
    sql`venues.is_active`,
    sql`venues.latitude IS NOT NULL`,
    sql`venues.longitude IS NOT NULL`,
  ];
  if (filters.search)
    terms.push(
      sql`${venueSearchText(venues)} LIKE ${containsPattern(filters.search.toLowerCase())}`,
    );
  if (filters.country) terms.push(sql`venues.country = ${MAP_COUNTRY_CODES[filters.country]}`);
  if (filters.sport)
    terms.push(sql`EXISTS (SELECT 1 FROM venue_sports fs JOIN sports fsp ON fsp.id = fs.sport_id
                           WHERE fs.venue_id = venues.id AND fsp.name = ${filters.sport})`);
  const rows = await rowsOf<VenueRow>(
    db,
    // Table names unaliased: venueSearchText() renders "venues"."name", as its index does.
    sql`SELECT venues.id, venues.name, venues.city, venues.country,
               venues.latitude, venues.longitude, venues.images[1] AS image,
               venues.price_per_hour::text AS "pricePerHour", venues.rating::text AS rating,
               venues.review_count AS "reviewCount",
               coalesce(array_agg(s.name::text ORDER BY s.name)
                          FILTER (WHERE s.name IS NOT NULL), '{}'::text[]) AS sports
          FROM venues
          LEFT JOIN venue_sports vs ON vs.venue_id = venues.id
          LEFT JOIN sports s ON s.id = vs.sport_id
         WHERE ${sql.join(terms, sql` AND `)}
         GROUP BY venues.id
         ORDER BY venues.name, venues.id
         LIMIT ${MAP_VENUES_MAX}`,
  );
  return rows.map((row) => ({ ...row, country: COUNTRY_BY_CODE.get(row.country) ?? row.country }));
}
