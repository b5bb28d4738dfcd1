import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationType } from '@shared/enums';
import { rowsOf } from '@server/db/client';
import { eventually } from '@server/test/eventually';
import { createPeople, type TestPerson } from '@server/test/people';
import {
  createSecondInstance,
  createTestContext,
  onPostgres,
  registerUser,
  type TestContext,
} from '@server/test/test-app';
import { fakeBrowser, startFakePushService } from './fake-push-service';
import { kit } from './notification-test-kit';
import { notify } from './notify';
import {
  MAX_PUSH_DEVICES,
  PUSH_SERVICE_REFUSED,
  PUSH_SUBSCRIPTION_NOT_FOUND,
} from './push-subscriptions.service';

let ctx: TestContext;
let pushService: Awaited<ReturnType<typeof startFakePushService>>;
const { handled } = kit(() => ctx);
let me: TestPerson;
let someoneElse: TestPerson;

beforeAll(async () => {
  pushService = await startFakePushService();
  ctx = await createTestContext({ PUSH_SERVICE_ORIGINS: pushService.origin });
  [me, someoneElse] = (await createPeople(ctx, 2)) as [TestPerson, TestPerson];
});
afterAll(async () => {
  await ctx.close();
  await pushService.close();
});

type Method = 'GET' | 'POST' | 'DELETE' | 'PATCH';
const call = (method: Method, url: string, cookie?: string, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

const browserAt = (path: string) => fakeBrowser(`${pushService.origin}${path}`);
const subscriptionsAt = async (endpoint: string) =>
  (
    await rowsOf<{ userId: string }>(
      ctx.database.db,
      sql`SELECT user_id AS "userId" FROM push_subscriptions WHERE endpoint = ${endpoint}`,
    )
  ).map((row) => row.userId);

/** A notification of `type` for `person`, and every push it caused has been tried. */
async function notifyOf(person: TestPerson, type: NotificationType, title = 'Game on') {
  await notify(
    { db: ctx.database.db, appUrl: 'http://localhost:5000' },
    {
      userId: person.id,
      type,
      key: crypto.randomUUID(),
      title,
      message: 'Sam joined your game',
      link: '/games/123',
    },
  );
  await pushesTried();
}

/**
 * The notifications made so far have had their pushes tried: `notification.created` arrives
 * after the commit that made each one (by NOTIFY on PostgreSQL), then its delivery is awaited.
 */
async function pushesTried() {
  await handled();
  await eventually(async () => {
    const [row] = await rowsOf<{ waiting: number }>(
      ctx.database.db,
      sql`SELECT count(*)::int AS waiting FROM domain_events
           WHERE claimed_at IS NULL AND type = 'notification.created'`,
    );
    expect(row?.waiting).toBe(0);
  });
  await ctx.app.matchday.events.settled();
}

describe('GET /api/push/public-key', () => {
  it('answers one VAPID key, made once as the app started and kept in the database', async () => {
    const stored = await rowsOf<{ value: string }>(
      ctx.database.db,
      sql`SELECT value FROM app_secrets WHERE name = 'vapid_keys'`,
    );
    expect(stored).toHaveLength(1);
    const first = await call('GET', '/api/push/public-key');
    expect(first.statusCode).toBe(200);
    const { publicKey } = first.json<{ publicKey: string }>();
    // An uncompressed P-256 point: 65 bytes, 87 base64url characters.
    expect(publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect((await call('GET', '/api/push/public-key')).json()).toEqual({ publicKey });
    const rows = await rowsOf<{ value: string }>(
      ctx.database.db,
      sql`SELECT value FROM app_secrets WHERE name = 'vapid_keys'`,
    );
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]!.value)).toMatchObject({ publicKey });
  });

  it.runIf(onPostgres)('is the same key on another instance of the same database', async () => {
    const { publicKey } = (await call('GET', '/api/push/public-key')).json<{ publicKey: string }>();
    const other = await createSecondInstance(ctx);
    try {
      const answer = await other.app.inject({ method: 'GET', url: '/api/push/public-key' });
      expect(answer.json()).toEqual({ publicKey });
    } finally {
      await other.close();
    }
  });
});

