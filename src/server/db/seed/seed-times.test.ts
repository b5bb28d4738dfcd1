import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '@server/db/client';
import { createTestContext, type TestContext } from '@server/test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  // A copy of the seeded template: seeded before this file started, so "now" is after the seed.
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** Columns that name when something is planned to happen (or run out), not when it happened. */
const SCHEDULED = new Set([
  'start_time',
  'end_time',
  'hold_expires_at',
  'expire',
  'reset_at',
  'deadline',
]);

describe('seeded times', () => {
  it('nothing seeded happened after the seed ran: no post, comment, like, follow… in the future', async () => {
    const columns = await rowsOf<{ table_name: string; column_name: string }>(
      ctx.database.db,
      sql`select table_name, column_name from information_schema.columns
          where table_schema = 'public' and data_type = 'timestamp with time zone'
          order by table_name, column_name`,
    );
    const checked = columns.filter((c) => !SCHEDULED.has(c.column_name));
    expect(checked.map((c) => `${c.table_name}.${c.column_name}`)).toEqual(
      expect.arrayContaining([
        'posts.created_at',
        'post_comments.created_at',
        'post_likes.created_at',
        'user_follows.created_at',
        'reviews.created_at',
      ]),
    );
    const future: string[] = [];
    for (const { table_name: table, column_name: column } of checked) {
      const [row] = await rowsOf<{ n: number }>(
        ctx.database.db,
        sql`select count(*)::int as n from ${sql.identifier(table)}
            where ${sql.identifier(column)} > now()`,
      );
      if (row!.n > 0) future.push(`${table}.${column}: ${row!.n}`);
    }
    expect(future).toEqual([]);
  });

  it('a comment is never older than its post', async () => {
    const [row] = await rowsOf<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from post_comments c join posts p on p.id = c.post_id
          where c.created_at < p.created_at`,
    );
    expect(row!.n).toBe(0);
  });
});
