import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TeamEventView } from '@shared/contracts/team-life';
import { notifications } from '@server/db/schema/notifications';
import { teams } from '@server/db/schema/teams';
import { venues } from '@server/db/schema/venues';
import { sendTeamEventReminders } from '@server/features/notifications/team-life-notices';
import { eventually } from '@server/test/eventually';
import { createPeople, type TestPerson } from '@server/test/people';
import { createTestContext, type TestContext } from '@server/test/test-app';
import { ONLY_LEADERS } from './team-access';
import { EVENT_CANCELLED, EVENT_IN_PAST, VENUE_NOT_FOUND } from './team-events.service';
import { teamLifeKit } from './team-life-kit';

let ctx: TestContext;
let captain: TestPerson;
let manager: TestPerson;
let member: TestPerson;
let outsider: TestPerson;
let teamId: string;
const { call, teamWith, inDays } = teamLifeKit(() => ctx);

beforeAll(async () => {
  ctx = await createTestContext();
  [captain, manager, member, outsider] = (await createPeople(ctx, 4)) as [
    TestPerson,
    TestPerson,
    TestPerson,
    TestPerson,
  ];
  teamId = await teamWith(captain, [member]);
  // The manager runs the team without playing in it.
  await ctx.database.db.update(teams).set({ managerId: manager.id }).where(eq(teams.id, teamId));
});
afterAll(() => ctx.close());

const training = () => ({
  title: 'Tuesday training',
  kind: 'training',
  startTime: inDays(3).toISOString(),
  endTime: new Date(inDays(3).getTime() + 90 * 60_000).toISOString(),
  location: 'Riverside Park, pitch 2',
  note: 'Bring both shirts',
});

async function schedule(by: TestPerson, body: object = training()) {
  const response = await call('POST', `/api/teams/${teamId}/events`, by.cookie, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TeamEventView>();
}

describe('POST /api/teams/{id}/events', () => {
  it('lets the manager schedule an event, and tells the members', async () => {
    const event = await schedule(manager);
    expect(event).toMatchObject({
      title: 'Tuesday training',
      kind: 'training',
      location: 'Riverside Park, pitch 2',
      cancelled: false,
      counts: { yes: 0, no: 0, maybe: 0 },
      myAnswer: null,
    });
    expect(event.answers.map((a) => a.user.id).sort()).toEqual(
      [captain.id, manager.id, member.id].sort(),
    );
    await eventually(async () => {
      const told = await ctx.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.relatedId, event.id));
      expect(told.map((n) => n.userId).sort()).toEqual([captain.id, member.id].sort());
    });
  });

  it('takes a Matchday venue as the place', async () => {
    const [venue] = await ctx.database.db.select().from(venues).limit(1);
    const event = await schedule(captain, { ...training(), kind: 'match', venueId: venue!.id });
    expect(event.venue).toEqual({ id: venue!.id, name: venue!.name });
  });

  it('refuses bad input with a message', async () => {
    const cases: [object, string][] = [
      [{ ...training(), title: '' }, 'Title must be at least 2 characters'],
      [{ ...training(), kind: 'party' }, 'Kind must be training, match or social'],
      [{ ...training(), startTime: 'soon' }, 'Start time must be a date and time'],
      [{ ...training(), endTime: inDays(2).toISOString() }, 'The event must end after it starts'],
      [{ ...training(), startTime: inDays(-1).toISOString(), endTime: null }, EVENT_IN_PAST],
      [{ ...training(), venueId: '00000000-0000-4000-8000-000000000000' }, VENUE_NOT_FOUND],
    ];
    for (const [body, message] of cases) {
      const response = await call('POST', `/api/teams/${teamId}/events`, captain.cookie, body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toContain(message);
    }
  });

  it('is for the captain or manager only', async () => {
    const byMember = await call('POST', `/api/teams/${teamId}/events`, member.cookie, training());
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().message).toBe(ONLY_LEADERS);
    const byOutsider = await call(
      'POST',
      `/api/teams/${teamId}/events`,
      outsider.cookie,
      training(),
    );
    expect(byOutsider.statusCode).toBe(404);
    expect(
      (await call('POST', `/api/teams/${teamId}/events`, undefined, training())).statusCode,
    ).toBe(401);
  });
});

