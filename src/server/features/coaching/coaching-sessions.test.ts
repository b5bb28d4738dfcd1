import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COACHING_NOT_FOUND,
  type CoachDashboard,
  type CoachingSession,
  type CoachingView,
  SESSION_NOT_FOUND,
} from '@shared/contracts/coaching';
import { rowsOf } from '@server/db/client';
import { pay, slotAt } from '@server/test/booking-helpers';
import { eventually } from '@server/test/eventually';
import { createPeople, type TestPerson } from '@server/test/people';
import { createTestContext, type TestContext } from '@server/test/test-app';
import { createVenue, sportIds } from '@server/test/venue-fixtures';

let ctx: TestContext;
let coach: TestPerson;
let player: TestPerson;
let stranger: TestPerson;
let padel: number;
let venueId: string;
let coachingId: string;
const zone = 'Europe/London';

type Method = 'GET' | 'POST' | 'PATCH';
const call = (method: Method, url: string, cookie?: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload && { payload }) });

const session = (start: string, end: string, extra: object = {}) => ({
  venueId,
  sportId: padel,
  ...slotAt(zone, ctx.clock.now(), 2, start, end),
  ...extra,
});

beforeAll(async () => {
  ctx = await createTestContext();
  [padel] = await sportIds(ctx.database.db, ['Padel']);
  const people = await createPeople(ctx, 3);
  [coach, player, stranger] = people as [TestPerson, TestPerson, TestPerson];
  const venue = await createVenue(ctx.database.db, stranger!.id, {
    sports: ['Padel'],
    pricePerHour: '30.00',
  });
  venueId = venue.id;
  await call('POST', '/api/coaches', coach!.cookie, {
    hourlyRate: '60',
    sportIds: [padel],
  });
  const offer = await call('POST', '/api/coaching', coach!.cookie, {
    entityType: 'player',
    entityId: player!.id,
    role: 'head_coach',
  });
  coachingId = offer.json<CoachingView>().id;
});
afterAll(() => ctx.close());

describe('coaching sessions', () => {
  it('asks for a session', async () => {
    const url = `/api/coaching/${coachingId}/sessions`;
    expect((await call('POST', url, undefined, session('09:00', '10:00'))).statusCode).toBe(401);
    expect((await call('GET', '/api/coaching/sessions')).statusCode).toBe(401);
    expect((await call('GET', '/api/coaching/dashboard')).statusCode).toBe(401);
  });

  it('books only while the coaching is active, and only the coach', async () => {
    const url = `/api/coaching/${coachingId}/sessions`;
    const early = await call('POST', url, coach.cookie, session('09:00', '10:00'));
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      'Sessions can be booked only while coaching is active (it is pending)',
    );
    await call('POST', `/api/coaching/${coachingId}/status`, player.cookie, { status: 'active' });
    const byPlayer = await call('POST', url, player.cookie, session('09:00', '10:00'));
    expect(byPlayer.statusCode).toBe(409);
    expect(byPlayer.json().message).toBe('Only the coach books sessions');
    const byStranger = await call('POST', url, stranger.cookie, session('09:00', '10:00'));
    expect(byStranger.statusCode).toBe(404);
    expect(byStranger.json().message).toBe(COACHING_NOT_FOUND);
  });

  it('refuses bad input with the booking messages', async () => {
    const url = `/api/coaching/${coachingId}/sessions`;
    const noVenue = await call(
      'POST',
      url,
      coach.cookie,
      session('09:00', '10:00', { venueId: 'x' }),
    );
    expect(noVenue.statusCode).toBe(400);
    expect(noVenue.json().message).toContain('Choose a venue');
    const sport = await call('POST', url, coach.cookie, session('09:00', '10:00', { sportId: 1 }));
    expect(sport.statusCode).toBe(400);
    expect(sport.json().message).toBe("This venue doesn't offer that sport");
  });

  it('books through the booking flow, is paid like a booking, and both sides see it', async () => {
    const url = `/api/coaching/${coachingId}/sessions`;
    const made = await call(
      'POST',
      url,
      coach.cookie,
      session('18:00', '19:30', { notes: 'Work on the bandeja', goals: 'Consistent lobs' }),
    );
    expect(made.statusCode, made.body).toBe(201);
    const booked = made.json<CoachingSession>();
    expect(booked).toMatchObject({
      side: 'coach',
      bookingStatus: 'pending',
      totalAmount: '45.00',
      notes: 'Work on the bandeja',
      goals: 'Consistent lobs',
      venueName: expect.stringContaining('Test Courts'),
    });
    // The same slot again: the bookings rule refuses a double booking.
    const twice = await call('POST', url, coach.cookie, session('18:30', '19:00'));
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This time slot has just been booked');

    const paid = await pay(ctx.app, coach.cookie, booked.bookingId);
    expect(paid.status).toBe('confirmed');
    // Once paid, the player hears of it.
    await eventually(async () => {
      const rows = await rowsOf<{ title: string }>(
        ctx.database.db,
        sql`select title from notifications where user_id = ${player.id}
              and related_id = ${coachingId} and type = 'booking'`,
      );
      expect(rows).toEqual([{ title: 'Coaching session booked' }]);
    });

    const theirs = await call('GET', '/api/coaching/sessions?when=upcoming', player.cookie);
    const seen = theirs.json<CoachingSession[]>();
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      side: 'entity',
      bookingStatus: 'confirmed',
      goals: 'Consistent lobs',
      notes: null,
      coachName: `${coach.firstName} Test`,
    });
    expect((await call('GET', '/api/coaching/sessions', stranger.cookie)).json()).toEqual([]);
    const bad = await call('GET', '/api/coaching/sessions?when=soon', coach.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('when is upcoming, past or all');
  });

  it('lets the coach write notes and goals; anyone else gets 404', async () => {
    const [mine] = (await call('GET', '/api/coaching/sessions', coach.cookie)).json<
      CoachingSession[]
    >();
    const url = `/api/coaching/sessions/${mine!.id}`;
    const byPlayer = await call('PATCH', url, player.cookie, { goals: 'Nothing' });
    expect(byPlayer.statusCode).toBe(404);
    expect(byPlayer.json().message).toBe(SESSION_NOT_FOUND);
    const long = await call('PATCH', url, coach.cookie, { notes: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('Notes must be at most 2000 characters');
    const written = await call('PATCH', url, coach.cookie, { goals: 'Lob deep, twice in a row' });
    expect(written.json<CoachingSession>()).toMatchObject({
      goals: 'Lob deep, twice in a row',
      notes: 'Work on the bandeja',
    });
  });

  it("shows the coach's counts and the month's hours and revenue", async () => {
    ctx.clock.advance(3 * 24 * 3_600_000);
    const answer = await call('GET', '/api/coaching/dashboard', coach.cookie);
    const dashboard = answer.json<CoachDashboard>();
    expect(dashboard).toMatchObject({ hasProfile: true, hourlyRate: '60.00', athletes: 1 });
    expect(dashboard.months).toHaveLength(6);
    expect(dashboard.months.at(-1)).toMatchObject({ hours: 1.5, revenue: 90 });
    const past = await call('GET', '/api/coaching/sessions?when=past', player.cookie);
    expect(past.json<CoachingSession[]>()[0]?.bookingStatus).toBe('completed');
    const newcomer = await call('GET', '/api/coaching/dashboard', stranger.cookie);
    expect(newcomer.json<CoachDashboard>()).toMatchObject({ hasProfile: false, athletes: 0 });
  });
});
