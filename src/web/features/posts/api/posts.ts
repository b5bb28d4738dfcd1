import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreatePostBody, LikeResult, PostView } from '@shared/contracts/posts';
import { UNAUTHORIZED_REDIRECT_MS } from '@shared/constants';
import { ApiError, apiRequest, errorMessage } from '@web/lib/api-client';
import { deviceOutbox } from '@web/lib/device-outbox';
import { useListItems } from '@web/lib/list-items';
import { isOnline } from '@web/lib/online-status';
import { toast } from '@web/lib/use-toast';
import { feedKey, feedQuery } from './feed-query';

export { feedKey };

// Query keys are URL parts (SPEC §7): every list of posts sits under '/api/posts', so one
// invalidation of that prefix refreshes the feed, a profile's posts and the home dashboard.
export const postsKey = ['/api/posts'] as const;
/** The first page, tolerant of a failed read (the home dashboard's community activity). */
export const usePostItems = () => useListItems<PostView>(postsKey);
export const postKey = (id: string) => ['/api/posts', id] as const;

/** The feed (or one author's posts), page by page as the reader scrolls. */
export function useFeed(authorId?: string, { enabled = true } = {}) {
  return useInfiniteQuery({ ...feedQuery(authorId), enabled });
}

export const usePost = (id: string) => useQuery<PostView>({ queryKey: postKey(id) });

/**
 * Shares a post. Written offline, it waits in this device's outbox and is shared when the
 * connection returns (app/outbox-sender.tsx), and the person is told so.
 */
export function useCreatePost(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreatePostBody): Promise<PostView | 'queued'> => {
      if (!isOnline()) {
        deviceOutbox.add({
          userId,
          kind: 'post',
          url: '/api/posts',
          body,
          preview: body.content,
          refresh: [postsKey],
        });
        return 'queued';
      }
      return (await (await apiRequest('POST', '/api/posts', body)).json()) as PostView;
    },
    onSuccess: (result) => {
      if (result === 'queued') {
        toast({
          title: "You're offline",
          description:
            'Your post is saved on this device and will be shared when you are back online.',
        });
        return;
      }
      toast({
        title: 'Post created',
        description: 'Your post has been shared with the community!',
      });
      return queryClient.invalidateQueries({ queryKey: postsKey });
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Error',
        // A 400 says what to fix; anything else gets the SPEC §8 sentence.
        description:
          error instanceof ApiError && error.status === 400
            ? errorMessage(error, 'Failed to create post. Please try again.')
            : 'Failed to create post. Please try again.',
      }),
  });
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (post: PostView) =>
      apiRequest('DELETE', `/api/posts/${encodeURIComponent(post.id)}`),
    onSuccess: () => {
      toast({ title: 'Post deleted' });
      return queryClient.invalidateQueries({ queryKey: postsKey });
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: "Couldn't delete the post",
        description: errorMessage(error, 'Please try again.'),
      }),
  });
}

/** SPEC §8: a 401 on like means the session ended; say so and go to sign in. */
export function isUnauthorized(error: unknown): boolean {
  return (
    error instanceof Error &&
    error.message.startsWith('401') &&
    error.message.includes('Unauthorized')
  );
}

/**
 * SPEC §4 like: the button is disabled while pending, the count moves after the server answers
 * (ours says the truth: liked and the new count), then the lists are refreshed.
 */
export function useLikePost(onLiked: (result: LikeResult) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (postId: string) =>
      (await (
        await apiRequest('POST', `/api/posts/${encodeURIComponent(postId)}/like`)
      ).json()) as LikeResult,
    onSuccess: (result) => {
      onLiked(result);
      return queryClient.invalidateQueries({ queryKey: postsKey });
    },
    onError: (error) => {
      if (isUnauthorized(error)) {
        toast({
          variant: 'destructive',
          title: 'Unauthorized',
          description: 'You are logged out. Logging in again...',
        });
        setTimeout(() => window.location.assign('/api/login'), UNAUTHORIZED_REDIRECT_MS);
        return;
      }
      toast({
        variant: 'destructive',
        title: 'Error',
        description: 'Failed to like post. Please try again.',
      });
    },
  });
}
