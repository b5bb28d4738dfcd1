import { and, asc, eq, sql } from 'drizzle-orm';
import type { CommentPage, CommentView } from '@shared/contracts/posts';
import type { Db } from '@server/db/client';
import { users } from '@server/db/schema/users';
import { postComments, posts } from '@server/db/schema/posts';
import { forbidden, notFound } from '@server/lib/app-error';
import { decodeCursor, encodeCursor, isTimestamp, isUuid } from '@server/lib/cursor';
import { emit } from '@server/lib/events';
import { personOf } from './post-rows';
import { POST_NOT_FOUND } from './posts.service';

export const COMMENT_NOT_FOUND = 'Comment not found';
export const NOT_YOUR_COMMENT = 'You can only delete your own comments';

const commentColumns = {
  id: postComments.id,
  postId: postComments.postId,
  content: postComments.content,
  createdAt: postComments.createdAt,
  cursorAt: sql<string>`${postComments.createdAt}::text`,
  authorId: postComments.authorId,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.profileImageUrl,
};

type CommentRow = {
  id: string;
  postId: string;
  content: string;
  createdAt: Date;
  authorId: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
};

function toCommentView(row: CommentRow, viewerId: string): CommentView {
  return {
    id: row.id,
    postId: row.postId,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    author: personOf(row.authorId, row.firstName, row.lastName, row.profileImageUrl),
    isMine: row.authorId === viewerId,
  };
}

async function assertPostExists(db: Db, postId: string) {
  const [post] = await db.select({ id: posts.id }).from(posts).where(eq(posts.id, postId));
  if (!post) throw notFound(POST_NOT_FOUND);
}

/** A post's comments, oldest first (a conversation reads top to bottom), by keyset. */
export async function listComments(
  db: Db,
  viewerId: string,
  postId: string,
  { cursor, limit }: { cursor?: string; limit: number },
): Promise<CommentPage> {
  await assertPostExists(db, postId);
  const after = cursor ? decodeCursor<[string, string]>(cursor, [isTimestamp, isUuid]) : null;
  const rows = await db
    .select(commentColumns)
    .from(postComments)
    .innerJoin(users, eq(users.id, postComments.authorId))
    .where(
      and(
        eq(postComments.postId, postId),
        after
          ? sql`(${postComments.createdAt}, ${postComments.id}) > (${after[0]}::timestamptz, ${after[1]}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(postComments.createdAt), asc(postComments.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => toCommentView(row, viewerId)),
    nextCursor: rows.length > limit && last ? encodeCursor([last.cursorAt, last.id]) : null,
  };
}

/** Adds a comment and counts it, in one transaction (the counter never drifts from the rows). */
export async function addComment(db: Db, authorId: string, postId: string, content: string) {
  return db.transaction(async (tx) => {
    // Lock the post first: a concurrent delete of the post waits, or this finds nothing.
    const [post] = await tx
      .update(posts)
      .set({ commentsCount: sql`${posts.commentsCount} + 1` })
      .where(eq(posts.id, postId))
      .returning({ commentsCount: posts.commentsCount });
    if (!post) throw notFound(POST_NOT_FOUND);
    const [inserted] = await tx
      .insert(postComments)
      .values({ postId, authorId, content })
      .returning({ id: postComments.id });
    await emit(tx, {
      type: 'comment.created',
      data: { postId, commentId: inserted!.id, userId: authorId },
    });
    const [row] = await tx
      .select(commentColumns)
      .from(postComments)
      .innerJoin(users, eq(users.id, postComments.authorId))
      .where(eq(postComments.id, inserted!.id));
    return { comment: toCommentView(row!, authorId), commentsCount: post.commentsCount };
  });
}

/** Deletes the author's own comment; the count drops only if a row really went. */
export async function deleteComment(db: Db, userId: string, postId: string, commentId: string) {
  return db.transaction(async (tx) => {
    const [comment] = await tx
      .select({ authorId: postComments.authorId })
      .from(postComments)
      .where(and(eq(postComments.id, commentId), eq(postComments.postId, postId)));
    if (!comment) throw notFound(COMMENT_NOT_FOUND);
    if (comment.authorId !== userId) throw forbidden(NOT_YOUR_COMMENT);
    const deleted = await tx
      .delete(postComments)
      .where(and(eq(postComments.id, commentId), eq(postComments.authorId, userId)))
      .returning({ id: postComments.id });
    if (deleted.length === 0) throw notFound(COMMENT_NOT_FOUND);
    const [post] = await tx
      .update(posts)
      .set({ commentsCount: sql`${posts.commentsCount} - 1` })
      .where(eq(posts.id, postId))
      .returning({ commentsCount: posts.commentsCount });
    await emit(tx, { type: 'comment.deleted', data: { postId, commentId } });
    return { commentsCount: post?.commentsCount ?? 0 };
  });
}
