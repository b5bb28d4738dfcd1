import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '@server/test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const id = '00000000-0000-4000-8000-000000000000';

/** Every endpoint of venue booking that acts for someone: none answers a visitor but with 401. */
const PROTECTED: [method: 'GET' | 'POST' | 'PATCH', url: string, body?: object][] = [
  ['GET', '/api/bookings'],
  ['POST', '/api/bookings', {}],
  ['GET', `/api/bookings/${id}`],
  ['PATCH', `/api/bookings/${id}`, {}],
  ['POST', `/api/bookings/${id}/cancel`],
  ['GET', `/api/bookings/${id}/calendar.ics`],
  ['POST', `/api/bookings/${id}/review`, { rating: 5 }],
  ['POST', `/api/bookings/${id}/payment/refresh`],
  ['POST', '/api/create-payment-intent', { bookingId: id }],
  ['POST', '/api/payments/test/confirm', {}],
  ['GET', '/api/venue/owned'],
  ['GET', '/api/venue/stats'],
  ['GET', '/api/venue/bookings'],
  ['GET', '/api/venue/analytics'],
  ['POST', '/api/venue/venues', {}],
  ['GET', `/api/venue/venues/${id}`],
  ['PATCH', `/api/venue/venues/${id}`, {}],
  ['POST', '/api/venue/check-in/lookup', { code: 'x' }],
  ['POST', '/api/venue/check-in', { code: 'x' }],
];

describe('signed out', () => {
  it.each(PROTECTED)('%s %s answers 401', async (method, url, body) => {
    const response = await ctx.app.inject({ method, url, ...(body && { payload: body }) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthorized', code: 'unauthorized' });
  });

  it.each([
    ['/api/venues'],
    [`/api/venues/${id}`],
    [`/api/venues/${id}/availability?date=2030-01-01`],
    [`/api/venues/${id}/reviews`],
  ])('GET %s is public (never 401)', async (url) => {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode).not.toBe(401);
  });
});
