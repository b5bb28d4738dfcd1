import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationItem, NotificationPage } from '@shared/contracts/notifications';
import { rowsOf } from '@server/db/client';
import { eventually } from '@server/test/eventually';
import { createPeople, type TestPerson } from '@server/test/people';
import { createTestContext, type TestContext } from '@server/test/test-app';
import { createVenue, sportIds } from '@server/test/venue-fixtures';
import { kit } from './notification-test-kit';
import { notify } from './notify';
import { NOTIFICATION_NOT_FOUND } from './notifications.service';

let ctx: TestContext;
const { emitAll, notificationsOf, mailsTo } = kit(() => ctx);
let me: TestPerson;
let someoneElse: TestPerson;

beforeAll(async () => {
  ctx = await createTestContext();
  const people = await createPeople(ctx, 2);
  me = people[0]!;
  someoneElse = people[1]!;
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie?: string, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

const deps = () => ({ db: ctx.database.db, appUrl: 'http://localhost:5000' });

/** Notifications straight through notify(), `count` of them, each a second apart. */
async function give(person: TestPerson, count: number, prefix = crypto.randomUUID()) {
  for (let i = 0; i < count; i += 1) {
    await notify(deps(), {
      userId: person.id,
      type: 'game',
      key: `${prefix}:${i}`,
      title: `Note ${i}`,
      message: `Message ${i}`,
      link: `/games/${crypto.randomUUID()}`,
    });
  }
}

async function emailOf(person: TestPerson) {
  const [row] = await rowsOf<{ email: string }>(
    ctx.database.db,
    sql`SELECT email FROM users WHERE id = ${person.id}`,
  );
  return row!.email;
}

describe('sign-in and ownership', () => {
  it.each([
    ['GET', '/api/notifications'],
    ['GET', '/api/notifications/unread-count'],
    ['POST', `/api/notifications/${crypto.randomUUID()}/read`],
    ['POST', '/api/notifications/read-all'],
    ['GET', '/api/notification-preferences'],
    ['PATCH', '/api/notification-preferences'],
  ] as const)('%s %s answers 401 to a visitor', async (method, url) => {
    const response = await call(method, url, undefined, method === 'GET' ? undefined : {});
    expect(response.statusCode).toBe(401);
  });

  it("someone else's notification is a 404, and stays unread", async () => {
    const [owner] = await createPeople(ctx, 1);
    await give(owner!, 1);
    const [theirs] = await notificationsOf(owner!.id);
    const response = await call('POST', `/api/notifications/${theirs!.id}/read`, me.cookie);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(NOTIFICATION_NOT_FOUND);
    expect((await notificationsOf(owner!.id))[0]!.isRead).toBe(false);
  });

  it('an id that is not a uuid is a 400, not a 500', async () => {
    const response = await call('POST', '/api/notifications/nope/read', me.cookie);
    expect(response.statusCode).toBe(400);
  });
});

describe('list, unread count, read, read all', () => {
  it('pages newest first without gaps or repeats; a bad cursor is a 400', async () => {
    const [reader] = await createPeople(ctx, 1);
    await give(reader!, 5);
    const seen: NotificationItem[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${cursor}` : '';
      const response = await call('GET', `/api/notifications?limit=2${query}`, reader!.cookie);
      expect(response.statusCode).toBe(200);
      const page = response.json<NotificationPage>();
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen.map((n) => n.title)).toEqual(['Note 4', 'Note 3', 'Note 2', 'Note 1', 'Note 0']);
    expect(seen[0]!.link).toMatch(/^\/games\//);
    const bad = await call('GET', '/api/notifications?cursor=zzz', reader!.cookie);
    expect(bad.statusCode).toBe(400);
    expect((await call('GET', '/api/notifications?limit=0', reader!.cookie)).statusCode).toBe(400);
  });

  it('counts unread, marks one read, then all', async () => {
    const [reader] = await createPeople(ctx, 1);
    await give(reader!, 3);
    const count = async () =>
      (await call('GET', '/api/notifications/unread-count', reader!.cookie)).json().count;
    expect(await count()).toBe(3);
    const [first] = await notificationsOf(reader!.id);
    const read = await call('POST', `/api/notifications/${first!.id}/read`, reader!.cookie);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: first!.id, isRead: true });
    expect(await count()).toBe(2);
    const all = await call('POST', '/api/notifications/read-all', reader!.cookie);
    expect(all.json()).toEqual({ updated: 2 });
    expect(await count()).toBe(0);
  });
});

describe('preferences', () => {
  it('start from the documented defaults and merge partial changes', async () => {
    const [person] = await createPeople(ctx, 1);
    const initial = await call('GET', '/api/notification-preferences', person!.cookie);
    expect(initial.json()).toEqual({
      booking: { inApp: true, email: true, push: true },
      payment: { inApp: true, email: true, push: true },
      game: { inApp: true, email: false, push: true },
      team: { inApp: true, email: false, push: true },
      social: { inApp: true, email: false, push: true },
    });
    const changed = await call('PATCH', '/api/notification-preferences', person!.cookie, {
      social: { email: true },
      booking: { inApp: false },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      social: { inApp: true, email: true },
      booking: { inApp: false, email: true },
    });
    const again = await call('GET', '/api/notification-preferences', person!.cookie);
    expect(again.json()).toEqual(changed.json());
  });

  it('refuse bad input with a 400', async () => {
    for (const body of [{ social: { email: 'yes' } }, { chat: { inApp: true } }, { social: 1 }]) {
      const response = await call('PATCH', '/api/notification-preferences', me.cookie, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('in-app off makes no notification; e-mail on queues one mail, once', async () => {
    const [author, liker] = await createPeople(ctx, 2);
    await call('PATCH', '/api/notification-preferences', author!.cookie, {
      social: { inApp: false, email: true },
    });
    const [post] = await rowsOf<{ id: string }>(
      ctx.database.db,
      sql`INSERT INTO posts (author_id, content) VALUES (${author!.id}, 'Hello <b>there</b>') RETURNING id`,
    );
    const like = {
      type: 'post.liked',
      data: { postId: post!.id, userId: liker!.id, liked: true },
    } as const;
    await emitAll(like, like);
    expect(await notificationsOf(author!.id)).toEqual([]);
    const mails = await mailsTo(await emailOf(author!));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Matchday: New like');
    expect(mails[0]!.text).toContain(`http://localhost:5000/community/posts/${post!.id}`);
  });

  it('both off: nothing at all', async () => {
    const [player] = await createPeople(ctx, 1);
    await call('PATCH', '/api/notification-preferences', player!.cookie, {
      game: { inApp: false, email: false },
    });
    await give(player!, 1);
    expect(await notificationsOf(player!.id)).toEqual([]);
    expect(await mailsTo(await emailOf(player!))).toEqual([]);
  });
});

describe('booking reminder', () => {
  it('comes once, 24 hours before a confirmed booking, by the app clock', async () => {
    const [player] = await createPeople(ctx, 1);
    // A venue of its own: a seeded one has bookings of its own at any hour of the days ahead.
    const { id } = await createVenue(ctx.database.db, player!.id);
    const [tennis] = await sportIds(ctx.database.db, ['Tennis']);
    const venue = { id, sportId: tennis };
    const start = new Date(ctx.clock.now().getTime() + 30 * 3_600_000);
    const [booking] = await rowsOf<{ id: string }>(
      ctx.database.db,
      sql`INSERT INTO bookings (user_id, venue_id, sport_id, start_time, end_time, total_amount, status)
          VALUES (${player!.id}, ${venue.id}, ${venue.sportId}, ${start},
                  ${new Date(start.getTime() + 3_600_000)}, '20.00', 'confirmed')
          RETURNING id`,
    );
    const reminders = async () =>
      (await notificationsOf(player!.id)).filter(
        (n) => n.key === `booking.reminder:${booking!.id}`,
      );
    await ctx.app.matchday.jobs.runNow('booking reminders');
    expect(await reminders()).toEqual([]);

    ctx.clock.advance(7 * 3_600_000); // 23 hours to go
    try {
      // Two instances' timers firing at once still make one reminder.
      await Promise.all([
        ctx.app.matchday.jobs.runNow('booking reminders'),
        ctx.app.matchday.jobs.runNow('booking reminders'),
      ]);
      await ctx.app.matchday.jobs.runNow('booking reminders');
      const found = await reminders();
      expect(found).toHaveLength(1);
      expect(found[0]).toMatchObject({ type: 'booking', link: '/bookings' });
      expect(await mailsTo(await emailOf(player!))).toHaveLength(1);

      // A booking made less than a day ahead gets no reminder: its player has just booked.
      const soon = new Date(ctx.clock.now().getTime() + 5 * 3_600_000);
      const [late] = await rowsOf<{ id: string }>(
        ctx.database.db,
        sql`INSERT INTO bookings (user_id, venue_id, sport_id, start_time, end_time, total_amount, status)
            VALUES (${player!.id}, ${venue.id}, ${venue.sportId}, ${soon},
                    ${new Date(soon.getTime() + 3_600_000)}, '20.00', 'confirmed')
            RETURNING id`,
      );
      await ctx.app.matchday.jobs.runNow('booking reminders');
      const keys = (await notificationsOf(player!.id)).map((n) => n.key);
      expect(keys).not.toContain(`booking.reminder:${late!.id}`);
    } finally {
      ctx.clock.advance(-7 * 3_600_000);
    }
  });
});

describe('live', () => {
  it('a new notification is pushed to its user’s socket, and only theirs', async () => {
    const [listener] = await createPeople(ctx, 1);
    const mine = await ctx.app.injectWS('/api/ws', { headers: { cookie: listener!.cookie } });
    const theirs = await ctx.app.injectWS('/api/ws', { headers: { cookie: someoneElse.cookie } });
    const received: { type: string; data: NotificationItem }[] = [];
    const overheard: unknown[] = [];
    mine.on('message', (raw: Buffer) => received.push(JSON.parse(raw.toString('utf8'))));
    theirs.on('message', (raw: Buffer) => overheard.push(JSON.parse(raw.toString('utf8'))));
    try {
      await eventually(() =>
        expect(ctx.app.matchday.realtime.hasLocalSocket(listener!.id)).toBe(true),
      );
      await give(listener!, 1);
      const [message] = await eventually(() => {
        const found = received.filter((m) => m.type === 'notification.created');
        expect(found).toHaveLength(1);
        return found;
      });
      expect(message!.data).toMatchObject({ title: 'Note 0', isRead: false, type: 'game' });
      expect(message!.data.link).toMatch(/^\/games\//);
      expect(overheard).toEqual([]);
    } finally {
      mine.terminate();
      theirs.terminate();
    }
  });
});

describe('demo data', () => {
  it('every demo account has notifications, read and unread, each kind with a link', async () => {
    const rows = await rowsOf<{ email: string; kinds: string[]; unread: number; read: number }>(
      ctx.database.db,
      sql`SELECT u.email, array_agg(DISTINCT n.type::text) AS kinds,
                 count(*) FILTER (WHERE NOT n.is_read)::int AS unread,
                 count(*) FILTER (WHERE n.is_read)::int AS read
            FROM users u JOIN notifications n ON n.user_id = u.id
           WHERE u.email LIKE '%@matchday.dev' AND n.link IS NOT NULL
           GROUP BY u.email`,
    );
    const player = rows.find((row) => row.email === 'player@matchday.dev');
    expect(player?.kinds.sort()).toEqual(['booking', 'game', 'payment', 'social', 'team']);
    expect(player?.unread).toBeGreaterThan(0);
    expect(player?.read).toBeGreaterThan(0);
    expect(rows.length).toBeGreaterThanOrEqual(6);
  });
});