describe('POST /api/push/subscriptions', () => {
  it('needs a signed-in user', async () => {
    const answer = await call(
      'POST',
      '/api/push/subscriptions',
      undefined,
      browserAt('/x').subscription,
    );
    expect(answer.statusCode).toBe(401);
  });

  it('refuses a body that is not a push subscription, saying why', async () => {
    const answer = await call('POST', '/api/push/subscriptions', me.cookie, {
      endpoint: `${pushService.origin}/no-keys`,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toMatch(/keys/);
  });

  it('refuses endpoints that are not a push service (the server would call them)', async () => {
    for (const endpoint of [
      'https://intranet.example.com/push',
      'http://127.0.0.1:5432/',
      'http://fcm.googleapis.com/fcm/send/abc',
    ]) {
      const answer = await call('POST', '/api/push/subscriptions', me.cookie, {
        ...browserAt('/x').subscription,
        endpoint,
      });
      expect(answer.statusCode, endpoint).toBe(400);
      expect(answer.json().message).toBe(PUSH_SERVICE_REFUSED);
    }
  });

  it('saves this device once, however often it subscribes', async () => {
    const browser = browserAt('/twice');
    const first = await call('POST', '/api/push/subscriptions', me.cookie, browser.subscription);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ id: expect.any(String), createdAt: expect.any(String) });
    const again = await call('POST', '/api/push/subscriptions', me.cookie, browser.subscription);
    expect(again.json().id).toBe(first.json().id);
    expect(await subscriptionsAt(browser.endpoint)).toEqual([me.id]);
  });

  it(`keeps the ${MAX_PUSH_DEVICES} newest devices of a user`, async () => {
    const [person] = await createPeople(ctx, 1);
    const browsers = Array.from({ length: MAX_PUSH_DEVICES + 1 }, (_, i) =>
      browserAt(`/many-${person!.id}-${i}`),
    );
    for (const browser of browsers) {
      const answer = await call(
        'POST',
        '/api/push/subscriptions',
        person!.cookie,
        browser.subscription,
      );
      expect(answer.statusCode).toBe(201);
    }
    expect(await subscriptionsAt(browsers[0]!.endpoint)).toEqual([]);
    for (const browser of browsers.slice(1))
      expect(await subscriptionsAt(browser.endpoint)).toEqual([person!.id]);
  });

  it('passes a browser to whoever signs in on it and subscribes', async () => {
    const browser = browserAt('/shared-device');
    await call('POST', '/api/push/subscriptions', me.cookie, browser.subscription);
    await call('POST', '/api/push/subscriptions', someoneElse.cookie, browser.subscription);
    expect(await subscriptionsAt(browser.endpoint)).toEqual([someoneElse.id]);
  });
});

