import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { DemoUser } from '@shared/contracts/map';
import { jsonArraySql } from '@server/db/client';
import { nearbySql } from '@server/features/map/nearby.service';
import { sequentialLatency } from '../lib/latency';
import { type LoadResult, runLoad } from '../lib/load';
import type { RunningServer } from '../lib/server';
import { seedMillionDemoUsers } from '../lib/seed-map';

type Centre = { lat: number; lng: number };

/**
 * "Around You" is asked where people are: the centres are the places of 2,000 demo users (a
 * page of the list, which is in id order, i.e. a random sample), radius 5 km.
 */
async function nearbyCentres(server: RunningServer): Promise<Centre[]> {
  const response = await fetch(`${server.url}/api/demo-users?limit=2000`);
  const users = (await response.json()) as DemoUser[];
  return users.flatMap((u) =>
    u.latitude !== null && u.longitude !== null ? [{ lat: u.latitude, lng: u.longitude }] : [],
  );
}

const nearbyPath = ({ lat, lng }: Centre) =>
  `/api/demo-users/nearby?lat=${lat}&lng=${lng}&radius=5`;

/** The nearby search: the people, nearest first. */
const searchSql = (centre: Centre) => nearbySql({ ...centre, radius: 5 });
/** The search as the server runs it: the answer written as JSON text by PostgreSQL. */
const answerSql = (centre: Centre) => jsonArraySql(searchSql(centre), sql`"distanceKm", id`);

/**
 * A nearby query alone, as the database times it (planning + execution, EXPLAIN ANALYZE
 * without per-node timing), one centre after another: what the index changes, without the
 * transfer and compression work that every answer costs either way.
 */
async function queryLatency(
  client: pg.Client,
  centres: Centre[],
  count: number,
  build: (centre: Centre) => SQL,
) {
  const dialect = new PgDialect();
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const centre = centres[i % centres.length]!;
    const { sql: text, params } = dialect.sqlToQuery(build(centre));
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN (ANALYZE, TIMING OFF) ${text}`,
      params,
    );
    const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
    const ms = (label: string) => Number(new RegExp(`${label}: ([\\d.]+) ms`).exec(plan)?.[1]);
    times.push(ms('Planning Time') + ms('Execution Time'));
  }
  times.sort((a, b) => a - b);
  return Math.round(times[Math.floor(times.length / 2)]! * 100) / 100;
}

/** Throughput under concurrent load (autocannon), each request from another place. */
function nearbyLoad(server: RunningServer, paths: string[], name: string, connections: number) {
  let next = 0;
  return runLoad({
    name,
    url: server.url,
    connections,
    durationSeconds: 10,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length]! }),
      },
    ],
  });
}

const get = (server: RunningServer, name: string, path: string, connections = 4) =>
  runLoad({ name, url: `${server.url}${path}`, connections, durationSeconds: 8 });

async function explainNearby(client: pg.Client): Promise<{ plan: string; ms: number }> {
  const { sql: text, params } = new PgDialect().sqlToQuery(
    searchSql({ lat: 51.5074, lng: -0.1278 }),
  );
  const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN ANALYZE ${text}`, params);
  const lines = rows.map((row) => row['QUERY PLAN']);
  const ms = Number(/Execution Time: ([\d.]+)/.exec(lines.join('\n'))?.[1]);
  const scan = lines.find((line) => /Index (Only )?Scan|Seq Scan/.test(line))?.trim() ?? '?';
  return { plan: scan.replace(/^->\s*/, '').replace(/\s+\(cost.*$/, ''), ms };
}

/**
 * The map's calls. On PostgreSQL, 1,000,000 demo users are generated first. Nearby at 5 km is
 * timed one request at a time with the GiST index, then — same run, same server, same requests —
 * with the index dropped (it is rebuilt afterwards). Then the list as the map calls it (a page
 * of 1,000: first page, filtered, viewport, search) and the statistics (cached counts, and the
 * search fallback that counts the matches).
 */
