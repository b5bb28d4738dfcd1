import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sports } from '@server/db/schema/sports';
import { book, slotAt } from '@server/test/booking-helpers';
import { createPeople, type TestPerson } from '@server/test/people';
import { createTestContext, type TestContext } from '@server/test/test-app';
import { createVenue, registerOwner } from '@server/test/venue-fixtures';
import { CROSS_SITE_REFUSED } from './cross-site-guard';

let ctx: TestContext;
let tennis: number;
let author: TestPerson;
let actor: TestPerson;
beforeAll(async () => {
  ctx = await createTestContext();
  tennis = (await ctx.database.db.select().from(sports)).find((s) => s.name === 'Tennis')!.id;
  [author, actor] = (await createPeople(ctx, 2)) as [TestPerson, TestPerson];
});
afterAll(() => ctx.close());

type Headers = Record<string, string>;

// What browsers send when a page on another site submits a form or calls fetch() here. A form
// (or a no-cors fetch) may post text/plain, which needs no CORS preflight.
const crossSite: Record<string, Headers> = {
  'a cross-site form': { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
  'a sibling subdomain': { origin: 'http://evil.localhost', 'sec-fetch-site': 'same-site' },
  'a foreign Origin alone (older browser)': { origin: 'https://evil.example' },
  'Sec-Fetch-Site cross-site alone': { 'sec-fetch-site': 'cross-site' },
  'Origin: null (sandboxed frame)': { origin: 'null' },
  'another port of the same host': { origin: 'http://localhost:8080' },
  'another scheme of the same host': { origin: 'https://localhost' },
  'an Origin that is no URL': { origin: 'not a url' },
};
// The app's own page: app.inject() sends Host: localhost:80.
const sameOrigin: Headers = { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' };

function send(method: 'POST' | 'GET' | 'HEAD' | 'DELETE', url: string, cookie: string, h: Headers) {
  return ctx.app.inject({
    method,
    url,
    headers: { cookie, ...h, ...(method === 'POST' && { 'content-type': 'text/plain' }) },
    ...(method === 'POST' && { payload: 'x' }),
  });
}

/** Every cross-site variant is refused with 403; then the app's own page does it (2xx). */
async function refusedCrossSiteThenAllowed(method: 'POST' | 'DELETE', url: string, p: TestPerson) {
  for (const [name, headers] of Object.entries(crossSite)) {
    const refused = await send(method, url, p.cookie, headers);
    expect(refused.statusCode, `${name}: ${refused.body}`).toBe(403);
    expect(refused.json()).toEqual({ message: CROSS_SITE_REFUSED, code: 'cross_site_request' });
  }
  const allowed = await ctx.app.inject({
    method,
    url,
    headers: { cookie: p.cookie, ...sameOrigin },
  });
  expect(allowed.statusCode, allowed.body).toBeLessThan(300);
  return allowed;
}

async function created(url: string, by: TestPerson, payload: object) {
  const response = await ctx.app.inject({
    method: 'POST',
    url,
    headers: { cookie: by.cookie },
    payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>();
}

const inHours = (hours: number) =>
  new Date(ctx.clock.now().getTime() + hours * 3_600_000).toISOString();

describe('cross-site requests that change something', () => {
  it('bodiless POSTs (like, follow) are refused from another site', async () => {
    const post = await created('/api/posts', author, { content: 'Anyone for tennis?' });
    await refusedCrossSiteThenAllowed('POST', `/api/posts/${post.id}/like`, actor);
    await refusedCrossSiteThenAllowed('POST', `/api/players/${author.id}/follow`, actor);
  });

  it('game join, leave and cancel are refused from another site', async () => {
    const game = await created('/api/games', author, {
      title: 'Evening doubles',
      sportId: tennis,
      location: 'Hyde Park courts, London',
      startTime: inHours(48),
      endTime: inHours(50),
      maxPlayers: 4,
      skillLevel: 'intermediate',
      cost: '5',
    });
    await refusedCrossSiteThenAllowed('POST', `/api/games/${game.id}/join`, actor);
    await refusedCrossSiteThenAllowed('POST', `/api/games/${game.id}/leave`, actor);
    await refusedCrossSiteThenAllowed('POST', `/api/games/${game.id}/cancel`, author);
  });

  it('team join and leave are refused from another site', async () => {
    const team = await created('/api/teams', author, {
      name: 'Sand Sharks',
      sportId: tennis,
      skillLevel: 'intermediate',
      location: 'Barcelona, Spain',
    });
    await refusedCrossSiteThenAllowed('POST', `/api/teams/${team.id}/join`, actor);
    await refusedCrossSiteThenAllowed('POST', `/api/teams/${team.id}/leave`, actor);
  });

  it('booking cancel is refused from another site', async () => {
    const owner = await registerOwner(ctx.app);
    const venue = await createVenue(ctx.database.db, owner.user.id, { timeZone: 'UTC' });
    const slot = slotAt('UTC', ctx.clock.now(), 3, '10:00', '11:00');
    const booking = await book(ctx.app, actor.cookie, venue, slot, { sportId: tennis });
    expect(booking.statusCode, booking.body).toBe(201);
    await refusedCrossSiteThenAllowed('POST', `/api/bookings/${booking.json().id}/cancel`, actor);
  });

  it('a text/plain body to a JSON endpoint is refused before it is read', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: {
        cookie: actor.cookie,
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
        'content-type': 'text/plain',
      },
      payload: '{"content":"posted from another site"}',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('cross_site_request');
  });

  it('sign-in from another site is refused too (login CSRF)', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      payload: { email: 'player@matchday.dev', password: 'matchday123' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('requests without Origin or Sec-Fetch-Site (non-browser clients, webhooks) go through', async () => {
    const post = await created('/api/posts', author, { content: 'From a script' });
    const like = await ctx.app.inject({
      method: 'POST',
      url: `/api/posts/${post.id}/like`,
      headers: { cookie: actor.cookie },
    });
    expect(like.statusCode).toBe(200);
  });

  it('reading from another site is not this guard’s business (CORS keeps the answer)', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: crossSite['a cross-site form']!,
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('logout', () => {
  const me = (cookie: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });

  it('POST /api/logout from another site is refused; from the app it ends the session', async () => {
    const [person] = await createPeople(ctx, 1);
    await refusedCrossSiteThenAllowed('POST', '/api/logout', person!);
    expect((await me(person!.cookie)).statusCode).toBe(401);
  });

  it('GET and HEAD /api/logout from another site (link, image) are refused', async () => {
    const [person] = await createPeople(ctx, 1);
    for (const method of ['GET', 'HEAD'] as const) {
      for (const headers of [
        { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' } as Headers,
        { 'sec-fetch-site': 'cross-site', 'sec-fetch-dest': 'image' },
        { 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'navigate' },
      ]) {
        const response = await send(method, '/api/logout', person!.cookie, headers);
        expect(response.statusCode).toBe(403);
      }
    }
    expect((await me(person!.cookie)).statusCode).toBe(200);
  });

  it("GET /api/logout from the app's own page, or typed in, ends the session (SPEC)", async () => {
    for (const headers of [
      { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate' } as Headers,
      { 'sec-fetch-site': 'none', 'sec-fetch-mode': 'navigate' },
      {},
    ]) {
      const [person] = await createPeople(ctx, 1);
      const response = await send('GET', '/api/logout', person!.cookie, headers);
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/');
      expect((await me(person!.cookie)).statusCode).toBe(401);
    }
  });
});

describe('behind a proxy that terminates HTTPS', () => {
  it("compares with the public origin the proxy forwards, not the server's own", async () => {
    const proxied = await createTestContext({ TRUST_PROXY: '1' });
    try {
      const [person] = await createPeople(proxied, 1);
      const post = (origin: string) =>
        proxied.app.inject({
          method: 'POST',
          url: '/api/posts',
          headers: {
            // Over HTTPS the session cookie carries the __Host- prefix.
            cookie: `__Host-${person!.cookie}`,
            host: 'play.example.com',
            'x-forwarded-proto': 'https',
            origin,
          },
          payload: { content: 'Through the proxy' },
        });
      expect((await post('https://play.example.com')).statusCode).toBe(201);
      expect((await post('http://play.example.com')).statusCode).toBe(403);
      expect((await post('https://evil.example')).statusCode).toBe(403);
    } finally {
      await proxied.close();
    }
  });
});
