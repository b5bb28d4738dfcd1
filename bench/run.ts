import pg from 'pg';
import { report } from './lib/report';
import { startServer } from './lib/server';
import { authScenarios, baseline } from './suites/auth';
import { courtsBenchmark } from './suites/courts';
import { landingSize } from './suites/landing-size';
import { esportsBenchmark } from './suites/esports';
import { leaguesBenchmark } from './suites/leagues';
import { lighthouseSuite } from './suites/lighthouse';
import { mapScenarios } from './suites/map';
import { runCommunitySuite, runFeedSuite } from './suites/community-report';
import { pgliteFeedDir, prepareFeed } from './suites/feed';
import { realtimeBenchmarks } from './suites/realtime-report';
import { splitPaymentBenchmark } from './suites/split-payment';
import { uploadBenchmark } from './suites/uploads';
import { venueBenchmarks } from './suites/venues';

/**
 * `npm run bench`: builds (the npm script does), then for each database back end starts the
 * built server and runs the scenarios, each printed beside the trivial-route baseline of the
 * same server and run. PostgreSQL runs when BENCH_DATABASE_URL (default: the local test server)
 * answers; it uses a scratch database it creates and drops.
 */
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
// Unique per run, so two checkouts benchmarking on one server do not collide.
const SCRATCH_DB = `matchday_bench_${process.pid}`;

async function adminQuery(...statements: string[]) {
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  try {
    for (const statement of statements) await admin.query(statement);
  } finally {
    await admin.end().catch(() => {});
  }
}

async function postgresTarget(): Promise<string | null> {
  try {
    await adminQuery(
      `DROP DATABASE IF EXISTS ${SCRATCH_DB} WITH (FORCE)`,
      `CREATE DATABASE ${SCRATCH_DB}`,
    );
  } catch (error) {
    console.warn(`PostgreSQL not reachable at ${POSTGRES_URL}; skipping it (${String(error)})`);
    return null;
  }
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${SCRATCH_DB}`;
  return url.toString();
}

const targets: { name: string; env: Record<string, string>; url?: string }[] = [
  { name: 'pglite', env: { DATABASE_URL: 'memory://' } },
];
const postgresUrl = await postgresTarget();
if (postgresUrl)
  targets.push({
    name: 'postgres',
    env: { DATABASE_URL: postgresUrl, SEED_DEMO_DATA: 'true' },
    url: postgresUrl,
  });

// BENCH_PORT lets two checkouts benchmark side by side. BENCH_SUITES (e.g. "venues" or
// "auth,map") runs only the suites named: auth, map, community, feed, venues, uploads, landing,
// realtime, leagues, esports, split-payment, lighthouse, courts.
let port = Number(process.env.BENCH_PORT ?? 5300);
const suites = process.env.BENCH_SUITES?.split(',').map((s) => s.trim());
const runs = (suite: string) => !suites || suites.includes(suite);

if (runs('landing')) landingSize();

// Suites that share one server per back end (each re-measures its baseline).
const shared = ['auth', 'map', 'community', 'feed'].some(runs);
for (const target of shared ? targets : []) {
  const server = await startServer(target.env, port++);
  try {
    if (runs('auth'))
      report(`auth-${target.name}`, await baseline(server), await authScenarios(server));
    if (runs('map')) {
      // The map at the seeded size on PGlite; at a million demo users on PostgreSQL.
      const map = await mapScenarios(server, target.url ?? null);
      report(`map-${target.name}`, await baseline(server), map.rows, map.notes);
    }
    if (runs('community')) await runCommunitySuite(target.name, server, await baseline(server));
    if (runs('feed') && target.name === 'postgres' && postgresUrl) {
      // The feed grows to a million posts in the scratch database while the server runs.
      const deepCursor = await prepareFeed(postgresUrl);
      await runFeedSuite(target.name, server, await baseline(server), deepCursor);
    }
  } finally {
    await server.stop();
  }
}

// PGlite: the big feed is written into a data directory first, then a server opens it.
if (runs('feed')) {
  const { dir, remove } = pgliteFeedDir();
  try {
    const deepCursor = await prepareFeed(dir);
    const server = await startServer({ DATABASE_URL: dir }, port++);
    try {
      await runFeedSuite('pglite', server, await baseline(server), deepCursor);
    } finally {
      await server.stop();
    }
  } finally {
    remove();
  }
}

// Venue search on 10,000 venues and the booking races: databases of their own, seeded first.
for (const target of runs('venues') ? targets : []) {
  const name = target.name === 'postgres' ? 'postgres' : 'pglite';
  await venueBenchmarks({ target: name, adminUrl: POSTGRES_URL, port });
  port += 2;
}
// /api/health while four clients upload 5 MB images: a server of its own per back end.
for (const target of runs('uploads') ? targets : []) {
  await uploadBenchmark(target.name, target.env, port++);
}
// Chat and sockets (issue 11): databases of their own with 1,000 people and a million messages.
for (const target of runs('realtime') ? targets : []) {
  const name = target.name === 'postgres' ? 'postgres' : 'pglite';
  await realtimeBenchmarks({ target: name, adminUrl: POSTGRES_URL, port });
  port += 2;
}
// Courts (issue 17): 200 concurrent bookings of a 6-court venue's evening, at most 6 per slot.
for (const target of runs('courts') ? targets : []) {
  await courtsBenchmark(target.name, target.env, port++);
}
// Leagues (issue 12): a 20-team season's table after a result, a 100-team season generated.
for (const target of runs('leagues') ? targets : []) {
  await leaguesBenchmark(target.name, target.env, port++);
}
// Esports (issue 14): 1,024-team double elimination and Swiss pairing beside reading a tournament.
for (const target of runs('esports') ? targets : []) {
  await esportsBenchmark(target.name, target.env, port++);
}
// Split payment (issue 16): 50 players racing for one split's shares and one open match.
for (const target of runs('split-payment') ? targets : []) {
  await splitPaymentBenchmark(target.name, target.env, port++);
}
// Lighthouse (issue 18): the pages on a phone, against the seeded embedded database.
if (runs('lighthouse')) {
  const server = await startServer({ DATABASE_URL: 'memory://' }, port);
  try {
    await lighthouseSuite(server);
  } finally {
    await server.stop();
  }
}
if (postgresUrl) await adminQuery(`DROP DATABASE IF EXISTS ${SCRATCH_DB} WITH (FORCE)`);
