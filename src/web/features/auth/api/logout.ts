import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest } from '@web/lib/api-client';
import { forgetOfflineReads } from '@web/lib/pwa';
import { toast } from '@web/lib/use-toast';
import { currentUserKey } from './current-user';

/** SPEC §4: logging out clears the user and every cached answer. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => apiRequest('POST', '/api/logout'),
    onSuccess: () => {
      void forgetOfflineReads();
      // Set the session to nobody (its observers re-render) and drop every other cached answer.
      // queryClient.clear() would also drop the session query without telling its observers.
      queryClient.setQueryData(currentUserKey, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserKey[0] });
      toast({ title: 'Logged out', description: 'See you next time!' });
      void navigate('/');
    },
    onError: () => {
      toast({ title: 'Logout failed', variant: 'destructive' });
    },
  });
}
