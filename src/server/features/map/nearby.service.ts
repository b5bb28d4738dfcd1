import { type SQL, sql } from 'drizzle-orm';
import type { NearbyQuery, NearbyUser } from '@shared/contracts/map';
import { EARTH_RADIUS_KM, NEARBY_MAX_RESULTS } from '@shared/map';
import { type Db, rowsOf } from '@server/db/client';
import { demoUserColumns } from './demo-user-row';

/**
 * earthdistance places points on a sphere of radius earth() (6,378,168 m), larger than the mean
 * radius our distances use, so a point at haversine distance r lies up to r × (earth() / R) away
 * there. The candidate box is widened by that ratio (and a metre) so it never drops a true match.
 */
const EARTH_FUNCTION_RADIUS_M = 6_378_168;
const BOX_SCALE = EARTH_FUNCTION_RADIUS_M / (EARTH_RADIUS_KM * 1000);

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
 * Active demo users within `radius` km of (lat, lng), nearest first. The GiST index on
 * ll_to_earth(latitude, longitude) finds the candidates inside a cube around the point
 * (earth_box … @>), and the exact haversine distance keeps those inside the circle.
 */
export function nearbySql({ lat, lng, radius }: NearbyQuery, limit = NEARBY_MAX_RESULTS): SQL {
  const boxMeters = radius * 1000 * BOX_SCALE + 1;
  return sql`
    SELECT * FROM (
      SELECT ${demoUserColumns('d')}, ${haversineKm(lat, lng, 'd')} AS "distanceKm"
        FROM demo_users d
       WHERE d.is_active
         AND earth_box(ll_to_earth(${lat}::float8, ${lng}::float8), ${boxMeters}::float8)
             @> ll_to_earth(d.latitude, d.longitude)
    ) candidates
    WHERE "distanceKm" <= ${radius}::float8
    ORDER BY "distanceKm", id
    LIMIT ${limit}`;
}

type NearbyRow = Omit<NearbyUser, 'createdAt'> & { createdAt: Date | string };

export async function findNearby(db: Db, query: NearbyQuery): Promise<NearbyUser[]> {
  const rows = await rowsOf<NearbyRow>(db, nearbySql(query));
  return rows.map((row) => ({
    ...row,
    createdAt: new Date(row.createdAt).toISOString(),
    // Metres are plenty: the coordinates themselves are city-level.
    distanceKm: Math.round(row.distanceKm * 1000) / 1000,
  }));
}
