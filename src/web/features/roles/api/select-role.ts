import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { CurrentUser } from '@shared/contracts/auth';
import type { RoleId } from '@shared/constants';
import { currentUserKey } from '@web/features/auth/api/current-user';
import { ROLES } from '../roles';
import { apiRequest } from '@web/lib/api-client';
import { toast } from '@web/lib/use-toast';

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
