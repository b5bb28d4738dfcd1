import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NO_SPONSOR_PROFILE,
  type DiscoverItem,
  type SponsorView,
} from '@shared/contracts/sponsors';
import { rowsOf } from '@server/db/client';
import { createSponsorKit, type SponsorKit } from './sponsor-test-kit';

let kit: SponsorKit;
beforeAll(async () => {
  kit = await createSponsorKit();
});
afterAll(() => kit.ctx.close());

describe('sponsor profiles', () => {
  it('asks for a session to write or read my profile, and says what is wrong', async () => {
    expect(
      (await kit.call('POST', '/api/sponsors', undefined, { companyName: 'X' })).statusCode,
    ).toBe(401);
    expect((await kit.call('GET', '/api/sponsors/me')).statusCode).toBe(401);
    expect((await kit.call('GET', '/api/sponsors/discover')).statusCode).toBe(401);
    const mine = await kit.call('GET', '/api/sponsors/me', kit.brand.cookie);
    expect(mine.statusCode).toBe(404);
    expect(mine.json().message).toBe(NO_SPONSOR_PROFILE);
    const bad = await kit.call('POST', '/api/sponsors', kit.brand.cookie, { companyName: 'A' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Company name must be at least 2 characters');
    const badType = await kit.call('POST', '/api/sponsors', kit.brand.cookie, {
      companyName: 'Aqua',
      sponsorType: 'benefactor',
    });
    expect(badType.json().message).toBe('Choose a sponsor type from the list');
  });

  it('creates, then updates, my profile, and shows it publicly', async () => {
    const created = await kit.call('POST', '/api/sponsors', kit.brand.cookie, {
      companyName: 'AquaBoost',
      industry: 'Sports drinks',
      sponsorType: 'official',
      sponsorshipBudget: 250000,
      preferredSports: ['Soccer'],
      preferredRegions: ['London'],
      website: 'https://aquaboost.example',
      headquarters: 'Munich, Germany',
    });
    expect(created.statusCode).toBe(201);
    const profile = created.json<SponsorView>();
    expect(profile).toMatchObject({ companyName: 'AquaBoost', sponsorshipBudget: 250000 });
    const updated = await kit.call('POST', '/api/sponsors', kit.brand.cookie, {
      companyName: 'AquaBoost Ltd',
      headquarters: 'Munich',
      industry: 'Sports drinks',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json<SponsorView>()).toMatchObject({
      id: profile.id,
      companyName: 'AquaBoost Ltd',
    });
    const open = await kit.call('GET', `/api/sponsors/${profile.id}`);
    expect(open.json<SponsorView>()).toMatchObject({
      companyName: 'AquaBoost Ltd',
      activeDeals: 0,
    });
    expect((await kit.call('GET', `/api/sponsors/${randomUUID()}`)).statusCode).toBe(404);
    // On the live map at its headquarters; off it when the headquarters is unknown.
    const onMap = () =>
      rowsOf<{ name: string; city: string }>(
        kit.ctx.database.db,
        sql`select name, city from demo_users where id = ${profile.id} and user_type = 'sponsor'`,
      );
    expect(await onMap()).toEqual([{ name: 'AquaBoost Ltd', city: 'Munich' }]);
    await kit.ok('POST', '/api/sponsors', kit.brand.cookie, {
      companyName: 'AquaBoost Ltd',
      headquarters: 'Atlantis',
    });
    expect(await onMap()).toEqual([]);
  });
});

describe('discovery', () => {
  it('finds the team with reach counted from follows and members', async () => {
    await kit.ok('POST', '/api/follows', kit.stranger.cookie, {
      entityType: 'team',
      entityId: kit.teamId,
    });
    const found = await kit.ok<DiscoverItem[]>(
      'GET',
      '/api/sponsors/discover?entityType=team&q=zephyr',
      kit.brand.cookie,
    );
    expect(found).toEqual([
      expect.objectContaining({
        entityId: kit.teamId,
        name: 'Zephyr Park Wanderers',
        reach: expect.objectContaining({ followers: 1, members: expect.any(Number) }),
      }),
    ]);
    const bySport = await kit.ok<DiscoverItem[]>(
      'GET',
      `/api/sponsors/discover?entityType=team&sportId=${kit.soccerId}&q=zephyr`,
      kit.brand.cookie,
    );
    expect(bySport.map((item) => item.entityId)).toEqual([kit.teamId]);
    const otherSport = await kit.ok<DiscoverItem[]>(
      'GET',
      `/api/sponsors/discover?sportId=${kit.soccerId + 1}&q=zephyr`,
      kit.brand.cookie,
    );
    expect(otherSport).toEqual([]);
    const all = await kit.ok<DiscoverItem[]>('GET', '/api/sponsors/discover', kit.brand.cookie);
    expect(new Set(all.map((item) => item.entityType)).size).toBeGreaterThan(2);
    const bad = await kit.call('GET', '/api/sponsors/discover?entityType=planet', kit.brand.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Choose what to discover from the list');
  });
});

describe('the demo seed', () => {
  it('gives the demo sponsor a deal in every status and the manager an inbound one', async () => {
    const rows = await rowsOf<{ status: string; email: string | null }>(
      kit.ctx.database.db,
      sql`select d.status, m.email from sponsorship_deals d
            join sponsors s on s.id = d.sponsor_id
            join users u on u.id = s.user_id and u.email = 'sponsor@matchday.dev'
            left join teams t on t.id = d.entity_id
            left join users m on m.id in (t.captain_id, t.manager_id)`,
    );
    expect(new Set(rows.map((row) => row.status))).toEqual(
      new Set(['draft', 'negotiation', 'active', 'expired', 'terminated', 'renewed']),
    );
    const inbound = rows.filter((row) => row.status === 'negotiation').map((row) => row.email);
    expect(inbound).toEqual(
      expect.arrayContaining(['manager@matchday.dev', 'player@matchday.dev']),
    );
  });
});