describe('DELETE /api/push/subscriptions', () => {
  it('needs a signed-in user', async () => {
    const answer = await call('DELETE', '/api/push/subscriptions', undefined, { endpoint: 'x' });
    expect(answer.statusCode).toBe(401);
  });

  it("leaves someone else's device alone (404) and removes my own", async () => {
    const browser = browserAt('/mine');
    await call('POST', '/api/push/subscriptions', me.cookie, browser.subscription);
    const theirs = await call('DELETE', '/api/push/subscriptions', someoneElse.cookie, {
      endpoint: browser.endpoint,
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe(PUSH_SUBSCRIPTION_NOT_FOUND);
    expect(await subscriptionsAt(browser.endpoint)).toEqual([me.id]);

    const mine = await call('DELETE', '/api/push/subscriptions', me.cookie, {
      endpoint: browser.endpoint,
    });
    expect(mine.statusCode).toBe(204);
    expect(await subscriptionsAt(browser.endpoint)).toEqual([]);
    const again = await call('DELETE', '/api/push/subscriptions', me.cookie, {
      endpoint: browser.endpoint,
    });
    expect(again.statusCode).toBe(404);
  });
});

describe('sending', () => {
  it('pushes a new notification to each of my devices, encrypted, signed, as { title, body, url, tag }', async () => {
    const [person] = await createPeople(ctx, 1);
    const phone = browserAt(`/phone-${person!.id}`);
    const laptop = browserAt(`/laptop-${person!.id}`);
    for (const browser of [phone, laptop])
      await call('POST', '/api/push/subscriptions', person!.cookie, browser.subscription);

    await notifyOf(person!, 'game', 'Sam joined');

    const [notification] = await rowsOf<{ id: string }>(
      ctx.database.db,
      sql`SELECT id FROM notifications WHERE user_id = ${person!.id}`,
    );
    const { publicKey } = (await call('GET', '/api/push/public-key')).json<{ publicKey: string }>();
    for (const browser of [phone, laptop]) {
      const [pushed] = pushService.sentTo(new URL(browser.endpoint).pathname);
      expect(pushed, browser.endpoint).toBeDefined();
      expect(pushed!.headers['content-encoding']).toBe('aes128gcm');
      expect(pushed!.headers.ttl).toBe(String(24 * 60 * 60));
      expect(pushed!.headers.authorization).toMatch(new RegExp(`^vapid t=.+, k=${publicKey}$`));
      expect(JSON.parse(browser.decrypt(pushed!.body))).toEqual({
        title: 'Sam joined',
        body: 'Sam joined your game',
        url: '/games/123',
        tag: notification!.id,
      });
    }
  });

  it('honours the per-type push preference', async () => {
    const [person] = await createPeople(ctx, 1);
    const path = `/prefs-${person!.id}`;
    await call('POST', '/api/push/subscriptions', person!.cookie, browserAt(path).subscription);
    const saved = await call('PATCH', '/api/notification-preferences', person!.cookie, {
      social: { push: false },
    });
    expect(saved.json().social).toEqual({ inApp: true, email: false, push: false });

    await notifyOf(person!, 'social');
    expect(pushService.sentTo(path)).toHaveLength(0);
    await notifyOf(person!, 'team');
    expect(pushService.sentTo(path)).toHaveLength(1);
  });

  it('removes a subscription the push service says is gone (404, 410), keeps it on other errors', async () => {
    const [person] = await createPeople(ctx, 1);
    const gone = browserAt(`/gone-${person!.id}`);
    const unknown = browserAt(`/unknown-${person!.id}`);
    const busy = browserAt(`/busy-${person!.id}`);
    pushService.answer(new URL(gone.endpoint).pathname, 410);
    pushService.answer(new URL(unknown.endpoint).pathname, 404);
    pushService.answer(new URL(busy.endpoint).pathname, 503);
    for (const browser of [gone, unknown, busy])
      await call('POST', '/api/push/subscriptions', person!.cookie, browser.subscription);

    await notifyOf(person!, 'booking');

    expect(await subscriptionsAt(gone.endpoint)).toEqual([]);
    expect(await subscriptionsAt(unknown.endpoint)).toEqual([]);
    expect(await subscriptionsAt(busy.endpoint)).toEqual([person!.id]);
    // The notification itself is there whatever the push services said.
    const rows = await rowsOf(
      ctx.database.db,
      sql`SELECT 1 FROM notifications WHERE user_id = ${person!.id}`,
    );
    expect(rows).toHaveLength(1);
  });

  it('never follows a push service redirecting elsewhere (it could point inside our network)', async () => {
    const [person] = await createPeople(ctx, 1);
    const moved = browserAt(`/moved-${person!.id}`);
    const inside = `/inside-${person!.id}`;
    pushService.redirect(new URL(moved.endpoint).pathname, `${pushService.origin}${inside}`);
    await call('POST', '/api/push/subscriptions', person!.cookie, moved.subscription);

    await notifyOf(person!, 'booking');

    expect(pushService.sentTo(new URL(moved.endpoint).pathname)).toHaveLength(1);
    expect(pushService.sentTo(inside)).toHaveLength(0);
  });

  it('never makes the request that caused the notification wait for the push service', async () => {
    const [follower, followed] = await createPeople(ctx, 2);
    const path = `/slow-${followed!.id}`;
    pushService.answer(path, 201, 1500);
    await call('POST', '/api/push/subscriptions', followed!.cookie, browserAt(path).subscription);

    const started = Date.now();
    const answer = await call('POST', `/api/players/${followed!.id}/follow`, follower!.cookie);
    expect(answer.statusCode).toBeLessThan(300);
    expect(Date.now() - started).toBeLessThan(1500);
    await pushesTried();
    expect(pushService.sentTo(path)).toHaveLength(1);
  });

  it('stops pushing to a device once its session ends (signed out there)', async () => {
    const { cookie, user } = await registerUser(ctx.app);
    const browser = browserAt(`/signed-out-${user.id}`);
    await call('POST', '/api/push/subscriptions', cookie, browser.subscription);
    expect((await call('POST', '/api/logout', cookie)).statusCode).toBe(204);
    expect(await subscriptionsAt(browser.endpoint)).toEqual([]);
  });
});

describe('the account', () => {
  it('export lists my push devices without their endpoints or keys; deletion removes them', async () => {
    const { cookie, user } = await registerUser(ctx.app);
    const browser = browserAt(`/account-${user.id}`);
    await call('POST', '/api/push/subscriptions', cookie, browser.subscription);

    const exported = await call('GET', '/api/user/export', cookie);
    expect(exported.json().pushSubscriptions).toEqual([
      expect.objectContaining({ pushService: pushService.origin }),
    ]);
    expect(exported.body).not.toContain(browser.endpoint);
    expect(exported.body).not.toContain(browser.subscription.keys.auth);

    const deleted = await call('DELETE', '/api/user', cookie, { password: 'secret123' });
    expect(deleted.statusCode).toBe(204);
    expect(await subscriptionsAt(browser.endpoint)).toEqual([]);
  });
});
