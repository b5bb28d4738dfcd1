import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BlockState } from '@shared/contracts/chat';
import { apiRequest, errorMessage } from '@web/lib/api-client';
import { toast } from '@web/lib/use-toast';

export const blockKey = (userId: string) => ['/api/users', userId, 'block'] as const;

/** Whether I blocked this person and whether they blocked me. */
export const useBlockState = (userId: string, enabled = true) =>
  useQuery<BlockState>({ queryKey: blockKey(userId), enabled });

/** Block or unblock; conversations read the change again (the composer, the "blocked" note). */
export function useSetBlocked(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (blocked: boolean) =>
      (await (
        await apiRequest(blocked ? 'POST' : 'DELETE', `/api/users/${userId}/block`)
      ).json()) as BlockState,
    onSuccess: (state) => {
      queryClient.setQueryData(blockKey(userId), state);
      void queryClient.invalidateQueries({ queryKey: ['/api/conversations'] });
      toast({
        title: state.blockedByMe ? 'Blocked' : 'Unblocked',
        description: state.blockedByMe
          ? 'They can no longer send you direct messages, and you cannot message them.'
          : 'You can message each other again.',
      });
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: "Couldn't change the block",
        description: errorMessage(error, 'Please try again.'),
      }),
  });
}
