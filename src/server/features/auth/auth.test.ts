import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@server/db/seed/demo-accounts';
import {
  createTestContext,
  registerUser,
  sessionCookieOf,
  type TestContext,
} from '@server/test/test-app';
import { EMAIL_TAKEN, INVALID_CREDENTIALS } from './auth.service';
import { COMMON_PASSWORD } from './common-passwords';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const HOUR = 3_600_000;
let ipCounter = 0;
/** A fresh client address per test, so the per-address limit never leaks between tests. */
const freshIp = () => `192.0.2.${++ipCounter}`;

const validRegistration = () => ({
  email: `new-${Math.random().toString(36).slice(2)}@example.com`,
  password: 'secret123',
  firstName: 'Nadia',
  lastName: 'Rahman',
  userType: 'player',
});

function post(url: string, payload: unknown, headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers,
    remoteAddress: freshIp(),
  });
}

function getUser(cookie?: string) {
  return ctx.app.inject({
    method: 'GET',
    url: '/api/auth/user',
    headers: cookie ? { cookie } : {},
  });
}

describe('POST /api/register', () => {
  it('creates the account, signs it in and never returns the password', async () => {
    const body = validRegistration();
    const response = await post('/api/register', { ...body, email: body.email.toUpperCase() });
    expect(response.statusCode).toBe(201);
    const user = response.json();
    expect(user).toMatchObject({
      email: body.email,
      firstName: 'Nadia',
      lastName: 'Rahman',
      userType: 'player',
      roles: ['player'],
    });
    expect(JSON.stringify(user)).not.toContain('argon2');
    expect(user).not.toHaveProperty('password');

    const me = await getUser(sessionCookieOf(response));
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(user.id);
  });

  it('sets an HttpOnly, SameSite=Lax session cookie, not Secure over plain HTTP', async () => {
    const response = await post('/api/register', validRegistration());
    const cookie = response.cookies.find((c) => c.name === 'matchday_sid')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.path).toBe('/');
    expect(cookie.secure).toBeUndefined();
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Over plain HTTP (local use) the browser would drop a __Host- cookie: the plain name.
    expect(response.cookies.map((c) => c.name)).toEqual(['matchday_sid']);
  });

  it.each([
    ['email', { email: 'not-an-email' }, 'Invalid email address'],
    ['password', { password: '12345' }, 'Password must be at least 6 characters'],
    ['firstName', { firstName: '   ' }, 'First name is required'],
    ['lastName', { lastName: '' }, 'Last name is required'],
    ['userType', { userType: 'wizard' }, 'Please select a user type'],
  ])('answers 400 with the SPEC message for a bad %s', async (field, change, message) => {
    const response = await post('/api/register', { ...validRegistration(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_error',
      message,
      fields: { [field]: message },
    });
  });

  it.each(['password', 'Password1', 'qwerty123', 'iloveyou', 'football'])(
    'refuses the common password %j with a clear message',
    async (password) => {
      const response = await post('/api/register', { ...validRegistration(), password });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'validation_error',
        message: COMMON_PASSWORD,
        fields: { password: COMMON_PASSWORD },
      });
    },
  );

  it('keeps the length rule first, and takes passwords that are not on the list', async () => {
    const short = await post('/api/register', { ...validRegistration(), password: '12345' });
    expect(short.json().message).toBe('Password must be at least 6 characters');
    // The demo accounts' password (seeded as a hash) is not a common one either.
    for (const password of ['matchday123', 'Tr4il-runner-x']) {
      expect((await post('/api/register', { ...validRegistration(), password })).statusCode).toBe(
        201,
      );
    }
  });

  it('reports every invalid field at once', async () => {
    const response = await post('/api/register', { email: 'x', password: '1', userType: 'player' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      email: 'Invalid email address',
      password: 'Password must be at least 6 characters',
      firstName: 'First name is required',
      lastName: 'Last name is required',
    });
  });

  it('refuses a second account for the same email (any letter case) with 409', async () => {
    const body = validRegistration();
    expect((await post('/api/register', body)).statusCode).toBe(201);
    const again = await post('/api/register', { ...body, email: body.email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: EMAIL_TAKEN, code: 'email_taken' });
  });

  it('answers 400, not 500, for a missing or malformed body', async () => {
    const missing = await ctx.app.inject({ method: 'POST', url: '/api/register' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('The request body must be a JSON object');
    const malformed = await ctx.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toHaveProperty('code');
  });
});

