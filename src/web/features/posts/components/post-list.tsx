import { useCallback, useRef } from 'react';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { useInfiniteScroll } from '@web/lib/use-infinite-scroll';
import { useFeed } from '../api/posts';
import { useLivePostCounts } from '../use-live-feed';
import { PostCard } from './post-card';
import { firstPicturedIndex } from '../first-picture';

/** Posts newest first, more loading as the reader nears the end (or with Load more). */
export function PostList({ authorId, empty }: { authorId?: string; empty: string }) {
  const feed = useFeed(authorId);
  useLivePostCounts();
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = feed;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  useInfiniteScroll(sentinel, loadMore, Boolean(hasNextPage));

  if (feed.isLoading) {
    return (
      <div className="space-y-4" role="status">
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} className="h-40 w-full rounded-xl" />
        ))}
        <span className="sr-only">Loading posts</span>
      </div>
    );
  }
  if (feed.isError) {
    return (
      <p className="rounded-lg border border-dashed p-8 text-center text-sm text-muted-foreground">
        Posts could not be loaded.{' '}
        <Button variant="link" className="h-auto p-0" onClick={() => void feed.refetch()}>
          Try again
        </Button>
      </p>
    );
  }
  const posts = feed.data?.pages.flatMap((page) => page.items) ?? [];
  if (posts.length === 0) {
    return (
      <p className="rounded-lg border border-dashed p-8 text-center text-sm text-muted-foreground">
        {empty}
      </p>
    );
  }
  const firstPictured = firstPicturedIndex(posts);
  return (
    <div className="space-y-4">
      <ul className="space-y-4" aria-label="Posts">
        {posts.map((post, index) => (
          <li key={post.id}>
            <PostCard post={post} eager={index === firstPictured} />
          </li>
        ))}
      </ul>
      <div ref={sentinel} />
      {hasNextPage && (
        <div className="flex justify-center">
          <Button variant="outline" onClick={loadMore} disabled={isFetchingNextPage}>
            {isFetchingNextPage ? 'Loading…' : 'Load more'}
          </Button>
        </div>
      )}
    </div>
  );
}
