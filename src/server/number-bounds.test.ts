import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_INT } from '@shared/contracts/common';
import { slotAt } from '@server/test/booking-helpers';
import {
  fieldsOf,
  loadOperations,
  type Operation,
  type Schema,
  toInject,
  typeOf,
  validParts,
  withField,
} from '@server/test/openapi-requests';
import { createTestContext, type TestContext } from '@server/test/test-app';
import { createVenue, registerOwner, sportIds } from '@server/test/venue-fixtures';

// ASVS 2.2.1: a number beyond what an `integer` column holds was a 500 ("out of range for type
// integer"). Every integer the API takes is now bounded in the contracts (contracts/common.ts).
let ctx: TestContext;
let owner: { cookie: string; user: { id: string } };
let tennis: number;
let operations: Operation[];

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.set(new Date('2030-06-10T06:00:00Z'));
  owner = await registerOwner(ctx.app);
  [tennis] = await sportIds(ctx.database.db, ['Tennis']);
  operations = await loadOperations(ctx.app);
});
afterAll(() => ctx.close());

const TOO_BIG = [MAX_INT + 1, 9_007_199_254_740_991, 1e15];
const send = (method: 'POST' | 'PATCH', url: string, payload: unknown) =>
  ctx.app.inject({ method, url, headers: { cookie: owner.cookie }, payload: payload as object });

describe('integer ids beyond the database range', () => {
  it('GET /api/venues?sport= answers 400, not 500', async () => {
    for (const sport of [String(MAX_INT + 1), '9007199254740991', '99999999999999999999']) {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/venues?sport=${sport}` });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Choose a sport from the list');
    }
    // The largest id still works: a sport that does not exist, so no venue.
    const largest = await ctx.app.inject({ method: 'GET', url: `/api/venues?sport=${MAX_INT}` });
    expect(largest.statusCode).toBe(200);
    expect(largest.json().items).toEqual([]);
  });

  it('POST /api/bookings refuses a sportId out of range, as a number or as text', async () => {
    const venue = await createVenue(ctx.database.db, owner.user.id);
    const slot = slotAt('Europe/London', ctx.clock.now(), 1, '10:00', '11:00');
    for (const sportId of [...TOO_BIG, String(MAX_INT + 1), '1e15']) {
      const response = await send('POST', '/api/bookings', { venueId: venue.id, sportId, ...slot });
      expect(response.statusCode, String(sportId)).toBe(400);
      expect(response.json().fields).toEqual({ sportId: 'Sport is required' });
    }
    const ok = await send('POST', '/api/bookings', { venueId: venue.id, sportId: tennis, ...slot });
    expect(ok.statusCode).toBe(201);
  });

  it('POST and PATCH /api/venue/venues refuse sportIds out of range', async () => {
    const venue = await createVenue(ctx.database.db, owner.user.id);
    for (const id of TOO_BIG) {
      const created = await send('POST', '/api/venue/venues', {
        name: 'Range Courts',
        address: '1 Edge Road',
        city: 'Leeds',
        country: 'GB',
        pricePerHour: '20.00',
        timeZone: 'Europe/London',
        sportIds: [id],
      });
      expect(created.statusCode).toBe(400);
      expect(created.json().message).toBe('Choose sports from the list');
      const patched = await send('PATCH', `/api/venue/venues/${venue.id}`, { sportIds: [id] });
      expect(patched.statusCode).toBe(400);
      expect(patched.json().message).toBe('Choose sports from the list');
    }
  });
});

// Each numeric field of every operation in the OpenAPI document, signed in, out of range.
const BAD_NUMBERS: unknown[] = [MAX_INT + 1, 9_007_199_254_740_991, 1e15, -1, 'NaN', 'Infinity'];

const inRange = (schema: Schema, value: number) =>
  (schema.minimum === undefined || value >= schema.minimum) &&
  (schema.maximum === undefined || value <= schema.maximum);

describe('every numeric field of every route', () => {
  it('answers 4xx, never 5xx, to out-of-range and non-finite numbers', async () => {
    // Baselines that get past the services' own checks, so the number reaches the database.
    const venue = await createVenue(ctx.database.db, owner.user.id);
    const slot = slotAt('Europe/London', ctx.clock.now(), 2, '10:00', '11:00');
    const known: Record<string, unknown> = {
      id: venue.id,
      venueId: venue.id,
      sportId: tennis,
      sportIds: [tennis],
      pricePerHour: '20.00',
      timeZone: 'Europe/London',
      ...slot,
    };
    const sample = (name: string) => known[name];
    const failures: string[] = [];
    let checked = 0;
    for (const operation of operations) {
      const numeric = fieldsOf(operation).filter(({ schema }) =>
        ['integer', 'number'].includes(typeOf(schema) ?? ''),
      );
      for (const { field, schema } of numeric) {
        for (const value of BAD_NUMBERS) {
          const parts = withField(validParts(operation, sample), field, value);
          const response = await ctx.app.inject(
            toInject(operation, parts, { cookie: owner.cookie }),
          );
          checked += 1;
          // -1 is a fine latitude: a value the schema allows need only not be a server error.
          const allowed = typeof value === 'number' && inRange(schema, value);
          if (response.statusCode >= 500 || (!allowed && response.statusCode < 400))
            failures.push(
              `${operation.method} ${operation.path} ${field.in}:${field.path.join('.')}=${String(value)} → ${response.statusCode}`,
            );
        }
        // JSON itself can carry an infinite number (1e400): only the raw text can send it.
        if (field.in === 'body') {
          const parts = withField(validParts(operation, sample), field, '__huge__');
          const rawBody = JSON.stringify(parts.body).replace('"__huge__"', '1e400');
          const response = await ctx.app.inject(
            toInject(operation, parts, { cookie: owner.cookie, rawBody }),
          );
          checked += 1;
          if (response.statusCode < 400 || response.statusCode >= 500)
            failures.push(
              `${operation.method} ${operation.path} body 1e400 → ${response.statusCode}`,
            );
        }
      }
    }
    expect(failures).toEqual([]);
    // The walk reached the fields it is about (the document lists dozens of numeric fields).
    expect(checked).toBeGreaterThan(150);
  });
});