describe('POST /api/login', () => {
  it('signs a seeded account in', async () => {
    const response = await post('/api/login', {
      email: 'player@matchday.dev',
      password: DEMO_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: 'player@matchday.dev', firstName: 'Sam' });
    expect((await getUser(sessionCookieOf(response))).statusCode).toBe(200);
  });

  it('gives one generic 401 for a wrong password and for an unknown email', async () => {
    const wrong = await post('/api/login', {
      email: 'player@matchday.dev',
      password: 'wrong-password',
    });
    const unknown = await post('/api/login', {
      email: 'nobody@example.com',
      password: 'whatever1',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe(INVALID_CREDENTIALS);
  });

  it.each([
    [{ email: 'nope', password: 'secret123' }, 'email', 'Invalid email address'],
    [{ email: 'a@b.co', password: '123' }, 'password', 'Password must be at least 6 characters'],
  ])('validates %j', async (payload, field, message) => {
    const response = await post('/api/login', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[field]).toBe(message);
  });

  it('rotates the session id: the cookie from before sign-in stops working', async () => {
    const { cookie: before, email } = await registerUser(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password: 'secret123' },
      headers: { cookie: before },
    });
    const after = sessionCookieOf(response);
    expect(after).not.toBe(before);
    expect((await getUser(before)).statusCode).toBe(401);
    expect((await getUser(after)).statusCode).toBe(200);
  });
});

describe('login throttling', () => {
  it('locks an account after repeated failures, only for a few minutes, and the lock lifts', async () => {
    const { email } = await registerUser(ctx.app);
    const max = ctx.config.loginLimits.perAccount.max;
    for (let i = 0; i < max; i++) {
      expect((await post('/api/login', { email, password: 'wrong-guess' })).statusCode).toBe(401);
    }
    // Even the right password waits while the account is locked: a guess must not tell.
    const locked = await post('/api/login', { email, password: 'secret123' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(
      /Too many failed sign-in attempts for this account\. Please wait \d+ minutes? and try again\./,
    );

    ctx.clock.advance(ctx.config.loginLimits.perAccount.windowMs + 1000);
    expect((await post('/api/login', { email, password: 'secret123' })).statusCode).toBe(200);
  });

  it('a successful sign-in clears the failure count', async () => {
    const { email } = await registerUser(ctx.app);
    const max = ctx.config.loginLimits.perAccount.max;
    for (let i = 0; i < max - 1; i++) await post('/api/login', { email, password: 'wrong-guess' });
    expect((await post('/api/login', { email, password: 'secret123' })).statusCode).toBe(200);
    for (let i = 0; i < max - 1; i++) await post('/api/login', { email, password: 'wrong-guess' });
    expect((await post('/api/login', { email, password: 'secret123' })).statusCode).toBe(200);
  });

  it('limits attempts per address, whichever accounts they target', async () => {
    const { max } = ctx.config.loginLimits.perIp;
    const remoteAddress = '198.51.100.7';
    for (let i = 0; i < max; i++) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress,
        payload: { email: `someone${i}@example.com`, password: 'secret123' },
      });
      expect(response.statusCode).toBe(401);
    }
    const blocked = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress,
      payload: { email: 'player@matchday.dev', password: DEMO_PASSWORD },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(
      /^Too many attempts from your network\. Please wait \d+ minutes? and try again\.$/,
    );
    // Another address is unaffected.
    expect(
      (await post('/api/login', { email: 'player@matchday.dev', password: DEMO_PASSWORD }))
        .statusCode,
    ).toBe(200);
  });
});

describe('client addresses behind a proxy', () => {
  // The proxy appends the address it saw to X-Forwarded-For; whatever the client wrote to its
  // left is the client's own claim and must not count as its address.
  /** Five sign-ins with forged leftmost addresses, then one for another client via the same peer. */
  async function attemptsUntilBlocked(
    env: Record<string, string>,
    proxy: string,
    client: string,
  ): Promise<number[]> {
    const proxied = await createTestContext({ AUTH_MAX_ATTEMPTS_PER_IP: '3', ...env });
    const attempt = (forwardedFor: string, i: number) =>
      proxied.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: proxy,
        headers: { 'x-forwarded-for': forwardedFor },
        payload: { email: `someone${i}@example.com`, password: 'secret123' },
      });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        statuses.push((await attempt(`203.0.113.${i + 10}, ${client}`, i)).statusCode);
      }
      statuses.push((await attempt('198.51.100.99', 5)).statusCode);
      return statuses;
    } finally {
      await proxied.close();
    }
  }

  it.each([
    ['a hop count', { TRUST_PROXY: '1' }],
    ["the proxy's address", { TRUST_PROXY: '10.1.2.3' }],
    ["the proxy's range", { TRUST_PROXY: '10.1.0.0/16' }],
  ])('with %s, a forged leftmost address does not reset the limit', async (_, env) => {
    // The limit fires for the client the proxy saw; another client behind it is not blocked.
    expect(await attemptsUntilBlocked(env, '10.1.2.3', '198.51.100.20')).toEqual([
      401, 401, 401, 429, 429, 401,
    ]);
  });

  it('a request that does not come from the trusted proxy is counted by its own address', async () => {
    // Sent straight to the server (not from 10.1.2.3), so its X-Forwarded-For means nothing.
    expect(
      await attemptsUntilBlocked({ TRUST_PROXY: '10.1.2.3' }, '198.51.100.21', '198.51.100.22'),
    ).toEqual([401, 401, 401, 429, 429, 429]);
  });
});

