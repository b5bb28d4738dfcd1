import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommentPage, CommentView } from '@shared/contracts/posts';
import { apiRequest, errorMessage } from '@web/lib/api-client';
import { useCursorPages } from '@web/lib/cursor-pages';
import { toast } from '@web/lib/use-toast';
import { postsKey } from './posts';

export const commentsKey = (postId: string) => ['/api/posts', postId, 'comments'] as const;
const commentsUrl = (postId: string) => `/api/posts/${encodeURIComponent(postId)}/comments`;

export function useComments(postId: string) {
  return useCursorPages<CommentPage>(commentsKey(postId), commentsUrl(postId));
}

export function useAddComment(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (content: string) =>
      (await (await apiRequest('POST', commentsUrl(postId), { content })).json()) as {
        comment: CommentView;
        commentsCount: number;
      },
    // The thread and the post's count both change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: postsKey }),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: "Couldn't add your comment",
        description: errorMessage(error, 'Please try again.'),
      }),
  });
}

export function useDeleteComment(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: string) =>
      apiRequest('DELETE', `${commentsUrl(postId)}/${encodeURIComponent(commentId)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: postsKey }),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: "Couldn't delete the comment",
        description: errorMessage(error, 'Please try again.'),
      }),
  });
}
