import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FederationView, OfficialView } from '@shared/contracts/federations';
import { eq } from 'drizzle-orm';
import { sports } from '@server/db/schema/sports';
import { users } from '@server/db/schema/users';
import { createPeople, type TestPerson } from '@server/test/people';
import { createTestContext, type TestContext } from '@server/test/test-app';
import { NOT_AN_OFFICIAL } from './federation-rows';
import { NOT_A_FEDERATION_OFFICIAL } from './federations.service';
import { ALREADY_AN_OFFICIAL, LAST_OFFICIAL, NO_SUCH_ACCOUNT } from './officials.service';

let ctx: TestContext;
let football: number;
let official: TestPerson;
let otherOfficial: TestPerson;
let player: TestPerson;

beforeAll(async () => {
  ctx = await createTestContext();
  const all = await ctx.database.db.select().from(sports);
  football = all.find((s) => s.name === 'Football')!.id;
  const officials = await createPeople(ctx, 2, {
    userType: 'federation_official',
    roles: ['federation'],
  });
  official = officials[0]!;
  otherOfficial = officials[1]!;
  player = (await createPeople(ctx, 1))[0]!;
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, cookie?: string, payload?: unknown) =>
  ctx.app.inject({ method, url, payload: payload as object, headers: cookie ? { cookie } : {} });

const federationBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Kent County Amateur FA',
  acronym: 'KCAFA',
  sportId: football,
  federationType: 'local',
  country: 'gb',
  region: 'Kent',
  establishedDate: '1998-05-01',
  website: 'https://kcafa.example.org',
  officialColors: ['#ffffff', '#c8102e'],
  boardMembers: [{ name: 'Ann Lee', title: 'Chair' }],
  ...overrides,
});

async function createFederation(overrides: Record<string, unknown> = {}, by = official) {
  const response = await call('POST', '/api/federations', by.cookie, federationBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<FederationView>();
}

describe('POST /api/federations', () => {
  it('creates a federation whose creator is its first official (President by default)', async () => {
    const federation = await createFederation();
    expect(federation).toMatchObject({
      name: 'Kent County Amateur FA',
      country: 'GB',
      isOfficial: true,
      officialColors: ['#ffffff', '#c8102e'],
      boardMembers: [{ name: 'Ann Lee', title: 'Chair' }],
      counts: { memberClubs: 0, registeredPlayers: 0, leagues: 0 },
      president: { id: official.id },
    });
    const seen = await call('GET', `/api/federations/${federation.id}`);
    expect(seen.json()).toMatchObject({ id: federation.id, isOfficial: false });
    const officials = await call('GET', `/api/federations/${federation.id}/officials`);
    expect(officials.json<OfficialView[]>().map((o) => [o.user.id, o.title])).toEqual([
      [official.id, 'President'],
    ]);
  });

  it('says 401 to visitors and 403 to someone without the federation role', async () => {
    expect((await call('POST', '/api/federations', undefined, federationBody())).statusCode).toBe(
      401,
    );
    const response = await call('POST', '/api/federations', player.cookie, federationBody());
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(NOT_A_FEDERATION_OFFICIAL);
  });

  it('refuses bad input with a message per field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: 'AB' }, 'name', 'Federation name must be at least 3 characters'],
      [{ federationType: 'galactic' }, 'federationType', 'Choose a federation type from the list'],
      [{ country: 'Spain' }, 'country', 'Country must be a two-letter code such as GB or ES'],
      [
        { establishedDate: '1998-02-30' },
        'establishedDate',
        'Date must be a real date written YYYY-MM-DD',
      ],
      [
        { website: 'kcafa' },
        'website',
        'Website must be an address starting with http:// or https://',
      ],
      [{ email: 'nope' }, 'email', 'Enter a valid email address'],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await call(
        'POST',
        '/api/federations',
        official.cookie,
        federationBody(overrides),
      );
      expect(response.statusCode, field).toBe(400);
      expect(response.json().fields?.[field]).toBe(message);
    }
    const unknownSport = await call(
      'POST',
      '/api/federations',
      official.cookie,
      federationBody({ sportId: 999_999 }),
    );
    expect(unknownSport.statusCode).toBe(400);
    expect(unknownSport.json().fields?.sportId).toBe('Choose a sport from the list');
  });
});

describe('GET /api/federations', () => {
  it('finds federations by name or acronym, and mine', async () => {
    const federation = await createFederation({ name: 'Surrey Sunday Union', acronym: 'SSU' });
    const byAcronym = await call('GET', '/api/federations?q=ssu');
    expect(byAcronym.json<FederationView[]>().map((f) => f.id)).toContain(federation.id);
    const mine = await call('GET', '/api/federations?mine=true', official.cookie);
    expect(mine.json<FederationView[]>().every((f) => f.isOfficial)).toBe(true);
    expect(mine.json<FederationView[]>().map((f) => f.id)).toContain(federation.id);
    expect((await call('GET', '/api/federations?mine=true')).json()).toEqual([]);
    const seeded = await call('GET', '/api/federations?q=European');
    expect(seeded.json<FederationView[]>()[0]?.counts.leagues).toBe(2);
  });

  it('answers 404 for a federation that does not exist', async () => {
    const malformed = await call('GET', '/api/federations/not-a-uuid');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('Federation not found');
    const missing = await call('GET', '/api/federations/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Federation not found');
  });
});

