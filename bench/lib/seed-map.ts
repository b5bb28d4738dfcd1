import pg from 'pg';
import { MAP_SPORTS } from '@shared/constants';
import { MAP_PLACES } from '@server/db/seed/map-places';

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * Fills demo_users with `count` generated people in one INSERT … SELECT over generate_series:
 * around the real cities of the nine map countries (Gaussian spread of about 25 km, so cities
 * are dense and the countryside sparse), every type, sport and level. Indexes are dropped for the
 * load and rebuilt from their own definitions afterwards (much faster than maintaining them row
 * by row); the statistics triggers stay on and count the whole insert once.
 */
export async function seedMillionDemoUsers(url: string, count = 1_000_000): Promise<number> {
  const started = Date.now();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const cities = MAP_PLACES.flatMap((place) =>
      place.cities.map(
        (city) => `(${quote(city.name)}, ${quote(place.country)}, ${city.lat}, ${city.lng})`,
      ),
    );
    const sports = `ARRAY[${MAP_SPORTS.map(quote).join(', ')}]`;
    const { rows: indexes } = await client.query<{ indexname: string; indexdef: string }>(
      `SELECT indexname, indexdef FROM pg_indexes
        WHERE tablename = 'demo_users' AND indexname <> 'demo_users_pkey'`,
    );
    await client.query(`SET maintenance_work_mem = '256MB'`);
    for (const index of indexes) await client.query(`DROP INDEX ${index.indexname}`);
    await client.query(`SELECT setseed(0.42)`);
    await client.query(`
      WITH cities(name, country, lat, lng) AS (VALUES ${cities.join(', ')}),
      numbered AS (SELECT row_number() OVER () - 1 AS i, * FROM cities),
      people AS (
        SELECT g,
               (SELECT count(*) FROM cities) AS n,
               random() AS pick, random() AS u1, random() AS u2, random() AS kind, random() AS s
          FROM generate_series(1, ${count}) AS g
      )
      INSERT INTO demo_users (name, user_type, sport, skill_level, address, city, country,
                              latitude, longitude, description, is_active)
      SELECT 'Bench user ' || p.g,
             CASE WHEN p.kind < 0.55 THEN 'player' WHEN p.kind < 0.65 THEN 'coach'
                  WHEN p.kind < 0.75 THEN 'venue' WHEN p.kind < 0.87 THEN 'team'
                  WHEN p.kind < 0.93 THEN 'sponsor' WHEN p.kind < 0.97 THEN 'investor'
                  ELSE 'federation' END,
             (${sports})[1 + floor(p.s * ${MAP_SPORTS.length})::int],
             CASE WHEN p.kind < 0.65 OR (p.kind >= 0.75 AND p.kind < 0.87)
                  THEN (ARRAY['beginner','intermediate','advanced','professional'])[1 + (p.g % 4)::int]
                  END,
             (p.g % 200) || ' Bench Street, ' || c.name,
             c.name, c.country,
             greatest(-89.9, least(89.9,
               c.lat + 0.22 * sqrt(-2 * ln(greatest(p.u1, 1e-12))) * cos(2 * pi() * p.u2))),
             greatest(-179.9, least(179.9,
               c.lng + 0.3 * sqrt(-2 * ln(greatest(p.u1, 1e-12))) * sin(2 * pi() * p.u2))),
             'Generated for the benchmark: plays ' || c.name || ' leagues most weekends.',
             p.g % 100 <> 0
        FROM people p
        JOIN numbered c ON c.i = floor(p.pick * p.n)`);
    for (const index of indexes) await client.query(index.indexdef);
    // As after any bulk load: statistics for the planner, and the visibility map that lets
    // index-only scans skip the table.
    await client.query('VACUUM ANALYZE demo_users');
    // Write the load out now, so the measurements that follow do not share the disk with it.
    await client.query('CHECKPOINT').catch(() => {}); // needs superuser or pg_checkpoint
    await client.query('ANALYZE demo_user_counts');
  } finally {
    await client.end();
  }
  return Date.now() - started;
}
