import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { ChangePasswordBody, DeleteAccountBody } from '@shared/contracts/users';
import { currentUserKey } from '@web/features/auth/api/current-user';
import { apiRequest } from '@web/lib/api-client';
import { toast } from '@web/lib/use-toast';

/** GET /api/user/export answers a JSON attachment: a plain link downloads it with the cookie. */
export const EXPORT_URL = '/api/user/export';

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => apiRequest('POST', '/api/user/password', body),
    onSuccess: () => {
      toast({
        title: 'Password changed',
        description: 'You stay signed in here; other devices have been signed out.',
      });
    },
  });
}

/** Deleting the account ends the session: the app forgets the user and goes to the landing page. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (body: DeleteAccountBody) => apiRequest('DELETE', '/api/user', body),
    onSuccess: () => {
      queryClient.setQueryData(currentUserKey, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserKey[0] });
      toast({ title: 'Account deleted', description: 'Your Matchday account is gone. Goodbye!' });
      void navigate('/', { replace: true });
    },
  });
}
