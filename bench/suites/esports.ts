import { doubleElimination } from '@server/features/esports/engine/elimination';
import { playOut, teamIds } from '@server/features/esports/engine/play-out';
import { pairSwissRound } from '@server/features/esports/engine/swiss';
import { sequentialLatency } from '../lib/latency';
import type { LoadResult } from '../lib/load';
import { report } from '../lib/report';
import { startServer } from '../lib/server';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
const round = (ms: number) => Math.round(ms * 100) / 100;

/** `count` runs of `work` one after another, timed, as a LoadResult row. */
async function timed(name: string, count: number, work: () => Promise<boolean> | boolean) {
  const times: number[] = [];
  let non2xx = 0;
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    const begin = performance.now();
    if (await work()) times.push(performance.now() - begin);
    else non2xx++;
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

async function ok<T>(response: Promise<Response>): Promise<T> {
  const answer = await response;
  if (!answer.ok) throw new Error(`${answer.status}: ${await answer.text()}`);
  return (await answer.json()) as T;
}

/**
 * Esports (issue 14): generating a 1,024-team double-elimination bracket and pairing a Swiss
 * round of 1,024 teams (round 4, after three played rounds, so score groups and rematches are
 * real), in process; starting a 1,024-team double elimination through the API (2,047 matches
 * written); beside reading one tournament in the same run.
 */
export async function esportsBenchmark(target: string, env: Record<string, string>, port: number) {
  const server = await startServer(env, port);
  try {
    const registered = await fetch(`${server.url}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `bench-esports-${Date.now()}@example.com`,
        password: 'bench-esports-organiser-9',
        firstName: 'Bench',
        lastName: 'Organiser',
        userType: 'esports_player',
      }),
    });
    const cookie = registered.headers.get('set-cookie')!.split(';')[0]!;
    const api = (method: string, path: string, body?: unknown) =>
      fetch(`${server.url}${path}`, {
        method,
        headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const games = await ok<{ id: string; teamSize: number }[]>(api('GET', '/api/esports/games'));
    const duel = games.find((g) => g.teamSize === 1)!.id;
    const tournamentOf = async (teams: number, tag: string) => {
      const t = await ok<{ id: string }>(
        api('POST', '/api/esports/tournaments', {
          name: `Bench Cup ${tag}`,
          gameId: duel,
          format: 'double_elimination',
          maxTeams: teams,
          startDate: '2026-12-01',
        }),
      );
      for (let i = 0; i < teams; i++) {
        const team = await ok<{ id: string }>(
          api('POST', '/api/esports/teams', {
            name: `${tag} ${i}`,
            tag: `${tag}${i}`.slice(-10),
            gameId: duel,
          }),
        );
        await ok(api('POST', `/api/esports/tournaments/${t.id}/participants`, { teamId: team.id }));
      }
      return t.id;
    };
    const small = await tournamentOf(8, `S${Date.now() % 100000}`);
    await ok(api('POST', `/api/esports/tournaments/${small}/start`));
    const read = await sequentialLatency('GET /api/esports/tournaments/{id}', server.url, [
      `/api/esports/tournaments/${small}`,
    ]);
    const matches = await sequentialLatency(
      'GET …/matches (8-team double elimination)',
      server.url,
      [`/api/esports/tournaments/${small}/matches`],
    );

    const teams = teamIds(1024);
    const generate = await timed(
      'doubleElimination(1,024 teams), in process',
      20,
      () => doubleElimination(teams).length > 2000,
    );
    let flip = 0;
    const played = playOut('swiss', teams, { swissRounds: 3 }, () =>
      (flip = (flip + 1) % 3) === 0 ? 2 : 1,
    );
    const pair = await timed(
      'pairSwissRound(1,024 teams, round 4), in process',
      20,
      () => pairSwissRound(teams, played, 4).length === 512,
    );
    const big = await tournamentOf(1024, `B${Date.now() % 100000}`);
    const start = await timed(
      'POST …/start, 1,024-team double elimination (2,047 rows)',
      1,
      async () => {
        const answer = await api('POST', `/api/esports/tournaments/${big}/start`);
        await answer.arrayBuffer();
        return answer.ok;
      },
    );

    report(
      `esports-${target}`,
      read,
      [matches, generate, pair, start],
      [
        `1,024-team double elimination: ${generate.p50Ms} ms to generate (p50), ${start.p50Ms} ms to start through the API; reading a tournament p50 ${read.p50Ms} ms`,
        `Swiss round of 1,024 teams: ${pair.p50Ms} ms to pair (p50)`,
      ],
    );
  } finally {
    await server.stop();
  }
}