describe('PATCH /api/federations/{id}', () => {
  it('lets its officials edit it, and nobody else', async () => {
    const federation = await createFederation();
    const url = `/api/federations/${federation.id}`;
    const edited = await call('PATCH', url, official.cookie, {
      description: 'Grassroots football in Kent since 1998.',
      region: null,
      headquarters: 'Maidstone',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      name: 'Kent County Amateur FA',
      description: 'Grassroots football in Kent since 1998.',
      region: null,
      headquarters: 'Maidstone',
    });
    expect((await call('PATCH', url, undefined, { region: 'x' })).statusCode).toBe(401);
    const stranger = await call('PATCH', url, otherOfficial.cookie, { region: 'x' });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().message).toBe(NOT_AN_OFFICIAL);
    const bad = await call('PATCH', url, official.cookie, { officialColors: ['red'] });
    expect(bad.statusCode).toBe(400);
  });
});

describe('officials', () => {
  it('adds an official by email, once, and keeps at least one', async () => {
    const federation = await createFederation();
    const url = `/api/federations/${federation.id}/officials`;
    const [{ email }] = (await ctx.database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, otherOfficial.id))) as [{ email: string }];
    const added = await call('POST', url, official.cookie, { email, title: 'Secretary' });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ title: 'Secretary', user: { id: otherOfficial.id } });
    const twice = await call('POST', url, official.cookie, { email, title: 'Treasurer' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(ALREADY_AN_OFFICIAL);
    const nobody = await call('POST', url, official.cookie, {
      email: 'nobody@example.com',
      title: 'Secretary',
    });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().fields?.email).toBe(NO_SUCH_ACCOUNT);
    const byPlayer = await call('POST', url, player.cookie, { email, title: 'Secretary' });
    expect(byPlayer.statusCode).toBe(403);
    expect((await call('POST', url, undefined, { email, title: 'Secretary' })).statusCode).toBe(
      401,
    );
    expect((await call('POST', url, official.cookie, { email, title: 'X' })).statusCode).toBe(400);

    // The new official may now edit it, and remove the first one; the last one stays.
    const officials = (await call('GET', url)).json<OfficialView[]>();
    const first = officials.find((o) => o.user.id === official.id)!;
    const second = officials.find((o) => o.user.id === otherOfficial.id)!;
    const removed = await call('DELETE', `${url}/${first.id}`, otherOfficial.cookie);
    expect(removed.statusCode, removed.body).toBe(204);
    const president = await call('GET', `/api/federations/${federation.id}`);
    expect(president.json().president).toBeNull();
    const last = await call('DELETE', `${url}/${second.id}`, otherOfficial.cookie);
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe(LAST_OFFICIAL);
    expect((await call('DELETE', `${url}/${first.id}`, official.cookie)).statusCode).toBe(403);
  });
});

describe('regulations', () => {
  it('are published and withdrawn by officials, and read by anyone', async () => {
    const federation = await createFederation();
    const url = `/api/federations/${federation.id}/regulations`;
    const text = await call('POST', url, official.cookie, {
      title: 'Registration rules',
      body: 'One club per player per season.',
      publishedOn: '2026-07-01',
    });
    expect(text.statusCode, text.body).toBe(201);
    const document = await call('POST', url, official.cookie, {
      title: 'Discipline code',
      documentUrl: 'https://kcafa.example.org/discipline.pdf',
      publishedOn: '2026-08-01',
    });
    expect(document.statusCode, document.body).toBe(201);
    const list = await call('GET', url);
    expect(list.json().map((r: { title: string }) => r.title)).toEqual([
      'Discipline code',
      'Registration rules',
    ]);
    const empty = await call('POST', url, official.cookie, {
      title: 'Nothing',
      publishedOn: '2026-08-01',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields?.body).toBe('Write the regulation or link its document');
    const byPlayer = await call('POST', url, player.cookie, {
      title: 'Mine',
      body: 'x',
      publishedOn: '2026-08-01',
    });
    expect(byPlayer.statusCode).toBe(403);
    const id = text.json().id as string;
    expect((await call('DELETE', `${url}/${id}`, player.cookie)).statusCode).toBe(403);
    expect((await call('DELETE', `${url}/${id}`)).statusCode).toBe(401);
    expect((await call('DELETE', `${url}/${id}`, official.cookie)).statusCode).toBe(204);
    expect((await call('DELETE', `${url}/${id}`, official.cookie)).statusCode).toBe(404);
  });
});
