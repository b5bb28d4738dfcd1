import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WRONG_PASSWORD } from '@shared/contracts/users';
import { COMMON_PASSWORD } from '@server/features/auth/common-passwords';
import { createTestContext, registerUser, signIn, type TestContext } from '@server/test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload && { payload }) });
const me = (cookie: string) => call('GET', '/api/auth/user', cookie);

describe('account endpoints need sign-in', () => {
  it('answers 401 to a visitor', async () => {
    const answers = await Promise.all([
      call('POST', '/api/user/password', '', { currentPassword: 'secret123', newPassword: 'x' }),
      call('GET', '/api/user/export', ''),
      call('DELETE', '/api/user', '', { password: 'secret123' }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([401, 401, 401]);
  });
});

describe('POST /api/user/password', () => {
  it('needs the right current password and a valid new one', async () => {
    const { cookie } = await registerUser(ctx.app);
    const wrong = await call('POST', '/api/user/password', cookie, {
      currentPassword: 'not-it-at-all',
      newPassword: 'brand-new-1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: WRONG_PASSWORD });
    const short = await call('POST', '/api/user/password', cookie, {
      currentPassword: 'secret123',
      newPassword: 'abc',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toMatchObject({
      newPassword: 'Password must be at least 6 characters',
    });
    const common = await call('POST', '/api/user/password', cookie, {
      currentPassword: 'secret123',
      newPassword: 'password123',
    });
    expect(common.statusCode).toBe(400);
    expect(common.json().fields).toMatchObject({ newPassword: COMMON_PASSWORD });
    const missing = await call('POST', '/api/user/password', cookie, { newPassword: 'abcdefg' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toMatchObject({ currentPassword: 'Enter your current password' });
  });

  it('changes it, ends every other session and keeps this one', async () => {
    const { cookie, email } = await registerUser(ctx.app);
    const elsewhere = await signIn(ctx.app, email, 'secret123');
    const someoneElse = await registerUser(ctx.app);

    const changed = await call('POST', '/api/user/password', cookie, {
      currentPassword: 'secret123',
      newPassword: 'brand-new-1',
    });
    expect(changed.statusCode).toBe(204);
    expect((await me(cookie)).statusCode).toBe(200);
    expect((await me(elsewhere)).statusCode).toBe(401);
    expect((await me(someoneElse.cookie)).statusCode).toBe(200);

    const old = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password: 'secret123' },
    });
    expect(old.statusCode).toBe(401);
    const fresh = await signIn(ctx.app, email, 'brand-new-1');
    expect((await me(fresh)).statusCode).toBe(200);
  });
});

describe('GET /api/user/export', () => {
  it('downloads everything about the seeded player as a JSON attachment, no secrets', async () => {
    const cookie = await signIn(ctx.app, 'player@matchday.dev', 'matchday123');
    const answer = await call('GET', '/api/user/export', cookie);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="matchday-export-\d{4}-\d\d-\d\d\.json"$/,
    );
    const data = answer.json();
    expect(data.profile).toMatchObject({ email: 'player@matchday.dev' });
    expect(data.profile).not.toHaveProperty('password');
    expect(answer.body).not.toContain('$argon2id');
    for (const key of ['bookings', 'posts', 'following', 'followers', 'teamMemberships']) {
      expect(data[key].length, key).toBeGreaterThan(0);
    }
    expect(data.gamesOrganised.length + data.gameParticipations.length).toBeGreaterThan(0);
    expect(data.playerProfile).not.toBeNull();
    expect(data.bookings[0]).toHaveProperty('venueName');
  });

  it('shows only the caller’s own data', async () => {
    const { cookie, email } = await registerUser(ctx.app);
    const data = (await call('GET', '/api/user/export', cookie)).json();
    expect(data.profile.email).toBe(email);
    expect(data.bookings).toEqual([]);
    expect(data.posts).toEqual([]);
  });
});
