import { type InfiniteData, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { PostPage } from '@shared/contracts/posts';
import { useAuth } from '@web/features/auth/api/current-user';
import { useRealtimeEvent } from '@web/lib/realtime';
import { feedKey, postsKey } from './api/posts';
import { applyPostCounts, noteNewPost, shownPostIds } from './live-feed';

/**
 * Like and comment counts of every cached post (feed pages, a profile's posts, a single post)
 * follow post.counts as others like and comment, without a refetch.
 */
export function useLivePostCounts() {
  const queryClient = useQueryClient();
  useRealtimeEvent('post.counts', (counts) => {
    queryClient.setQueriesData({ queryKey: postsKey }, (data: unknown) =>
      applyPostCounts(data, counts),
    );
  });
}

/**
 * Others' posts published since the feed was read. They are not slipped in above what the
 * reader is looking at; `show` brings them in (the feed read again from the top).
 */
export function useNewPosts() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<readonly string[]>([]);
  const me = user?.id;

  useRealtimeEvent('post.created', (post) => {
    const shown = shownPostIds(queryClient.getQueryData<InfiniteData<PostPage>>(feedKey()));
    setPending((current) => noteNewPost(current, post, me, shown));
  });

  const show = useCallback(async () => {
    setPending([]);
    window.scrollTo({ top: 0, behavior: 'smooth' });
    // Reset, not refetch: only the first page is read again, with the new posts on top.
    await queryClient.resetQueries({ queryKey: feedKey(), exact: true });
  }, [queryClient]);

  return { count: pending.length, show };
}
