import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { CurrentUser } from '@shared/contracts/auth';
import type { RoleId } from '@shared/constants';
import { ROLES } from '@web/features/roles/roles';
import { apiRequest } from '@web/lib/api-client';
import { toast } from '@web/lib/use-toast';
import { currentUserKey } from './current-user';

export function useSelectRole() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (role: RoleId) =>
      (await (await apiRequest('POST', '/api/user/role', { role })).json()) as CurrentUser,
    onSuccess: (user, role) => {
      queryClient.setQueryData(currentUserKey, user);
      toast({
        title: 'Role Selected',
        description: `You are now registered as a ${ROLES[role].name}`,
      });
      void navigate(`/dashboard/${role}`);
    },
    onError: () => {
      toast({
        title: 'Error',
        description: 'Failed to update role. Please try again.',
        variant: 'destructive',
      });
    },
  });
}
