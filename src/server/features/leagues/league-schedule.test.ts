import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FixtureView, LeagueView } from '@shared/contracts/leagues';
import { bookings } from '@server/db/schema/bookings';
import { leagueFixtures } from '@server/db/schema/leagues';
import { FIXTURE_BOOKING } from '@server/features/bookings/booking-rules';
import { book, slotAt } from '@server/test/booking-helpers';
import type { TestPerson } from '@server/test/people';
import { createVenue } from '@server/test/venue-fixtures';
import { NOT_THE_ADMIN } from './league-rows';
import { type LeagueKit, openLeagueKit } from './league-test-kit';

let kit: LeagueKit;
let ctx: LeagueKit['ctx'];
let admin: TestPerson;
let otherAdmin: TestPerson;
let people: TestPerson[];

beforeAll(async () => {
  kit = await openLeagueKit();
  ({ ctx, admin, otherAdmin, people } = kit);
});
afterAll(() => ctx.close());

const call = (...args: Parameters<LeagueKit['call']>) => kit.call(...args);
const leagueWithFixtures = (overrides?: Record<string, unknown>) =>
  kit.leagueWithFixtures(overrides);
const at = (days: number, time: string) => kit.at(days, time);
const patch = (...args: Parameters<LeagueKit['patch']>) => kit.patch(...args);
const soccerVenue = () => kit.soccerVenue();
const bookingOf = async (id: string) =>
  (await ctx.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const fixtureBookingId = async (fixtureId: string) => {
  const [row] = await ctx.database.db
    .select({ bookingId: leagueFixtures.bookingId })
    .from(leagueFixtures)
    .where(eq(leagueFixtures.id, fixtureId));
  return row!.bookingId;
};

describe('PATCH /api/leagues/{id}/fixtures/{fixtureId}: kick-off and venue', () => {
  it('books the pitch for the fixture, moves it with the kick-off and cancels it when cleared', async () => {
    const { league, fixtures } = await leagueWithFixtures();
    const venue = await soccerVenue();
    const fixture = fixtures[0]!;
    const set = await patch(league.id, fixture.id, {
      startTime: at(10, '18:00'),
      venueId: venue.id,
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({
      venueId: venue.id,
      venueName: venue.name,
      startTime: new Date(at(10, '18:00')).toISOString(),
    });
    const bookingId = (await fixtureBookingId(fixture.id))!;
    const booked = await bookingOf(bookingId);
    expect(booked).toMatchObject({
      userId: admin.id,
      venueId: venue.id,
      status: 'confirmed',
      paymentStatus: 'paid',
      totalAmount: '0.00',
    });
    // The league's default fixture length: two hours.
    expect(booked.endTime.getTime() - booked.startTime.getTime()).toBe(120 * 60_000);

    // The fixture list keeps its fields.
    const listed = await call('GET', `/api/leagues/${league.id}/fixtures`);
    expect(listed.json<FixtureView[]>().find((f) => f.id === fixture.id)).toMatchObject({
      venueId: venue.id,
      startTime: new Date(at(10, '18:00')).toISOString(),
    });

    const moved = await patch(league.id, fixture.id, { startTime: at(11, '19:00') });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await bookingOf(bookingId)).startTime.toISOString()).toBe(
      new Date(at(11, '19:00')).toISOString(),
    );

    // The admin cannot move or cancel it from their bookings: it follows the fixture.
    const cancelDirect = await call('POST', `/api/bookings/${bookingId}/cancel`, admin.cookie);
    expect(cancelDirect.statusCode).toBe(409);
    expect(cancelDirect.json().message).toBe(FIXTURE_BOOKING);

    const cleared = await patch(league.id, fixture.id, { venueId: null });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({ venueId: null, venueName: null });
    expect((await bookingOf(bookingId)).status).toBe('cancelled');
    expect(await fixtureBookingId(fixture.id)).toBeNull();
  });

  it('answers 409 naming the slot when the pitch is taken, and changes nothing', async () => {
    const { league, fixtures } = await leagueWithFixtures();
    const venue = await soccerVenue();
    const player = people[5]!;
    const slot = slotAt('Europe/London', ctx.clock.now(), 12, '18:00', '19:00');
    const held = await book(ctx.app, player.cookie, venue, slot, { sportId: kit.soccer });
    expect(held.statusCode, held.body).toBe(201);

    const clash = await patch(league.id, fixtures[0]!.id, {
      startTime: at(12, '17:30'),
      venueId: venue.id,
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toContain(`${venue.name} is already booked between`);
    expect(clash.json().message).toContain('17:30 and 19:30 (Europe/London)');
    const after = await call('GET', `/api/leagues/${league.id}/fixtures`);
    expect(after.json<FixtureView[]>()[0]).toMatchObject({ venueId: null });

    // Two fixtures of the league cannot share the pitch either.
    const first = await patch(league.id, fixtures[0]!.id, {
      startTime: at(13, '18:00'),
      venueId: venue.id,
    });
    expect(first.statusCode, first.body).toBe(200);
    const second = await patch(league.id, fixtures[1]!.id, {
      startTime: at(13, '19:00'),
      venueId: venue.id,
    });
    expect(second.statusCode).toBe(409);
  });

  it('two leagues racing for one pitch: one gets it, the other a 409', async () => {
    const [a, b] = await Promise.all([leagueWithFixtures(), leagueWithFixtures()]);
    const venue = await soccerVenue();
    const body = { startTime: at(16, '18:00'), venueId: venue.id };
    const answers = await Promise.all([
      patch(a.league.id, a.fixtures[0]!.id, body),
      patch(b.league.id, b.fixtures[0]!.id, body),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const held = await ctx.database.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.venueId, venue.id), eq(bookings.status, 'confirmed')));
    expect(held).toHaveLength(1);
  });

  it('refuses bad input, visitors, other admins and fixtures of other leagues', async () => {
    const { league, fixtures } = await leagueWithFixtures();
    const other = await leagueWithFixtures();
    const fixtureId = fixtures[0]!.id;
    const venue = await soccerVenue();
    const tennisOnly = await createVenue(ctx.database.db, kit.ownerId, { sports: ['Tennis'] });

    expect((await patch(league.id, fixtureId, {})).statusCode).toBe(400);
    const badTime = await patch(league.id, fixtureId, { startTime: 'tomorrow' });
    expect(badTime.statusCode).toBe(400);
    expect(badTime.json().fields?.startTime).toBe('Kick-off must be a date and time');
    const noKickOff = await patch(league.id, fixtureId, { startTime: null, venueId: venue.id });
    expect(noKickOff.statusCode).toBe(400);
    expect(noKickOff.json().message).toBe('Set a kick-off time to book a venue for this fixture');
    const wrongSport = await patch(league.id, fixtureId, {
      startTime: at(14, '18:00'),
      venueId: tennisOnly.id,
    });
    expect(wrongSport.statusCode).toBe(400);
    expect(wrongSport.json().message).toBe(`${tennisOnly.name} doesn't offer Soccer`);
    const unknownVenue = await patch(league.id, fixtureId, {
      startTime: at(14, '18:00'),
      venueId: crypto.randomUUID(),
    });
    expect(unknownVenue.statusCode).toBe(400);

    const body = { startTime: at(14, '18:00') };
    expect(
      (await call('PATCH', `/api/leagues/${league.id}/fixtures/${fixtureId}`, undefined, body))
        .statusCode,
    ).toBe(401);
    const foreign = await patch(league.id, fixtureId, body, otherAdmin);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe(NOT_THE_ADMIN);
    expect((await patch(league.id, other.fixtures[0]!.id, body)).statusCode).toBe(404);
    expect((await patch(crypto.randomUUID(), fixtureId, body)).statusCode).toBe(404);
  });

  it('frees the pitches when the league is cancelled', async () => {
    const { league, fixtures } = await leagueWithFixtures();
    const venue = await soccerVenue();
    await patch(league.id, fixtures[0]!.id, { startTime: at(15, '18:00'), venueId: venue.id });
    const bookingId = (await fixtureBookingId(fixtures[0]!.id))!;
    const cancelled = await call('PATCH', `/api/leagues/${league.id}/status`, admin.cookie, {
      status: 'cancelled',
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await bookingOf(bookingId)).status).toBe('cancelled');
  });
});

describe('the seeded leagues', () => {
  it('play their next rounds at a booked venue, one match after another, with a referee', async () => {
    const leagues = (await call('GET', '/api/leagues?q=London Sunday')).json<LeagueView[]>();
    const london = leagues.find((l) => l.name === 'London Sunday Football League')!;
    const fixtures = (await call('GET', `/api/leagues/${london.id}/fixtures`)).json<
      FixtureView[]
    >();
    const hosted = fixtures.filter((f) => f.venueName === 'Canary Wharf Cage Football');
    expect(hosted.length).toBeGreaterThan(0);
    for (const f of hosted) expect(f.status).toBe('scheduled');
    const starts = hosted.map((f) => f.startTime);
    expect(new Set(starts).size).toBe(starts.length);
    const referees = (await call('GET', `/api/leagues/${london.id}/referees`)).json<
      { firstName: string }[]
    >();
    expect(referees.map((r) => r.firstName)).toEqual(['Ray']);
    const feed = await call('GET', `/api/leagues/${london.id}/calendar.ics`);
    expect(feed.body).toContain('LOCATION:Canary Wharf Cage Football');
  });
});
