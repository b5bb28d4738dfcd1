import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser, RegisterBody, RegisterForm } from '@shared/contracts/auth';
import { apiRequest, errorMessage } from '@web/lib/api-client';
import { toast } from '@web/lib/use-toast';
import { currentUserKey } from './current-user';

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    // SPEC §7: the confirmation stays in the browser.
    mutationFn: async ({ confirmPassword: _confirm, ...body }: RegisterForm) =>
      (await (
        await apiRequest('POST', '/api/register', body satisfies RegisterBody)
      ).json()) as CurrentUser,
    onSuccess: (user) => {
      queryClient.setQueryData(currentUserKey, user);
      toast({
        title: 'Account created!',
        description: `Welcome to Matchday, ${user.firstName ?? 'player'}.`,
      });
    },
    onError: (error) => {
      toast({
        title: 'Registration failed',
        description: errorMessage(error, 'Registration failed'),
        variant: 'destructive',
      });
    },
  });
}
