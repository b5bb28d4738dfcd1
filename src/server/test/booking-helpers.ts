import type { FastifyInstance } from 'fastify';
import { venueTime } from './venue-fixtures';

export type Slot = { startTime: string; endTime: string };

/** A slot `days` ahead on the venue's clock, e.g. slot('Europe/London', now, 3, '10:00', '11:30'). */
export function slotAt(
  timeZone: string,
  now: Date,
  days: number,
  start: string,
  end: string,
): Slot {
  return {
    startTime: venueTime(timeZone, now, days, start),
    endTime: venueTime(timeZone, now, days, end),
  };
}

export function book(
  app: FastifyInstance,
  cookie: string,
  venue: { id: string },
  slot: Slot,
  extra: Record<string, unknown> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: cookie ? { cookie } : {},
    payload: { venueId: venue.id, sportId: extra.sportId ?? 0, ...slot, ...extra },
  });
}

/** Books a slot and pays for it with the test card; answers the confirmed booking. */
export async function bookAndPay(
  app: FastifyInstance,
  cookie: string,
  venue: { id: string },
  sportId: number,
  slot: Slot,
) {
  const created = await book(app, cookie, venue, slot, { sportId });
  if (created.statusCode !== 201) throw new Error(`booking failed: ${created.body}`);
  return pay(app, cookie, created.json().id);
}

export async function createIntent(app: FastifyInstance, cookie: string, bookingId: string) {
  return app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    headers: cookie ? { cookie } : {},
    payload: { bookingId },
  });
}

export function payWithCard(
  app: FastifyInstance,
  cookie: string,
  clientSecret: string,
  card: Partial<{ cardNumber: string; expiry: string; cvc: string }> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/payments/test/confirm',
    headers: cookie ? { cookie } : {},
    payload: {
      clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/40',
      cvc: '123',
      ...card,
    },
  });
}

export async function pay(app: FastifyInstance, cookie: string, bookingId: string) {
  const intent = await createIntent(app, cookie, bookingId);
  if (intent.statusCode !== 200) throw new Error(`intent failed: ${intent.body}`);
  const paid = await payWithCard(app, cookie, intent.json().clientSecret);
  if (paid.statusCode !== 200) throw new Error(`payment failed: ${paid.body}`);
  return paid.json().booking;
}
