import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser, UpdateProfileBody } from '@shared/contracts/auth';
import { apiRequest, errorMessage } from '@web/lib/api-client';
import { toast } from '@web/lib/use-toast';
import { currentUserKey } from './current-user';

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateProfileBody) =>
      (await (await apiRequest('PATCH', '/api/user/profile', body)).json()) as CurrentUser,
    onSuccess: (user) => {
      // The answer is the whole user, so the menu, profile and dashboards update without a refetch.
      queryClient.setQueryData(currentUserKey, user);
      toast({ title: 'Profile updated', description: 'Your changes have been saved.' });
    },
    onError: (error) => {
      toast({
        title: 'Error',
        description: errorMessage(error, 'Failed to update profile. Please try again.'),
        variant: 'destructive',
      });
    },
  });
}
