import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '@server/db/client';
import { sports } from '@server/db/schema/sports';
import { teams } from '@server/db/schema/teams';
import { createPeople, type TestPerson } from '@server/test/people';
import { createTestContext, type TestContext } from '@server/test/test-app';
import { actsForColumns, actsForEntity, findEntityParty } from './entity-parties';

let ctx: TestContext;
let captain: TestPerson;
let stranger: TestPerson;
let teamId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  [captain, stranger] = (await createPeople(ctx, 2)) as [TestPerson, TestPerson];
  const [soccer] = await ctx.database.db
    .select()
    .from(sports)
    .where(sql`name = 'Soccer'`);
  const [team] = await ctx.database.db
    .insert(teams)
    .values({ name: 'Clapton Corinthians', sportId: soccer!.id, captainId: captain.id })
    .returning({ id: teams.id });
  teamId = team!.id;
});
afterAll(() => ctx.close());

describe('entity parties', () => {
  it('names an entity and the accounts acting for it', async () => {
    const db = ctx.database.db;
    expect(await findEntityParty(db, 'team', teamId)).toEqual({
      name: 'Clapton Corinthians',
      managerIds: [captain.id],
    });
    expect(await findEntityParty(db, 'player', stranger.id)).toMatchObject({
      managerIds: [stranger.id],
    });
    expect(await findEntityParty(db, 'league', teamId)).toBeNull();
    expect(await actsForEntity(db, captain.id, 'team', teamId)).toBe(true);
    expect(await actsForEntity(db, stranger.id, 'team', teamId)).toBe(false);
  });

  it('filters rows pointing at entities by who acts for them', async () => {
    const rows = sql`(values ('team', ${teamId}::uuid), ('player', ${stranger.id}::uuid)) as t(kind, ref)`;
    const kind = sql.raw('t.kind') as never;
    const ref = sql.raw('t.ref') as never;
    const read = async (userId: string) =>
      (
        await rowsOf<{ kind: string }>(
          ctx.database.db,
          sql`select t.kind from ${rows} where ${actsForColumns(userId, kind, ref)}`,
        )
      ).map((row) => row.kind);
    expect(await read(captain.id)).toEqual(['team']);
    expect(await read(stranger.id)).toEqual(['player']);
  });
});
