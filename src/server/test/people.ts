import { randomUUID } from 'node:crypto';
import { users } from '@server/db/schema/users';
import { createSessionStore } from '@server/lib/auth/session-store';
import { SESSION_COOKIE } from '@server/lib/auth/session-plugin';
import type { TestContext } from './test-app';

export type TestPerson = { id: string; cookie: string; firstName: string };

/**
 * Many signed-in players at once, fast: the rows and sessions go straight into the database
 * (registering through the API costs an argon2 hash each, seconds for a crowd). Their password
 * field holds no valid hash, so they can only use the session they are given.
 */
export async function createPeople(
  ctx: TestContext,
  count: number,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<TestPerson[]> {
  const rows = Array.from({ length: count }, (_, index) => ({
    email: `person-${randomUUID()}@example.com`,
    password: 'not-a-password-hash',
    firstName: `Person${index + 1}`,
    lastName: 'Test',
    userType: 'player' as const,
    roles: ['player'],
    ...overrides,
  }));
  const inserted = await ctx.database.db
    .insert(users)
    .values(rows)
    .returning({ id: users.id, firstName: users.firstName });
  const store = createSessionStore(ctx.database.db, ctx.config.session, ctx.clock);
  return Promise.all(
    inserted.map(async ({ id, firstName }) => {
      const { token } = await store.create(id);
      return { id, firstName: firstName ?? '', cookie: `${SESSION_COOKIE}=${token}` };
    }),
  );
}
