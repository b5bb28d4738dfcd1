import { eq } from 'drizzle-orm';
import type { AppDeps } from '@server/deps';
import { posts } from '@server/db/schema/posts';

/**
 * The live feed. The feed is public to every signed-in member, so these go to every socket:
 * a new post (the feed offers "N new posts"), and a post's fresh like and comment counts.
 */
export function registerPostsEvents({ events, db, realtime }: AppDeps) {
  events.onEveryInstance('post.created', ({ data }) => {
    realtime.broadcast({
      type: 'post.created',
      data: { postId: data.postId, authorId: data.authorId },
    });
  });

  // Each instance reads the counts itself: the event carries ids only.
  const sendCounts = async (postId: string) => {
    const [row] = await db
      .select({ likesCount: posts.likesCount, commentsCount: posts.commentsCount })
      .from(posts)
      .where(eq(posts.id, postId));
    if (!row) return; // deleted meanwhile
    realtime.broadcast({ type: 'post.counts', data: { postId, ...row } });
  };
  events.onEveryInstance('post.liked', ({ data }) => sendCounts(data.postId));
  events.onEveryInstance('comment.created', ({ data }) => sendCounts(data.postId));
  events.onEveryInstance('comment.deleted', ({ data }) => sendCounts(data.postId));
}
