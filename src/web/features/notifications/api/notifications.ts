import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  NotificationItem,
  NotificationPage,
  UnreadCount,
} from '@shared/contracts/notifications';
import { apiRequest, errorMessage } from '@web/lib/api-client';
import { useCursorPages } from '@web/lib/cursor-pages';
import { useRealtimeEvent } from '@web/lib/realtime';
import { toast } from '@web/lib/use-toast';

/** The bell's dropdown: the first page. */
export const latestNotificationsKey = ['/api/notifications'] as const;
/** The /notifications page: every page read so far. */
export const notificationPagesKey = ['/api/notifications', { view: 'pages' }] as const;
export const unreadCountKey = ['/api/notifications/unread-count'] as const;

export const useLatestNotifications = () =>
  useQuery<NotificationPage>({ queryKey: latestNotificationsKey });

export const useUnreadCount = () => useQuery<UnreadCount>({ queryKey: unreadCountKey });

export const useNotificationPages = () =>
  useCursorPages<NotificationPage>(notificationPagesKey, '/api/notifications');

type Pages = { pages: NotificationPage[]; pageParams: unknown[] };

/** Applies `change` to every notification in the caches (dropdown and page). */
function updateCached(
  queryClient: QueryClient,
  change: (item: NotificationItem) => NotificationItem,
) {
  queryClient.setQueryData<NotificationPage>(latestNotificationsKey, (page) =>
    page ? { ...page, items: page.items.map(change) } : page,
  );
  queryClient.setQueryData<Pages>(notificationPagesKey, (data) =>
    data
      ? { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map(change) })) }
      : data,
  );
}

const refreshCount = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: unreadCountKey, exact: true });

const failed = (error: unknown) =>
  toast({
    variant: 'destructive',
    title: "Couldn't update notifications",
    description: errorMessage(error, 'Please try again.'),
  });

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await (
        await apiRequest('POST', `/api/notifications/${encodeURIComponent(id)}/read`)
      ).json()) as NotificationItem,
    onSuccess: (read) =>
      updateCached(queryClient, (item) => (item.id === read.id ? { ...item, isRead: true } : item)),
    onError: failed,
    onSettled: () => refreshCount(queryClient),
  });
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('POST', '/api/notifications/read-all'),
    onSuccess: () => {
      updateCached(queryClient, (item) => ({ ...item, isRead: true }));
      queryClient.setQueryData<UnreadCount>(unreadCountKey, { count: 0 });
    },
    onError: failed,
    onSettled: () => refreshCount(queryClient),
  });
}

/**
 * Live: a notification pushed on the socket bumps the count and is prepended to the dropdown;
 * the paged list refetches when next shown. Mounted once, by the bell.
 */
export function useLiveNotifications() {
  const queryClient = useQueryClient();
  useRealtimeEvent('notification.created', (notification) => {
    const known = queryClient
      .getQueryData<NotificationPage>(latestNotificationsKey)
      ?.items.some((item) => item.id === notification.id);
    if (known) return;
    queryClient.setQueryData<UnreadCount>(unreadCountKey, (count) =>
      count ? { count: count.count + (notification.isRead ? 0 : 1) } : count,
    );
    queryClient.setQueryData<NotificationPage>(latestNotificationsKey, (page) =>
      page ? { ...page, items: [notification, ...page.items] } : page,
    );
    void queryClient.invalidateQueries({ queryKey: notificationPagesKey, exact: true });
  });
}
