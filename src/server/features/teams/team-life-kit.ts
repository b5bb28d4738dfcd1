import { expect } from 'vitest';
import { sports } from '@server/db/schema/sports';
import type { TestPerson } from '@server/test/people';
import type { TestContext } from '@server/test/test-app';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** Requests and a team with a roster, shared by the team life tests. */
export function teamLifeKit(ctx: () => TestContext) {
  const call = (method: Method, url: string, cookie?: string, payload?: unknown) =>
    ctx().app.inject({
      method,
      url,
      payload: payload as object,
      headers: cookie ? { cookie } : {},
    });

  /** A public team led by `captain`, with `members` joined. */
  async function teamWith(captain: TestPerson, members: TestPerson[], isPrivate = false) {
    const [soccer] = await ctx().database.db.select().from(sports).limit(1);
    const created = await call('POST', '/api/teams', captain.cookie, {
      name: 'Riverside Rovers',
      sportId: soccer!.id,
      maxMembers: 20,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: string }>().id;
    for (const member of members) {
      const joined = await call('POST', `/api/teams/${id}/join`, member.cookie);
      expect(joined.statusCode, joined.body).toBe(200);
    }
    if (isPrivate) {
      const made = await call('PATCH', `/api/teams/${id}`, captain.cookie, { isPrivate: true });
      expect(made.statusCode, made.body).toBe(200);
    }
    return id;
  }

  const inDays = (days: number) => new Date(ctx().clock.now().getTime() + days * 86_400_000);

  return { call, teamWith, inDays };
}
