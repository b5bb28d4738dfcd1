import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type {
  CommunityStats,
  LikeResult,
  PostPage,
  PostView,
  createPostBody,
} from '@shared/contracts/posts';
import type { z } from 'zod';
import { CLIENT_KEY_REUSED } from '@shared/contracts/common';
import { type Db, rowsOf } from '@server/db/client';
import { games } from '@server/db/schema/games';
import { users } from '@server/db/schema/users';
import { postLikes, posts } from '@server/db/schema/posts';
import { teams } from '@server/db/schema/teams';
import { uploads } from '@server/db/schema/uploads';
import { venues } from '@server/db/schema/venues';
import { badRequest, conflict, forbidden, notFound } from '@server/lib/app-error';
import { decodeCursor, encodeCursor, isTimestamp, isUuid } from '@server/lib/cursor';
import { emit } from '@server/lib/events';
import { isForeignKeyViolation } from '@server/lib/pg-errors';
import { postColumns, toPostView } from './post-rows';

export const POST_NOT_FOUND = 'Post not found';
export const NOT_YOUR_POST = 'You can only delete your own posts';
export const PHOTOS_NOT_YOURS = 'Posts can only show photos you uploaded';

type ListOptions = { cursor?: string; limit: number; authorId?: string };

/**
 * The feed, newest first, by keyset: a page after a cursor costs the same however deep it is
 * (the (created_at, id) index is walked from the cursor; nothing is skipped over).
 */
export async function listPosts(
  db: Db,
  viewerId: string | null,
  { cursor, limit, authorId }: ListOptions,
): Promise<PostPage> {
  const after = cursor ? decodeCursor<[string, string]>(cursor, [isTimestamp, isUuid]) : null;
  const rows = await db
    .select(postColumns(viewerId))
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId))
    .where(
      and(
        after
          ? sql`(${posts.createdAt}, ${posts.id}) < (${after[0]}::timestamptz, ${after[1]}::uuid)`
          : undefined,
        authorId ? eq(posts.authorId, authorId) : undefined,
      ),
    )
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => toPostView(row, viewerId)),
    nextCursor: rows.length > limit && last ? encodeCursor([last.cursorAt, last.id]) : null,
  };
}

export async function getPost(db: Db, viewerId: string | null, id: string): Promise<PostView> {
  const [row] = await db
    .select(postColumns(viewerId))
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId))
    .where(eq(posts.id, id));
  if (!row) throw notFound(POST_NOT_FOUND);
  return toPostView(row, viewerId);
}

export async function createPost(
  db: Db,
  authorId: string,
  input: z.output<typeof createPostBody>,
): Promise<PostView> {
  const images = [...new Set(input.images)];
  const { clientKey } = input;
  // Sent again (its answer was lost on the way back): the post it made, not a second one.
  if (clientKey) {
    const earlier = await postOfClientKey(db, authorId, clientKey, input.content, images);
    if (earlier) return earlier;
  }
  if (images.length > 0) {
    // Only the author's own uploads: a post cannot borrow (or point at missing) pictures.
    const ids = images.map((url) => url.slice(url.lastIndexOf('/') + 1));
    const owned = await db
      .select({ id: uploads.id })
      .from(uploads)
      .where(and(inArray(uploads.id, ids), eq(uploads.ownerId, authorId)));
    if (owned.length !== ids.length)
      throw badRequest(PHOTOS_NOT_YOURS, { images: PHOTOS_NOT_YOURS });
  }
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(posts)
      .values({ authorId, content: input.content, images, clientKey })
      .onConflictDoNothing({ target: [posts.authorId, posts.clientKey] })
      .returning({ id: posts.id });
    // The same key sent twice at once: the other request made the post.
    if (!row) return null;
    await emit(tx, { type: 'post.created', data: { postId: row.id, authorId } });
    return row.id;
  });
  if (id) return getPost(db, authorId, id);
  return (await postOfClientKey(db, authorId, clientKey!, input.content, images))!;
}

/**
 * The author's post made with `clientKey`, or null. A key is for one post only: the same key with
 * other content is refused rather than answered with a post the client did not mean.
 */
async function postOfClientKey(
  db: Db,
  authorId: string,
  clientKey: string,
  content: string,
  images: string[],
): Promise<PostView | null> {
  const [row] = await db
    .select({ id: posts.id, content: posts.content, images: posts.images })
    .from(posts)
    .where(and(eq(posts.authorId, authorId), eq(posts.clientKey, clientKey)));
  if (!row) return null;
  if (row.content !== content || row.images.join('\n') !== images.join('\n'))
    throw conflict(CLIENT_KEY_REUSED, 'client_key_reused');
  return getPost(db, authorId, row.id);
}

export async function deletePost(db: Db, userId: string, id: string): Promise<void> {
  const [post] = await db.select({ authorId: posts.authorId }).from(posts).where(eq(posts.id, id));
  if (!post) throw notFound(POST_NOT_FOUND);
  if (post.authorId !== userId) throw forbidden(NOT_YOUR_POST);
  // Likes and comments go with it (ON DELETE CASCADE).
  await db.delete(posts).where(and(eq(posts.id, id), eq(posts.authorId, userId)));
}

/**
 * Likes or unlikes (SPEC §4 toggle) in one statement: the like row and the counter change
 * together. The primary key (post_id, user_id) makes a second like impossible, whatever the
 * timing; the counter moves by exactly the rows added or removed, under the post's row lock.
 */
export async function toggleLike(db: Db, userId: string, postId: string): Promise<LikeResult> {
  const statement = sql`
    with removed as (
      delete from ${postLikes} where post_id = ${postId} and user_id = ${userId} returning 1
    ),
    added as (
      insert into ${postLikes} (post_id, user_id)
      select ${postId}, ${userId}
      where not exists (select 1 from removed)
        and exists (select 1 from ${posts} where id = ${postId})
      on conflict do nothing
      returning 1
    )
    update ${posts}
    set likes_count = likes_count + (select count(*) from added) - (select count(*) from removed)
    where id = ${postId}
    returning likes_count as "likesCount", not exists (select 1 from removed) as liked`;
  return db
    .transaction(async (tx) => {
      const [row] = await rowsOf<LikeResult>(tx, statement);
      if (!row) throw notFound(POST_NOT_FOUND);
      const liked = Boolean(row.liked);
      await emit(tx, { type: 'post.liked', data: { postId, userId, liked } });
      return { liked, likesCount: Number(row.likesCount) };
    })
    .catch((error: unknown) => {
      // The post was deleted between the check and the insert.
      throw isForeignKeyViolation(error) ? notFound(POST_NOT_FOUND) : error;
    });
}

/** Community Stats: real counts (the SPEC's were placeholders). */
export async function communityStats(db: Db, now: Date): Promise<CommunityStats> {
  const [row] = await rowsOf<CommunityStats>(
    db,
    sql`select
      (select count(*) from ${users} where ${users.roles} @> array['player']::text[])::int as players,
      (select count(*) from ${games} where ${games.status} = 'upcoming' and not ${games.isPrivate}
         and ${games.startTime} >= ${now.toISOString()}::timestamptz)::int as games,
      (select count(*) from ${teams})::int as teams,
      (select count(*) from ${venues} where ${venues.isActive})::int as venues`,
  );
  return row!;
}
