import { addDays, localToInstant, localToday } from '@shared/slots';
import type { LoadResult } from '../lib/load';
import { report } from '../lib/report';
import { startServer } from '../lib/server';
import { baseline } from './auth';

const JSON_HEADERS = { 'content-type': 'application/json' };
const COURTS = 6;
const BOOKINGS = 200;
const PLAYERS = 50;
const ZONE = 'Europe/London';
// The evening: eight half-hours from 18:00 to 22:00.
const EVENING = ['18:00', '18:30', '19:00', '19:30', '20:00', '20:30', '21:00', '21:30', '22:00'];

async function cookieOf(response: Response): Promise<string> {
  if (!response.ok) throw new Error(`bench courts: ${response.status} ${await response.text()}`);
  return response.headers.getSetCookie()[0]!.split(';')[0]!;
}

/**
 * Issue 17: 200 players book half-hours of one 6-court venue's evening at the same moment, each
 * asking for "any free court". Each half-hour can be sold at most six times (once per court);
 * every other attempt must get a clean 409, never a 5xx. The baseline is GET /api/health in the
 * same run.
 */
export async function courtsBenchmark(target: string, env: Record<string, string>, port: number) {
  const server = await startServer(env, port);
  try {
    const base = await baseline(server);
    const owner = await cookieOf(
      await fetch(`${server.url}/api/login`, {
        method: 'POST',
        headers: JSON_HEADERS,
        body: JSON.stringify({ email: 'owner@matchday.dev', password: 'matchday123' }),
      }),
    );
    const post = (path: string, cookie: string, body: unknown) =>
      fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { ...JSON_HEADERS, cookie },
        body: JSON.stringify(body),
      });
    const sports = (await (await fetch(`${server.url}/api/sports`)).json()) as {
      id: number;
      name: string;
    }[];
    const padel = sports.find((s) => s.name === 'Padel')!.id;
    const venue = (await (
      await post('/api/venue/venues', owner, {
        name: `Bench Padel ${Date.now()}`,
        address: '1 Bench Road',
        city: 'Manchester',
        country: 'GB',
        pricePerHour: '30.00',
        sportIds: [padel],
        timeZone: ZONE,
      })
    ).json()) as { id: string };
    for (let i = 2; i <= COURTS; i++) {
      await post(`/api/venue/venues/${venue.id}/courts`, owner, {
        name: `Court ${i}`,
        sportIds: [padel],
      });
    }
    const players = await Promise.all(
      Array.from({ length: PLAYERS }, (_, i) =>
        post('/api/register', '', {
          email: `bench-courts-${Date.now()}-${i}@example.com`,
          password: 'bench-password',
          firstName: 'Bench',
          lastName: `Player ${i}`,
          userType: 'player',
        }).then(cookieOf),
      ),
    );

    const date = addDays(localToday(ZONE, new Date()), 3);
    const slots = EVENING.slice(0, -1).map((start, i) => [start, EVENING[i + 1]!] as const);
    const started = performance.now();
    const attempts = await Promise.all(
      Array.from({ length: BOOKINGS }, async (_, i) => {
        const [start, end] = slots[i % slots.length]!;
        const t0 = performance.now();
        const response = await post('/api/bookings', players[i % PLAYERS]!, {
          venueId: venue.id,
          sportId: padel,
          startTime: localToInstant(date, start, ZONE)!.toISOString(),
          endTime: localToInstant(date, end, ZONE)!.toISOString(),
        }).catch(() => null);
        const body = response?.ok ? ((await response.json()) as { courtId: string }) : null;
        if (response && !response.ok) await response.arrayBuffer();
        return {
          start,
          status: response?.status ?? 0,
          courtId: body?.courtId,
          ms: performance.now() - t0,
        };
      }),
    );
    const seconds = (performance.now() - started) / 1000;

    const perSlot = slots.map(([start]) =>
      attempts.filter((a) => a.start === start && a.status === 201),
    );
    const most = Math.max(...perSlot.map((won) => won.length));
    const doubleSold = perSlot.some(
      (won) => new Set(won.map((a) => a.courtId)).size !== won.length,
    );
    const fiveXx = attempts.filter((a) => a.status === 0 || a.status >= 500).length;
    const times = attempts.map((a) => a.ms).sort((a, b) => a - b);
    const at = (q: number) =>
      Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]!);
    const row: LoadResult = {
      name: `${BOOKINGS} concurrent bookings, ${COURTS}-court evening`,
      requestsPerSecond: attempts.length / seconds,
      p50Ms: at(0.5),
      p99Ms: at(0.99),
      requests: attempts.length,
      errors: fiveXx,
      non2xx: attempts.filter((a) => a.status !== 201).length,
    };
    const ok = most <= COURTS && !doubleSold && fiveXx === 0;
    report(
      `courts-${target}`,
      base,
      [row],
      [
        `per half-hour sold: ${perSlot.map((won) => won.length).join(', ')} (at most ${COURTS}); ` +
          `a court sold twice: ${doubleSold ? 'yes' : 'no'}; 5xx: ${fiveXx} → ${ok ? 'OK' : 'FAILED'}`,
      ],
    );
  } finally {
    await server.stop();
  }
}
