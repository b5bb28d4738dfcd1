import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '@server/db/client';
import { encodeCursor } from '@server/lib/cursor';

const CHUNK = 100_000;

/**
 * Bench-only: grows the feed to `total` posts with generate_series (never part of the normal
 * seed). The extra posts are older than the real ones, spread a second apart, by the users there
 * are, so the newest page is the real feed and deep pages are these.
 */
export async function growFeed(db: Db, total: number): Promise<number> {
  const [{ n: existing } = { n: 0 }] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from posts`,
  );
  for (let from = existing + 1; from <= total; from += CHUNK) {
    const to = Math.min(total, from + CHUNK - 1);
    await db.execute(sql`
      insert into posts (author_id, content, created_at)
      select a.ids[1 + (g % array_length(a.ids, 1))],
             'Bench post #' || g || ': warm-up, two games, a long rally and a cold drink after.',
             now() - interval '400 days' - g * interval '1 second'
      from generate_series(${from}::int, ${to}::int) as g,
           (select array_agg(id order by id) as ids from users) as a`);
  }
  await db.execute(sql`analyze posts`);
  return total;
}

/** The cursor a client would hold after paging down to `offset` posts (newest first). */
export async function cursorAt(db: Db, offset: number): Promise<string> {
  const [row] = await rowsOf<{ at: string; id: string }>(
    db,
    sql`select created_at::text as at, id from posts
        order by created_at desc, id desc offset ${offset} limit 1`,
  );
  if (!row) throw new Error(`the feed has fewer than ${offset + 1} posts`);
  return encodeCursor([row.at, row.id]);
}
