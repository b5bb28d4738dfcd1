import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@server/config';
import { users } from '@server/db/schema/users';
import { sports } from '@server/db/schema/sports';
import { createTestContext, onPostgres, type TestContext } from '@server/test/test-app';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { seedDatabase } from './index';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const countOf = async (table: typeof users | typeof sports) => {
  const [row] = await ctx.database.db.select({ n: count() }).from(table);
  return row!.n;
};

describe('seeding', () => {
  it('runs on the back end this project tests', () => {
    expect(ctx.database.kind).toBe(onPostgres ? 'postgres' : 'pglite');
  });

  it('is idempotent: a second run adds nothing and changes nothing', async () => {
    const before = { users: await countOf(users), sports: await countOf(sports) };
    expect(before.sports).toBe(25);
    expect(before.users).toBeGreaterThanOrEqual(DEMO_ACCOUNTS.length);
    const [player] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'player@matchday.dev'));

    await seedDatabase(ctx.database.db, { demo: true, uploadStore: ctx.uploadStore });
    expect(await countOf(users)).toBe(before.users);
    expect(await countOf(sports)).toBe(before.sports);
    const [again] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'player@matchday.dev'));
    expect(again!.password).toBe(player!.password);
  });

  it('stores demo passwords as argon2id with the OWASP parameters', async () => {
    const [player] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'player@matchday.dev'));
    expect(player!.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('seeds demo accounts by default on the embedded database only', () => {
    expect(loadConfig({}).seedDemoData).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'memory://' }).seedDemoData).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/matchday' }).seedDemoData).toBe(false);
    expect(
      loadConfig({ DATABASE_URL: 'postgres://db/matchday', SEED_DEMO_DATA: 'true' }).seedDemoData,
    ).toBe(true);
  });

  it('without demo data, only the reference data is seeded', async () => {
    // A sport no demo game, team, sample venue or booking uses (those keep theirs by foreign keys).
    await ctx.database.db.delete(sports).where(eq(sports.name, 'Camel Racing'));
    const done = await seedDatabase(ctx.database.db, { demo: false, uploadStore: ctx.uploadStore });
    expect(done).toEqual(['sports', 'esports titles']);
    expect(await countOf(sports)).toBe(25);
  });
});

describe('configuration', () => {
  it('stops with a message naming the bad setting', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/Invalid configuration:\n\s+PORT:/);
  });
});
