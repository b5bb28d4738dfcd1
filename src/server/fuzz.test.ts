import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@server/lib/auth/session-plugin';
import { createSessionStore } from '@server/lib/auth/session-store';
import { slotAt } from '@server/test/booking-helpers';
import { fuzzCase, seededRandom } from '@server/test/fuzz-inputs';
import { loadOperations, type Operation, toInject } from '@server/test/openapi-requests';
import { createTestContext, onPostgres, type TestContext } from '@server/test/test-app';
import { createVenue, registerOwner, sportIds } from '@server/test/venue-fixtures';

/**
 * ASVS 2.2.1: whatever a client sends, the answer is never a 5xx and never a hang. Every operation
 * of the OpenAPI document, signed in and not, gets requests with one thing broken: wrong types,
 * huge strings, NaN/Infinity/negative numbers, bad UUIDs, unicode, deep JSON, wrong content types.
 *
 * The seed is fixed so CI is repeatable; `npm run fuzz` runs longer (FUZZ_RUNS, default 20000)
 * from FUZZ_SEED, and a failure prints the seed and the request to replay it.
 */
const longRun = process.env.npm_lifecycle_event === 'fuzz';
const RUNS = Number(process.env.FUZZ_RUNS ?? (longRun ? 20_000 : 2_500));
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);
/** One request taking longer than this counts as a hang. */
const HANG_MS = 5_000;

let ctx: TestContext;
let operations: Operation[];
let cookie: string;
let newSession: () => Promise<string>;
let known: Record<string, unknown>;

function withinHangLimit<T>(promise: Promise<T>): Promise<T | 'hang'> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<'hang'>((resolve) => {
    timer = setTimeout(() => resolve('hang'), HANG_MS);
  });
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer));
}

// On PGlite only, to keep CI quick; number-bounds.test.ts sends the range checks to both databases.
describe.skipIf(onPostgres)('fuzzing every operation of the OpenAPI document', () => {
  beforeAll(async () => {
    ctx = await createTestContext({ BOOKING_MAX_PENDING_PER_USER: '100000' });
    ctx.clock.set(new Date('2030-06-10T06:00:00Z'));
    const owner = await registerOwner(ctx.app);
    cookie = owner.cookie;
    // A new session straight from the store: signing in again would meet the sign-in rate limit.
    const sessions = createSessionStore(ctx.database.db, ctx.config.session, ctx.clock);
    newSession = async () => `${SESSION_COOKIE}=${(await sessions.create(owner.user.id)).token}`;
    const [tennis] = await sportIds(ctx.database.db, ['Tennis']);
    const venue = await createVenue(ctx.database.db, owner.user.id);
    // Baselines that pass the services' checks, so a broken field gets as far as it can.
    known = {
      id: venue.id,
      venueId: venue.id,
      sportId: tennis,
      sportIds: [tennis],
      pricePerHour: '20.00',
      timeZone: 'Europe/London',
      ...slotAt('Europe/London', ctx.clock.now(), 3, '10:00', '11:00'),
    };
    operations = await loadOperations(ctx.app);
  });
  afterAll(() => ctx.close());

  it(
    `answers ${RUNS} broken requests (seed ${SEED}) without a 5xx or a hang`,
    async () => {
      const random = seededRandom(SEED);
      const failures: string[] = [];
      const seen = new Set<string>();
      for (let run = 0; run < RUNS; run += 1) {
        // Round-robin, so every operation is reached however few the runs.
        const operation = operations[run % operations.length]!;
        const signedIn = random.next() < 0.7;
        const sample = (name: string) => known[name];
        const input = fuzzCase(random, operation, sample, signedIn ? cookie : undefined);
        const response = await withinHangLimit(
          ctx.app.inject(toInject(input.operation, input.parts, input.options)),
        );
        seen.add(`${operation.method} ${operation.path}`);
        // Signing out ends the session the other requests use: sign in again.
        if (signedIn && operation.path === '/api/logout') cookie = await newSession();
        if (response === 'hang') failures.push(`hang: ${input.description}`);
        else if (response.statusCode >= 500)
          failures.push(`${response.statusCode}: ${input.description} ${response.body}`);
        if (failures.length >= 20) break;
      }
      expect(failures, `seed ${SEED}`).toEqual([]);
      expect(seen.size).toBe(operations.length);
    },
    Math.max(120_000, RUNS * 50),
  );
});
