import { type SQL, sql } from 'drizzle-orm';
import type { NearbyQuery } from '@shared/contracts/map';
import { EARTH_RADIUS_KM, NEARBY_MAX_RESULTS } from '@shared/map';
import { type Db, jsonArrayOf } from '@server/db/client';
import { demoUserColumns } from './demo-user-row';

const DEG = Math.PI / 180;
// A hair (about 0.1 mm) wider than exact, so rounding never drops a point on the edge.
const PAD_DEGREES = 1e-9;

/** A latitude/longitude rectangle, in degrees. */
export type Box = { south: number; north: number; west: number; east: number };

/**
 * The rectangle around the circle of `radiusKm` about (lat, lng): the exact bounding coordinates
 * of a spherical circle (its widest longitude span is asin(sin r / cos lat), reached off the
 * centre's parallel). A circle over a pole spans every longitude; one over the 180th meridian
 * becomes two rectangles, one on each side.
 */
export function boundingBoxes(lat: number, lng: number, radiusKm: number): Box[] {
  const angle = radiusKm / EARTH_RADIUS_KM;
  const dLat = angle / DEG + PAD_DEGREES;
  const south = lat - dLat;
  const north = lat + dLat;
  if (south <= -90 || north >= 90)
    return [{ south: Math.max(south, -90), north: Math.min(north, 90), west: -180, east: 180 }];
  const dLng = Math.asin(Math.sin(angle) / Math.cos(lat * DEG)) / DEG + PAD_DEGREES;
  const west = lng - dLng;
  const east = lng + dLng;
  if (west < -180)
    return [
      { south, north, west: west + 360, east: 180 },
      { south, north, west: -180, east },
    ];
  if (east > 180)
    return [
      { south, north, west, east: 180 },
      { south, north, west: -180, east: east - 360 },
    ];
  return [{ south, north, west, east }];
}

/** The row's point lies in one of the boxes (the GiST point index answers this). */
function insideBoxes(boxes: Box[], alias: string): SQL {
  const point = sql.raw(`point(${alias}.longitude, ${alias}.latitude)`);
  const tests = boxes.map(
    (b) =>
      sql`${point} <@ box(point(${b.west}::float8, ${b.south}::float8), point(${b.east}::float8, ${b.north}::float8))`,
  );
  return sql`(${sql.join(tests, sql` OR `)})`;
}

/** Great-circle distance in km from (lat, lng) to the row's coordinates (haversine). */
function haversineKm(lat: number, lng: number, alias: string): SQL {
  const la = sql.raw(`${alias}.latitude`);
  const lo = sql.raw(`${alias}.longitude`);
  return sql`(2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1::float8, sqrt(
    power(sin(radians(${la} - ${lat}::float8) / 2), 2)
    + cos(radians(${lat}::float8)) * cos(radians(${la})) * power(sin(radians(${lo} - ${lng}::float8) / 2), 2)
  ))))`;
}

/**
 * Active demo users within `radius` km of (lat, lng), nearest first, each with its distance
 * rounded to metres (the coordinates themselves are city-level). The covering GiST index on
 * point(longitude, latitude) finds the candidates inside the circle's bounding box without
 * visiting the table (migration 0009); the exact haversine distance keeps those inside the circle.
 */
export function nearbySql({ lat, lng, radius }: NearbyQuery, limit = NEARBY_MAX_RESULTS): SQL {
  const distance = haversineKm(lat, lng, 'd');
  return sql`
    SELECT ${demoUserColumns('d')}, round(${distance}::numeric, 3)::float8 AS "distanceKm"
      FROM demo_users d
     WHERE d.is_active
       AND ${insideBoxes(boundingBoxes(lat, lng, radius), 'd')}
       AND ${distance} <= ${radius}::float8
     ORDER BY ${distance}, d.id
     LIMIT ${limit}`;
}

/**
 * The nearby answer (NearbyUser[], SPEC §3) as JSON text written by PostgreSQL: a few hundred
 * people of 15 fields each cost more to parse into JavaScript values, check and stringify again
 * than the search itself.
 */
export async function findNearbyJson(db: Db, query: NearbyQuery): Promise<string> {
  return (await jsonArrayOf(db, nearbySql(query), sql`"distanceKm", id`)).json;
}
