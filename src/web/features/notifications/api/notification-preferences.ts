import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  NotificationPreferences,
  UpdateNotificationPreferencesBody,
} from '@shared/contracts/notifications';
import { apiRequest, errorMessage } from '@web/lib/api-client';
import { toast } from '@web/lib/use-toast';

export const notificationPreferencesKey = ['/api/notification-preferences'] as const;

export const useNotificationPreferences = () =>
  useQuery<NotificationPreferences>({ queryKey: notificationPreferencesKey });

/** Saves one switch at a time; the switch moves at once and moves back if saving fails. */
export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: UpdateNotificationPreferencesBody) =>
      (await (
        await apiRequest('PATCH', '/api/notification-preferences', change)
      ).json()) as NotificationPreferences,
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: notificationPreferencesKey });
      const before = queryClient.getQueryData<NotificationPreferences>(notificationPreferencesKey);
      if (before) {
        const next = { ...before };
        for (const [type, channels] of Object.entries(change) as [
          keyof NotificationPreferences,
          Partial<NotificationPreferences[keyof NotificationPreferences]>,
        ][]) {
          next[type] = { ...next[type], ...channels };
        }
        queryClient.setQueryData(notificationPreferencesKey, next);
      }
      return { before };
    },
    onSuccess: (saved) => queryClient.setQueryData(notificationPreferencesKey, saved),
    onError: (error, _change, context) => {
      if (context?.before) queryClient.setQueryData(notificationPreferencesKey, context.before);
      toast({
        variant: 'destructive',
        title: "Couldn't save your notification settings",
        description: errorMessage(error, 'Please try again.'),
      });
    },
  });
}
