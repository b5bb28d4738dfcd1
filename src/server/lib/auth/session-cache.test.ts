import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '@server/db/schema/auth';
import { users } from '@server/db/schema/users';
import { SESSION_COOKIE } from '@server/lib/auth/session-plugin';
import { createSessionStore } from '@server/lib/auth/session-store';
import {
  createSecondInstance,
  createTestContext,
  onPostgres,
  registerUser,
  type TestContext,
} from '@server/test/test-app';

// Sessions are remembered per instance with their user's row (ADR 021). These tests change the
// rows behind a remembered session in every way but the request's own, and expect the change to
// show: the database's triggers tell every instance to forget.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

function me(cookie: string, app = ctx.app) {
  return app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
}

/** The notice travels through LISTEN (another connection on PostgreSQL): allow it a moment. */
const eventually = { timeout: 5000, interval: 20 };

describe('remembered sessions', () => {
  it('answer the same user as the database, read after read', async () => {
    const { cookie, user } = await registerUser(ctx.app, { firstName: 'Remy' });
    for (let i = 0; i < 3; i++) {
      const response = await me(cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: user.id, firstName: 'Remy' });
    }
  });

  it("show the user's own change at once", async () => {
    const { cookie } = await registerUser(ctx.app, { firstName: 'Before' });
    expect((await me(cookie)).json()).toMatchObject({ firstName: 'Before' });
    const patched = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/user/profile',
      headers: { cookie },
      payload: { firstName: 'After' },
    });
    expect(patched.statusCode).toBe(200);
    expect((await me(cookie)).json()).toMatchObject({ firstName: 'After' });
  });

  it('show a change written straight into the database', async () => {
    const { cookie, user } = await registerUser(ctx.app, { firstName: 'Quiet' });
    expect((await me(cookie)).json()).toMatchObject({ firstName: 'Quiet' });
    await ctx.database.db.update(users).set({ firstName: 'Loud' }).where(eq(users.id, user.id));
    await expect.poll(async () => (await me(cookie)).json().firstName, eventually).toBe('Loud');
  });

  it('sign out a session deleted in the database', async () => {
    const { cookie, user } = await registerUser(ctx.app);
    expect((await me(cookie)).statusCode).toBe(200);
    await ctx.database.db.delete(sessions).where(eq(sessions.userId, user.id));
    await expect.poll(async () => (await me(cookie)).statusCode, eventually).toBe(401);
  });

  it('forget everyone when one statement changes many users', async () => {
    const first = await registerUser(ctx.app, { lastName: 'Many' });
    const second = await registerUser(ctx.app, { lastName: 'Many' });
    await me(first.cookie);
    await me(second.cookie);
    await ctx.database.db
      .update(users)
      .set({ bio: 'Changed together' })
      .where(sql`${users.id} IN (${first.user.id}, ${second.user.id})`);
    for (const { cookie } of [first, second])
      await expect
        .poll(async () => (await me(cookie)).json().bio, eventually)
        .toBe('Changed together');
  });

  it('still end at their expiry', async () => {
    const { cookie } = await registerUser(ctx.app);
    expect((await me(cookie)).statusCode).toBe(200);
    ctx.clock.advance(ctx.config.session.absoluteMs + 60_000);
    try {
      expect((await me(cookie)).statusCode).toBe(401);
    } finally {
      ctx.clock.advance(-(ctx.config.session.absoluteMs + 60_000));
    }
  });

  it('are not remembered from a read that a change overtook', async () => {
    // A store of its own, so this test decides when the change's notice reaches it.
    const store = createSessionStore(ctx.database.db, ctx.config.session, ctx.clock);
    const { user } = await registerUser(ctx.app, { firstName: 'Early' });
    const { token } = await store.create(user.id);
    // Past the touch interval, the read writes the session back before it remembers it.
    ctx.clock.advance(61_000);
    try {
      const reading = store.read(token);
      await ctx.database.db.update(users).set({ firstName: 'Late' }).where(eq(users.id, user.id));
      store.forget(user.id);
      expect((await reading)?.user.firstName).toBeDefined();
      expect((await store.read(token))?.user.firstName).toBe('Late');
    } finally {
      ctx.clock.advance(-61_000);
    }
  });

  it.runIf(onPostgres)("show another instance's change", async () => {
    const other = await createSecondInstance(ctx);
    try {
      const { cookie } = await registerUser(ctx.app, { firstName: 'Here' });
      expect((await me(cookie, other.app)).json()).toMatchObject({ firstName: 'Here' });
      await ctx.app.inject({
        method: 'PATCH',
        url: '/api/user/profile',
        headers: { cookie },
        payload: { firstName: 'There' },
      });
      await expect
        .poll(async () => (await me(cookie, other.app)).json().firstName, eventually)
        .toBe('There');
    } finally {
      await other.close();
    }
  });
});

// Sessions end or change on one instance; another, which remembers them, must follow within
// moments (ADR 021's auth.changed notices), whatever the request that changed them.
describe.runIf(onPostgres)('remembered sessions on two instances', () => {
  let other: Awaited<ReturnType<typeof createSecondInstance>>;
  beforeAll(async () => {
    other = await createSecondInstance(ctx);
  });
  afterAll(() => other.close());

  /** A second session of the user (another device), straight from the store. */
  async function anotherSession(userId: string) {
    const store = createSessionStore(ctx.database.db, ctx.config.session, ctx.clock);
    return `${SESSION_COOKIE}=${(await store.create(userId)).token}`;
  }

  /** Both sessions remembered by the other instance. */
  async function rememberedThere(...cookies: string[]) {
    for (const cookie of cookies) expect((await me(cookie, other.app)).statusCode).toBe(200);
  }

  const status = (cookie: string) => async () => (await me(cookie, other.app)).statusCode;

  it('sign-out', async () => {
    const { cookie } = await registerUser(ctx.app);
    await rememberedThere(cookie);
    const out = await ctx.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(out.statusCode).toBeLessThan(400);
    await expect.poll(status(cookie), eventually).toBe(401);
  });

  it('a password change ends the other sessions there too', async () => {
    const { cookie, user } = await registerUser(ctx.app);
    const laptop = await anotherSession(user.id);
    await rememberedThere(cookie, laptop);
    const changed = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/password',
      headers: { cookie },
      payload: { currentPassword: 'secret123', newPassword: 'another-secret-42' },
    });
    expect(changed.statusCode).toBe(204);
    await expect.poll(status(laptop), eventually).toBe(401);
    expect((await me(cookie, other.app)).statusCode).toBe(200);
  });

  it('a role chosen', async () => {
    const { cookie } = await registerUser(ctx.app);
    await rememberedThere(cookie);
    const chosen = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/role',
      headers: { cookie },
      payload: { role: 'venue' },
    });
    expect(chosen.statusCode).toBe(200);
    await expect
      .poll(async () => (await me(cookie, other.app)).json().roles, eventually)
      .toContain('venue');
  });

  it('account deletion', async () => {
    const { cookie, user } = await registerUser(ctx.app);
    const laptop = await anotherSession(user.id);
    await rememberedThere(cookie, laptop);
    const gone = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/user',
      headers: { cookie },
      payload: { password: 'secret123' },
    });
    expect(gone.statusCode).toBe(204);
    await expect.poll(status(cookie), eventually).toBe(401);
    await expect.poll(status(laptop), eventually).toBe(401);
  });
});
