import { addDays, localToday, localToInstant } from '@shared/slots';
import type { LoadResult } from '../lib/load';
import { report } from '../lib/report';
import { startServer } from '../lib/server';
import { baseline } from './auth';

const PLAYERS = 50;
const round = (ms: number) => Math.round(ms * 100) / 100;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

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

async function register(url: string, tag: string, userType = 'player'): Promise<Api> {
  const answer = await fetch(`${url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench-split-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
      password: 'bench-split-9',
      firstName: 'Bench',
      lastName: tag,
      userType,
    }),
  });
  if (answer.status !== 201) throw new Error(`register: ${answer.status}`);
  return client(url, answer.headers.get('set-cookie')!.split(';')[0]!);
}

type Split = { bookingId: string; inviteCode: string; shares: { id: string; status: string }[] };

/** A padel hour tomorrow at `hour`, split between four, the booker's share paid. */
async function paidSplit(booker: Api, venueId: string, sportId: number, hour: number) {
  const date = addDays(localToday('Europe/London', new Date()), 1);
  const at = (h: number) => localToInstant(date, `${h}:00`, 'Europe/London')!.toISOString();
  const booking = await ok<{ id: string }>(
    booker('POST', '/api/bookings', {
      venueId,
      sportId,
      startTime: at(hour),
      endTime: at(hour + 1),
    }),
  );
  const split = await ok<Split>(
    booker('POST', `/api/bookings/${booking.id}/split`, { players: 4 }),
  );
  await pay(booker, booking.id, split.shares[0]!.id);
  return split;
}

/** Opens a share's payment and pays it with the test card; answers the last status. */
async function pay(api: Api, bookingId: string, shareId: string): Promise<number> {
  const intent = await api('POST', '/api/create-payment-intent', { bookingId, shareId });
  if (!intent.ok) return intent.status;
  const { clientSecret } = (await intent.json()) as { clientSecret: string };
  const paid = await api('POST', '/api/payments/test/confirm', {
    clientSecret,
    cardNumber: '4242 4242 4242 4242',
    expiry: '12/40',
    cvc: '123',
  });
  return paid.status;
}

/** Every player at once; each attempt timed; answers the row and every status seen. */
async function race(name: string, attempts: (() => Promise<number[]>)[]) {
  const times: number[] = [];
  const statuses: number[] = [];
  const firsts: number[] = [];
  const started = performance.now();
  await Promise.all(
    attempts.map(async (attempt) => {
      const begin = performance.now();
      const answers = await attempt();
      firsts.push(answers[0]!);
      statuses.push(...answers);
      times.push(performance.now() - begin);
    }),
  );
  times.sort((a, b) => a - b);
  const row: LoadResult = {
    name,
    requestsPerSecond: statuses.length / ((performance.now() - started) / 1000),
    p50Ms: round(percentile(times, 0.5)),
    p99Ms: round(percentile(times, 0.99)),
    requests: statuses.length,
    errors: 0,
    non2xx: statuses.filter((s) => s >= 300).length,
  };
  return { row, statuses, firsts };
}

/**
 * Issue 16: 50 players racing to pay into one 4-player split (through its invite link) and to
 * join one open match. Exactly the three open places are taken and paid, and nothing answers 5xx.
 */
export async function splitPaymentBenchmark(
  target: string,
  env: Record<string, string>,
  port: number,
) {
  const server = await startServer({ ...env, BOOKING_MAX_PENDING_PER_USER: '1000' }, port);
  try {
    const owner = await register(server.url, 'owner', 'venue_owner');
    await ok(owner('POST', '/api/user/role', { role: 'venue' }));
    const sports = await ok<{ id: number; name: string }[]>(owner('GET', '/api/sports'));
    const padel = sports.find((s) => s.name === 'Padel')!.id;
    const venue = await ok<{ id: string }>(
      owner('POST', '/api/venue/venues', {
        name: `Bench Padel ${Date.now()}`,
        description: 'Padel courts for the split payment race.',
        address: '3 Bench Road',
        city: 'Benchester',
        country: 'GB',
        pricePerHour: '40.00',
        sportIds: [padel],
        timeZone: 'Europe/London',
        images: ['/images/venues/tennis-court-day.svg'],
      }),
    );
    const booker = await register(server.url, 'booker');
    const players: Api[] = [];
    for (let i = 0; i < PLAYERS; i++) players.push(await register(server.url, `p${i}`));

    const linked = await paidSplit(booker, venue.id, padel, 10);
    const viaLink = await race(
      `${PLAYERS} players take and pay shares of one split (invite link)`,
      players.map((api, i) => async () => {
        // Each player asks for one of the three open places, as three links passed round would.
        const open = linked.shares[1 + (i % 3)]!;
        const claim = await api(
          'POST',
          `/api/bookings/${linked.bookingId}/shares/${open.id}/claim`,
          {
            code: linked.inviteCode,
          },
        );
        if (!claim.ok) return [claim.status];
        const { share } = (await claim.json()) as { share: { id: string } };
        return [claim.status, await pay(api, linked.bookingId, share.id)];
      }),
    );

    const match = await paidSplit(booker, venue.id, padel, 12);
    await ok(booker('POST', `/api/bookings/${match.bookingId}/open`, {}));
    const joining = await race(
      `${PLAYERS} players join and pay one open match`,
      players.map((api) => async () => {
        const join = await api('POST', `/api/open-matches/${match.bookingId}/join`);
        if (!join.ok) return [join.status];
        const { share } = (await join.json()) as { share: { id: string } };
        return [join.status, await pay(api, match.bookingId, share.id)];
      }),
    );

    const paidOf = async (bookingId: string) => {
      const split = await ok<Split>(booker('GET', `/api/bookings/${bookingId}/shares`));
      return split.shares.filter((s) => s.status === 'paid').length;
    };
    const serverErrors = [...viaLink.statuses, ...joining.statuses].filter((s) => s >= 500).length;
    const notes = [
      `invite link split: ${await paidOf(linked.bookingId)} of 4 shares paid (booker + winners)`,
      `open match: ${await paidOf(match.bookingId)} of 4 shares paid; joins answered 200 × ${joining.firsts.filter((s) => s === 200).length}, 409 × ${joining.firsts.filter((s) => s === 409).length}`,
      `5xx answers: ${serverErrors}`,
    ];
    report(`split-payment-${target}`, await baseline(server), [viaLink.row, joining.row], notes);
  } finally {
    await server.stop();
  }
}
