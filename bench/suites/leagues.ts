import { roundRobin } from '@server/features/leagues/round-robin';
import { sequentialLatency } from '../lib/latency';
import type { LoadResult } from '../lib/load';
import { report } from '../lib/report';
import { startServer } from '../lib/server';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
const round = (ms: number) => Math.round(ms * 100) / 100;

/** Times `work` (what it says succeeded or not). */
async function clock(work: () => Promise<boolean>): Promise<number | null> {
  const begin = performance.now();
  const succeeded = await work();
  return succeeded ? performance.now() - begin : null;
}

/**
 * `run` once per count, one at a time, as a LoadResult row. Each run answers the milliseconds of
 * the part it measures (it may prepare something first, untimed), or null when it failed.
 */
async function timed(name: string, count: number, run: (i: number) => Promise<number | null>) {
  const times: number[] = [];
  let non2xx = 0;
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    const spent = await run(i);
    if (spent === null) non2xx++;
    else times.push(spent);
  }
  times.sort((a, b) => a - b);
  const result: LoadResult = {
    name,
    requestsPerSecond: count / ((performance.now() - started) / 1000),
    p50Ms: round(percentile(times, 0.5)),
    p99Ms: round(percentile(times, 0.99)),
    requests: count,
    errors: 0,
    non2xx,
  };
  return result;
}

type Api = (method: string, path: string, body?: unknown) => Promise<Response>;

function client(url: string, cookie: string): Api {
  return (method, path, body) =>
    fetch(`${url}${path}`, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
}

async function ok<T>(response: Promise<Response>): Promise<T> {
  const answer = await response;
  if (!answer.ok) throw new Error(`${answer.status}: ${await answer.text()}`);
  return (await answer.json()) as T;
}

/** A league of `teams` teams with its double round robin generated (and the admin's client). */
async function leagueOf(api: Api, sportId: number, teams: number, tag: string) {
  const league = await ok<{ id: string }>(
    api('POST', '/api/leagues', {
      name: `Bench League ${tag}`,
      sportId,
      season: '2026/27',
      leagueType: 'amateur',
      format: 'round_robin',
      maxTeams: teams,
      startDate: '2026-08-01',
      endDate: '2027-06-30',
    }),
  );
  for (let i = 0; i < teams; i++) {
    const team = await ok<{ id: string }>(
      api('POST', '/api/teams', { name: `${tag} Team ${i + 1}`, sportId, maxMembers: 20 }),
    );
    await ok(api('POST', `/api/leagues/${league.id}/teams`, { teamId: team.id }));
  }
  return league.id;
}

/**
 * Leagues (issue 12): the table of a 20-team double round robin (380 results) recomputed after
 * one result changes, beside reading the league itself; and generating a 100-team season, in
 * the generator alone and through the API (9,900 fixtures written in one transaction).
 */
export async function leaguesBenchmark(target: string, env: Record<string, string>, port: number) {
  const server = await startServer(env, port);
  try {
    const email = `bench-league-${Date.now()}@example.com`;
    const registered = await fetch(`${server.url}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email,
        password: 'bench-league-admin-9',
        firstName: 'Bench',
        lastName: 'Admin',
        userType: 'league_admin',
      }),
    });
    const cookie = registered.headers.get('set-cookie')!.split(';')[0]!;
    const api = client(server.url, cookie);
    const sports = await ok<{ id: number; name: string }[]>(api('GET', '/api/sports'));
    const football = sports.find((s) => s.name === 'Football')!.id;

    const leagueId = await leagueOf(api, football, 20, `T20-${Date.now()}`);
    const body = { rounds: 2, startDate: '2026-08-01', daysBetweenRounds: 7 };
    const fixtures = await ok<{ id: string }[]>(
      api('POST', `/api/leagues/${leagueId}/fixtures`, body),
    );
    for (const [i, fixture] of fixtures.entries()) {
      await ok(
        api('PUT', `/api/leagues/${leagueId}/fixtures/${fixture.id}/result`, {
          homeScore: i % 4,
          awayScore: (i * 7) % 3,
        }),
      );
    }

    const league = await sequentialLatency(
      'GET /api/leagues/{id} (the league itself)',
      server.url,
      [`/api/leagues/${leagueId}`],
    );
    const standings = await timed(
      'GET …/standings after one result changed (380 results)',
      200,
      async (i) => {
        const fixture = fixtures[i % fixtures.length]!;
        await ok(
          api('PUT', `/api/leagues/${leagueId}/fixtures/${fixture.id}/result`, {
            homeScore: (i + 1) % 5,
            awayScore: i % 3,
          }),
        );
        // Only the read of the table is timed; the write before it is what makes it fresh.
        return clock(async () => {
          const answer = await api('GET', `/api/leagues/${leagueId}/standings`);
          await answer.arrayBuffer();
          return answer.ok;
        });
      },
    );

    const teams = Array.from({ length: 100 }, (_, i) => `team-${i}`);
    const generator = await timed('roundRobin(100 teams, 2 legs), in process', 50, () =>
      clock(async () => roundRobin(teams, 2).length === 198),
    );
    const big = await leagueOf(api, football, 100, `T100-${Date.now()}`);
    const generation = await timed('POST …/fixtures, 100 teams (9,900 fixtures)', 5, () =>
      clock(async () => {
        const answer = await api('POST', `/api/leagues/${big}/fixtures`, body);
        await answer.arrayBuffer();
        return answer.ok;
      }),
    );

    const ratio = standings.p50Ms / league.p50Ms;
    report(
      `leagues-${target}`,
      league,
      [standings, generator, generation],
      [
        `standings after a result change: p50 ${standings.p50Ms} ms, ${ratio.toFixed(2)}× reading the league (p50 ${league.p50Ms} ms)`,
        `a 100-team double round robin: ${generator.p50Ms} ms to generate, ${generation.p50Ms} ms through the API with its 9,900 rows`,
      ],
    );
  } finally {
    await server.stop();
  }
}