describe('GET /api/teams/{id}/events and rsvp', () => {
  it('lists upcoming events for members with counts and my answer', async () => {
    const event = await schedule(captain, { ...training(), startTime: inDays(1).toISOString() });
    const answer = (p: TestPerson, a: string) =>
      call('POST', `/api/teams/${teamId}/events/${event.id}/rsvp`, p.cookie, { answer: a });
    expect((await answer(member, 'yes')).statusCode).toBe(200);
    expect((await answer(manager, 'maybe')).statusCode).toBe(200);
    const changed = await answer(member, 'no');
    expect(changed.json()).toMatchObject({ counts: { yes: 0, no: 1, maybe: 1 }, myAnswer: 'no' });

    const list = await call('GET', `/api/teams/${teamId}/events`, member.cookie);
    expect(list.statusCode).toBe(200);
    const events = list.json<TeamEventView[]>();
    expect(events[0]!.id).toBe(event.id);
    const starts = events.map((e) => e.startTime);
    expect(starts).toEqual([...starts].sort());
    expect(events[0]).toMatchObject({ myAnswer: 'no', counts: { no: 1, maybe: 1 } });
  });

  it('keeps past events apart', async () => {
    const event = await schedule(captain, {
      ...training(),
      startTime: inDays(0.5).toISOString(),
      endTime: null,
    });
    ctx.clock.advance(86_400_000);
    try {
      const past = await call('GET', `/api/teams/${teamId}/events?when=past`, member.cookie);
      expect(past.json<TeamEventView[]>().map((e) => e.id)).toContain(event.id);
      const upcoming = await call('GET', `/api/teams/${teamId}/events`, member.cookie);
      expect(upcoming.json<TeamEventView[]>().map((e) => e.id)).not.toContain(event.id);
      const late = await call(
        'POST',
        `/api/teams/${teamId}/events/${event.id}/rsvp`,
        member.cookie,
        {
          answer: 'yes',
        },
      );
      expect(late.statusCode).toBe(409);
    } finally {
      ctx.clock.advance(-86_400_000);
    }
  });

  it('hides events from non-members (404) and visitors (401), and checks the answer', async () => {
    const event = await schedule(captain);
    const url = `/api/teams/${teamId}/events/${event.id}/rsvp`;
    expect((await call('GET', `/api/teams/${teamId}/events`, outsider.cookie)).statusCode).toBe(
      404,
    );
    expect((await call('POST', url, outsider.cookie, { answer: 'yes' })).statusCode).toBe(404);
    expect((await call('GET', `/api/teams/${teamId}/events`)).statusCode).toBe(401);
    expect((await call('POST', url, undefined, { answer: 'yes' })).statusCode).toBe(401);
    const bad = await call('POST', url, member.cookie, { answer: 'perhaps' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Answer must be yes, no or maybe');
    const unknown = `/api/teams/${teamId}/events/00000000-0000-4000-8000-000000000000/rsvp`;
    expect((await call('POST', unknown, member.cookie, { answer: 'yes' })).statusCode).toBe(404);
  });
});

describe('editing and cancelling events', () => {
  it('lets the captain move and cancel an event; answers then stop', async () => {
    const event = await schedule(captain);
    const base = `/api/teams/${teamId}/events/${event.id}`;
    const moved = await call('PATCH', base, captain.cookie, { title: 'Thursday training' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().title).toBe('Thursday training');
    expect((await call('PATCH', base, member.cookie, { title: 'Mine' })).statusCode).toBe(403);
    const cancelled = await call('POST', `${base}/cancel`, manager.cookie);
    expect(cancelled.json().cancelled).toBe(true);
    const again = await call('POST', `${base}/cancel`, manager.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(EVENT_CANCELLED);
    const answer = await call('POST', `${base}/rsvp`, member.cookie, { answer: 'yes' });
    expect(answer.statusCode).toBe(409);
  });
});

describe('reminders', () => {
  it('reminds each member once, a day ahead, unless they said no', async () => {
    const event = await schedule(captain, { ...training(), startTime: inDays(2).toISOString() });
    await call('POST', `/api/teams/${teamId}/events/${event.id}/rsvp`, member.cookie, {
      answer: 'no',
    });
    const deps = { db: ctx.database.db, appUrl: 'http://localhost' };
    const later = inDays(1.5);
    const first = await sendTeamEventReminders(deps, later);
    expect(first).toBeGreaterThanOrEqual(2);
    const reminded = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.idempotencyKey, `team.event.reminder:${event.id}`));
    expect(reminded.map((n) => n.userId).sort()).toEqual([captain.id, manager.id].sort());
    expect(await sendTeamEventReminders(deps, later)).toBe(0);
  });
});
