import { and, inArray, lt, not, sql } from 'drizzle-orm';
import { uploadUrl } from '@shared/contracts/uploads';
import type { Db } from '@server/db/client';
import { users } from '@server/db/schema/users';
import { chatMessages } from '@server/db/schema/chat';
import { investmentDocuments } from '@server/db/schema/investment';
import { posts } from '@server/db/schema/posts';
import { teams } from '@server/db/schema/teams';
import { uploads } from '@server/db/schema/uploads';
import { venues } from '@server/db/schema/venues';
import type { UploadStore } from './upload-store';

/** An upload nobody has used after this long was abandoned (a form left unsent). */
export const UNATTACHED_FOR_MS = 24 * 60 * 60_000;
const BATCH = 500;
const URL_PREFIX = uploadUrl('');

/**
 * Every place an upload's URL can be shown from. A new one must be listed here, or the sweep
 * would take its images.
 */
function referencedAmong(urls: string[]) {
  const list = sql`ARRAY[${sql.join(
    urls.map((url) => sql`${url}`),
    sql`, `,
  )}]::text[]`;
  return sql`
    SELECT unnest(${posts.images}) AS url FROM ${posts} WHERE ${posts.images} && ${list}
    UNION SELECT unnest(${venues.images}) FROM ${venues} WHERE ${venues.images} && ${list}
    UNION SELECT ${users.profileImageUrl} FROM ${users} WHERE ${users.profileImageUrl} = ANY(${list})
    UNION SELECT ${teams.logo} FROM ${teams} WHERE ${teams.logo} = ANY(${list})
    UNION SELECT ${teams.coverImage} FROM ${teams} WHERE ${teams.coverImage} = ANY(${list})
    UNION SELECT ${investmentDocuments.url} FROM ${investmentDocuments}
           WHERE ${investmentDocuments.url} = ANY(${list})
    UNION SELECT ${chatMessages.content} FROM ${chatMessages}
           WHERE ${chatMessages.messageType} = 'image' AND ${chatMessages.content} = ANY(${list})`;
}

/**
 * Deletes uploads older than a day that nothing uses (rows and bytes), and marks the ones in use
 * so later sweeps skip them. Answers how many were deleted.
 */
export async function sweepUnattachedUploads(
  db: Db,
  store: UploadStore,
  now: Date,
): Promise<number> {
  let deleted = 0;
  for (;;) {
    const candidates = await db
      .select({ id: uploads.id })
      .from(uploads)
      .where(
        and(
          not(uploads.attached),
          lt(uploads.createdAt, new Date(now.getTime() - UNATTACHED_FOR_MS)),
        ),
      )
      .limit(BATCH);
    if (candidates.length === 0) return deleted;
    const ids = candidates.map((c) => c.id);
    // One statement decides and deletes: an image put to use before it started is never taken.
    const gone = await db
      .delete(uploads)
      .where(
        and(
          inArray(uploads.id, ids),
          not(uploads.attached),
          sql`${URL_PREFIX} || ${uploads.id} NOT IN (
            SELECT url FROM (${referencedAmong(ids.map(uploadUrl))}) used WHERE url IS NOT NULL)`,
        ),
      )
      .returning({ id: uploads.id });
    for (const { id } of gone) await store.remove(id);
    deleted += gone.length;
    const goneIds = new Set(gone.map((g) => g.id));
    const kept = ids.filter((id) => !goneIds.has(id));
    if (kept.length > 0)
      await db.update(uploads).set({ attached: true }).where(inArray(uploads.id, kept));
  }
}