describe('sessions', () => {
  it('GET /api/auth/user answers 401 without a cookie or with a forged one', async () => {
    expect((await getUser()).statusCode).toBe(401);
    const forged = await getUser('matchday_sid=not-a-real-session-token-at-all-xxxxxxxxxxxx');
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ message: 'Unauthorized', code: 'unauthorized' });
  });

  it('expires after the idle time without use', async () => {
    const { cookie } = await registerUser(ctx.app);
    ctx.clock.advance(ctx.config.session.idleMs - HOUR);
    expect((await getUser(cookie)).statusCode).toBe(200);
    // Use renewed the idle window, so another almost-idle-time later it still works...
    ctx.clock.advance(ctx.config.session.idleMs - HOUR);
    expect((await getUser(cookie)).statusCode).toBe(200);
    // ...but not once it has sat unused for longer than the idle time.
    ctx.clock.advance(ctx.config.session.idleMs + 1000);
    expect((await getUser(cookie)).statusCode).toBe(401);
  });

  it('expires at the absolute limit even when used all along', async () => {
    const { cookie } = await registerUser(ctx.app);
    const step = ctx.config.session.idleMs / 2;
    let elapsed = 0;
    while (elapsed + step < ctx.config.session.absoluteMs) {
      ctx.clock.advance(step);
      elapsed += step;
      expect((await getUser(cookie)).statusCode).toBe(200);
    }
    ctx.clock.advance(step);
    expect((await getUser(cookie)).statusCode).toBe(401);
  });

  it('sets Secure on the cookie when served over HTTPS behind a trusted proxy', async () => {
    const proxied = await createTestContext({ TRUST_PROXY: '1' });
    try {
      const https = { 'x-forwarded-proto': 'https' };
      const response = await proxied.app.inject({
        method: 'POST',
        url: '/api/register',
        headers: https,
        payload: validRegistration(),
      });
      expect(response.statusCode).toBe(201);
      // A Secure cookie carries the __Host- prefix: the browser then only takes it from HTTPS,
      // for the whole host (Path=/) and never for a sibling domain (no Domain).
      expect(response.cookies.map((c) => c.name)).toEqual(['__Host-matchday_sid']);
      const cookie = response.cookies[0]!;
      expect(cookie.secure).toBe(true);
      expect(cookie.path).toBe('/');
      expect(cookie.domain).toBeUndefined();
      expect(response.headers['set-cookie']).not.toMatch(/domain=/i);

      const header = `__Host-matchday_sid=${cookie.value}`;
      const me = await proxied.app.inject({
        method: 'GET',
        url: '/api/auth/user',
        headers: { ...https, cookie: header },
      });
      expect(me.statusCode).toBe(200);
      const out = await proxied.app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: { ...https, cookie: header },
      });
      const cleared = out.cookies.find((c) => c.name === '__Host-matchday_sid')!;
      expect(cleared.value).toBe('');
      expect(cleared.secure).toBe(true);
      const after = await proxied.app.inject({
        method: 'GET',
        url: '/api/auth/user',
        headers: { ...https, cookie: header },
      });
      expect(after.statusCode).toBe(401);
    } finally {
      await proxied.close();
    }
  });
});

describe('logout', () => {
  it('POST /api/logout deletes the session server-side and clears the cookie', async () => {
    const { cookie } = await registerUser(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(204);
    const cleared = response.cookies.find((c) => c.name === 'matchday_sid')!;
    expect(cleared.value).toBe('');
    // Replaying the old cookie does not bring the session back.
    expect((await getUser(cookie)).statusCode).toBe(401);
  });

  it('GET /api/logout ends the session and sends the browser to /', async () => {
    const { cookie } = await registerUser(ctx.app);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/logout',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
    expect((await getUser(cookie)).statusCode).toBe(401);
  });

  it('GET /api/login sends the browser to /auth', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/login' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/auth');
  });
});
