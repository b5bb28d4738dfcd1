import type { InfiniteData } from '@tanstack/react-query';
import type { PostPage, PostView } from '@shared/contracts/posts';

type Announced = { postId: string; authorId: string };

/**
 * The posts others published since the feed was read, for the "N new posts" button. My own
 * posts are left out (they already appear: posting refreshes my feed), and so is a post the
 * feed already shows or one already counted (an event heard twice).
 */
export function noteNewPost(
  pending: readonly string[],
  post: Announced,
  me: string | undefined,
  shown: ReadonlySet<string>,
): readonly string[] {
  if (post.authorId === me || shown.has(post.postId) || pending.includes(post.postId)) {
    return pending;
  }
  return [...pending, post.postId];
}

export const newPostsLabel = (count: number) => (count === 1 ? '1 new post' : `${count} new posts`);

/** The ids of the posts a feed's loaded pages show. */
export function shownPostIds(feed: InfiniteData<PostPage> | undefined): Set<string> {
  return new Set(feed?.pages.flatMap((page) => page.items.map((post) => post.id)) ?? []);
}

type Counts = { postId: string; likesCount: number; commentsCount: number };

const withCounts = (post: PostView, counts: Counts): PostView =>
  post.id === counts.postId
    ? { ...post, likesCount: counts.likesCount, commentsCount: counts.commentsCount }
    : post;

/**
 * A cached answer under '/api/posts' with one post's fresh counts, whatever its shape: the
 * feed's pages, a first page, or the single post. Only the counts change: whether I liked it is
 * mine to say, not the broadcast's. Anything else (a post's comments) is answered as it was.
 */
export function applyPostCounts(data: unknown, counts: Counts): unknown {
  if (!data || typeof data !== 'object') return data;
  if ('pages' in data && Array.isArray(data.pages)) {
    const feed = data as InfiniteData<PostPage>;
    if (!feed.pages.every(isPostPage)) return data;
    return { ...feed, pages: feed.pages.map((page) => applyToPage(page, counts)) };
  }
  if (isPostPage(data)) return applyToPage(data, counts);
  if (isPost(data)) return withCounts(data, counts);
  return data;
}

function applyToPage(page: PostPage, counts: Counts): PostPage {
  if (!page.items.some((post) => post.id === counts.postId)) return page;
  return { ...page, items: page.items.map((post) => withCounts(post, counts)) };
}

function isPost(value: unknown): value is PostView {
  return Boolean(value && typeof value === 'object' && 'likesCount' in value && 'id' in value);
}

function isPostPage(value: unknown): value is PostPage {
  if (!value || typeof value !== 'object' || !('items' in value)) return false;
  const items = value.items;
  return Array.isArray(items) && items.every(isPost);
}
