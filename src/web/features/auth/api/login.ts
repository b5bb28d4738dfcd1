import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser, LoginBody } from '@shared/contracts/auth';
import { apiRequest, errorMessage } from '@web/lib/api-client';
import { toast } from '@web/lib/use-toast';
import { currentUserKey } from './current-user';

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: LoginBody) =>
      (await (await apiRequest('POST', '/api/login', body)).json()) as CurrentUser,
    onSuccess: (user) => {
      queryClient.setQueryData(currentUserKey, user);
      toast({ title: 'Welcome back!', description: `Logged in as ${user.email}` });
    },
    onError: (error) => {
      toast({
        title: 'Login failed',
        description: errorMessage(error, 'Login failed'),
        variant: 'destructive',
      });
    },
  });
}