export async function mapScenarios(
  server: RunningServer,
  databaseUrl: string | null,
): Promise<{ rows: LoadResult[]; notes: string[] }> {
  const notes: string[] = [];
  const rows: LoadResult[] = [];
  const client = databaseUrl ? new pg.Client({ connectionString: databaseUrl }) : null;
  if (databaseUrl && client) {
    const ms = await seedMillionDemoUsers(databaseUrl);
    notes.push(
      `seeded 1,000,000 demo users (one INSERT … SELECT, indexes rebuilt) in ${(ms / 1000).toFixed(1)} s`,
    );
    await client.connect();
  }
  try {
    const centres = await nearbyCentres(server);
    const paths = centres.map(nearbyPath);
    // A serving map has its index in memory: warm the server up on other people's places
    // (the second half of the sample) before timing the first half.
    await sequentialLatency('warm-up', server.url, paths.slice(paths.length / 2), {
      requests: 300,
    });
    const indexed = await sequentialLatency(
      'nearby 5 km, GiST index (one at a time)',
      server.url,
      paths.slice(0, paths.length / 2),
      { requests: 500 },
    );
    rows.push(
      indexed,
      await nearbyLoad(server, paths, 'nearby 5 km, GiST index (8 connections)', 8),
    );
    if (client) {
      const found = await Promise.all(
        paths
          .slice(0, 50)
          .map(
            async (path) =>
              ((await (await fetch(`${server.url}${path}`)).json()) as unknown[]).length,
          ),
      );
      const withIndex = await explainNearby(client);
      await queryLatency(client, centres, 20, answerSql); // warm-up
      const queryIndexed = await queryLatency(client, centres, 300, searchSql);
      const answerIndexed = await queryLatency(client, centres, 300, answerSql);
      const { rows: definition } = await client.query<{ indexdef: string }>(
        `SELECT indexdef FROM pg_indexes WHERE indexname = 'demo_users_nearby_idx'`,
      );
      await client.query('DROP INDEX demo_users_nearby_idx');
      const withoutIndex = await explainNearby(client);
      const unindexed = await sequentialLatency(
        'nearby 5 km, index dropped (one at a time)',
        server.url,
        paths,
        { requests: 40, warmup: 2 },
      );
      rows.push(unindexed);
      const queryUnindexed = await queryLatency(client, centres, 40, searchSql);
      const answerUnindexed = await queryLatency(client, centres, 40, answerSql);
      const started = Date.now();
      await client.query(definition[0]!.indexdef);
      const httpRatio = unindexed.p50Ms / indexed.p50Ms;
      const queryRatio = queryUnindexed / queryIndexed;
      const answerRatio = answerUnindexed / answerIndexed;
      notes.push(
        `nearby answers ${Math.round(found.reduce((a, b) => a + b, 0) / found.length)} people on average (of 1,000,000)`,
        `nearby plan with the index: ${withIndex.plan} (${withIndex.ms.toFixed(2)} ms in SQL, London); without: ${withoutIndex.plan} (${withoutIndex.ms.toFixed(1)} ms)`,
        `nearby over HTTP, p50: ${indexed.p50Ms} ms with the index vs ${unindexed.p50Ms} ms without (${httpRatio.toFixed(0)}x) — target p50 <= 10 ms: ${indexed.p50Ms <= 10 ? 'met' : 'MISSED'}`,
        `nearby search in the database, p50: ${queryIndexed} ms with the index vs ${queryUnindexed} ms without: ${queryRatio.toFixed(0)}x faster — target >= 50x: ${queryRatio >= 50 ? 'met' : 'MISSED'} (index rebuilt in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
        `nearby search with its answer written as JSON in the database, p50: ${answerIndexed} ms with the index vs ${answerUnindexed} ms without: ${answerRatio.toFixed(0)}x`,
      );
    }
    rows.push(
      await get(server, 'list: first page, no filter', '/api/demo-users'),
      await get(
        server,
        'list: userType=player&country=Spain',
        '/api/demo-users?userType=player&country=Spain',
      ),
      await get(
        server,
        'list: sport=Padel&skillLevel=advanced',
        '/api/demo-users?sport=Padel&skillLevel=advanced',
      ),
      await get(
        server,
        'list: viewport (central London)',
        '/api/demo-users?bbox=-0.2,51.48,-0.05,51.54',
      ),
      await get(
        server,
        'list: next page (after a cursor)',
        '/api/demo-users?userType=coach&after=80000000-0000-4000-8000-000000000000',
      ),
      await get(server, 'list: 100 per page', '/api/demo-users?userType=coach&limit=100'),
      await get(server, 'list: search "bilbao"', '/api/demo-users?search=bilbao'),
      await get(server, 'list: search a name', '/api/demo-users?search=bench%20user%20123456'),
      await get(server, 'stats: no filter (cached counts)', '/api/demo-users/stats'),
      await get(
        server,
        'stats: userType=coach&country=Qatar',
        '/api/demo-users/stats?userType=coach&country=Qatar',
      ),
      await get(
        server,
        'stats: search "bilbao" (counts the matches)',
        '/api/demo-users/stats?search=bilbao',
      ),
    );
  } finally {
    await client?.end();
  }
  return { rows, notes };
}
