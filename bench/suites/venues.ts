import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { addDays, localToInstant, localToday } from '@shared/slots';
import { openDatabase } from '@server/db/client';
import { loadConfig } from '@server/config';
import { seedDatabase } from '@server/db/seed/index';
import { openUploadStore } from '@server/features/uploads/upload-store';
import { type LoadResult, runLoad } from '../lib/load';
import { report } from '../lib/report';
import { BENCH_PASSWORD, benchUserEmail, seedBenchData } from '../lib/seed-venues';
import { type RunningServer, startServer } from '../lib/server';
import { baseline } from './auth';

const VENUES = 10_000;
const PLAYERS = 100;
const JSON_HEADERS = { 'content-type': 'application/json' };

type Prepared = { env: Record<string, string>; cleanup: () => Promise<void> };

/** A database with the demo seed plus 10,000 venues and 100 bench players, before the server starts. */
async function prepare(target: 'pglite' | 'postgres', adminUrl: string | null): Promise<Prepared> {
  let url: string;
  let cleanup: () => Promise<void>;
  if (target === 'pglite') {
    url = mkdtempSync(join(tmpdir(), 'matchday-bench-venues-'));
    cleanup = async () => rmSync(url, { recursive: true, force: true });
  } else {
    const name = `matchday_bench_venues_${process.pid}`;
    const admin = async (statement: string) => {
      const client = new pg.Client({ connectionString: adminUrl! });
      await client.connect();
      try {
        await client.query(statement);
      } finally {
        await client.end().catch(() => {});
      }
    };
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin(`CREATE DATABASE ${name}`);
    const parsed = new URL(adminUrl!);
    parsed.pathname = `/${name}`;
    url = parsed.toString();
    cleanup = () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const started = Date.now();
  const database = await openDatabase(url);
  await database.migrate();
  // The demo pictures go to a throwaway folder: these suites never fetch them.
  const uploadStore = await openUploadStore({ ...loadConfig({}).uploads, dir: null });
  await seedDatabase(database.db, { demo: true, uploadStore });
  await uploadStore.close();
  await seedBenchData(database.db, { count: VENUES, players: PLAYERS });
  await database.close();
  console.log(
    `  ${target}: seeded ${VENUES} bench venues in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return { env: { DATABASE_URL: url, SEED_DEMO_DATA: 'true' }, cleanup };
}

function searchScenarios(server: RunningServer, label: string): Promise<LoadResult[]> {
  const inAWeek = addDays(localToday('UTC', new Date()), 7);
  const scenarios: [string, string][] = [
    ['GET /api/venues (page 1 of all)', '/api/venues'],
    ['GET /api/venues?location=berlin', '/api/venues?location=berlin'],
    ['GET /api/venues?sport=Tennis&location=lon', '/api/venues?sport=Tennis&location=lon'],
    [`GET /api/venues?sport=Padel&date=+7d`, `/api/venues?sport=Padel&date=${inAWeek}`],
  ];
  return scenarios.reduce<Promise<LoadResult[]>>(
    async (done, [name, path]) => [
      ...(await done),
      await runLoad({ name: `${name}${label}`, url: `${server.url}${path}` }),
    ],
    Promise.resolve([]),
  );
}

async function signIn(url: string, email: string): Promise<string> {
  const response = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  if (!response.ok) throw new Error(`bench sign-in failed: ${response.status}`);
  return response.headers.getSetCookie()[0]!.split(';')[0]!;
}

type Attempt = { status: number; ms: number };

/** Fires every request at once and waits for all of them. */
async function burst(requests: (() => Promise<Response>)[]) {
  const started = performance.now();
  const attempts: Attempt[] = await Promise.all(
    requests.map(async (send) => {
      const t0 = performance.now();
      const response = await send().catch(() => null);
      await response?.arrayBuffer();
      return { status: response?.status ?? 0, ms: performance.now() - t0 };
    }),
  );
  return { attempts, seconds: (performance.now() - started) / 1000 };
}

function asRow(name: string, { attempts, seconds }: Awaited<ReturnType<typeof burst>>): LoadResult {
  const times = attempts.map((a) => a.ms).sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]!);
  return {
    name,
    requestsPerSecond: attempts.length / seconds,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    requests: attempts.length,
    errors: attempts.filter((a) => a.status === 0 || a.status >= 500).length,
    non2xx: attempts.filter((a) => a.status < 200 || a.status >= 300).length,
  };
}

const counts = (attempts: Attempt[]) =>
  Object.entries(
    attempts.reduce<Record<number, number>>(
      (acc, a) => ({ ...acc, [a.status]: (acc[a.status] ?? 0) + 1 }),
      {},
    ),
  )
    .map(([status, n]) => `${n} × ${status}`)
    .join(', ');

/**
 * The double-booking guarantees under load: 100 players at once on one slot (exactly one wins,
 * 99 get 409, no 5xx), then 1,000 bookings of distinct slots at once (all succeed).
 */
async function bookingScenarios(server: RunningServer, notes: string[]): Promise<LoadResult[]> {
  const cookies = await Promise.all(
    Array.from({ length: PLAYERS }, (_, i) => signIn(server.url, benchUserEmail(i))),
  );
  const list = (await (
    await fetch(`${server.url}/api/venues?location=bench&pageSize=50`)
  ).json()) as {
    items: { id: string }[];
  };
  const venues = await Promise.all(
    list.items.slice(0, 41).map(async ({ id }) => {
      const detail = (await (await fetch(`${server.url}/api/venues/${id}`)).json()) as {
        timeZone: string;
        sports: { id: number }[];
      };
      return { id, timeZone: detail.timeZone, sportId: detail.sports[0]!.id };
    }),
  );
  const book = (
    cookie: string,
    venue: (typeof venues)[number],
    days: number,
    start: string,
    end: string,
  ) => {
    const date = addDays(localToday(venue.timeZone, new Date()), days);
    const body = {
      venueId: venue.id,
      sportId: venue.sportId,
      startTime: localToInstant(date, start, venue.timeZone)!.toISOString(),
      endTime: localToInstant(date, end, venue.timeZone)!.toISOString(),
    };
    return () =>
      fetch(`${server.url}/api/bookings`, {
        method: 'POST',
        headers: { ...JSON_HEADERS, cookie },
        body: JSON.stringify(body),
      });
  };

  const contested = venues[40]!;
  const race = await burst(cookies.map((cookie) => book(cookie, contested, 4, '18:00', '19:00')));
  const won = race.attempts.filter((a) => a.status === 201).length;
  const lost = race.attempts.filter((a) => a.status === 409).length;
  notes.push(
    `100 concurrent attempts on one slot: ${counts(race.attempts)} → ${won === 1 && lost === 99 ? 'OK' : 'FAILED'} (want 1 × 201, 99 × 409)`,
  );

  const slots = Array.from({ length: 25 }, (_, i) => {
    const minutes = 9 * 60 + i * 30;
    const time = (m: number) =>
      `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    return [time(minutes), time(minutes + 30)] as const;
  });
  const distinct = await burst(
    venues
      .slice(0, 40)
      .flatMap((venue, v) =>
        slots.map(([start, end], s) =>
          book(cookies[(v * slots.length + s) % PLAYERS]!, venue, 3, start, end),
        ),
      ),
  );
  const created = distinct.attempts.filter((a) => a.status === 201).length;
  notes.push(
    `1,000 concurrent bookings of distinct slots: ${counts(distinct.attempts)} in ${distinct.seconds.toFixed(1)} s → ${created === 1000 ? 'OK' : 'FAILED'} (want 1000 × 201)`,
  );
  return [
    asRow('POST /api/bookings ×100, one slot', race),
    asRow('POST /api/bookings ×1000, distinct slots', distinct),
  ];
}

/** Venue search on 10,000 venues (with and without the short cache) and the booking races. */
export async function venueBenchmarks({
  target,
  adminUrl,
  port,
}: {
  target: 'pglite' | 'postgres';
  adminUrl: string | null;
  port: number;
}) {
  const { env, cleanup } = await prepare(target, adminUrl);
  try {
    const notes: string[] = [];
    const server = await startServer({ ...env, BOOKING_MAX_PENDING_PER_USER: '1000' }, port);
    try {
      const base = await baseline(server);
      const search = await searchScenarios(server, '');
      const races = await bookingScenarios(server, notes);
      report(`venues-${target}`, base, [...search, ...races], notes);
    } finally {
      await server.stop();
    }
    const uncached = await startServer({ ...env, VENUE_SEARCH_CACHE_SECONDS: '0' }, port + 1);
    try {
      const base = await baseline(uncached);
      report(`venues-nocache-${target}`, base, await searchScenarios(uncached, ' (no cache)'), [
        'VENUE_SEARCH_CACHE_SECONDS=0: every search runs its queries.',
      ]);
    } finally {
      await uncached.stop();
    }
  } finally {
    await cleanup();
  }
}
