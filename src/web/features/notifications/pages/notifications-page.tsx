import { Link } from 'react-router';
import { EmptyList } from '@web/components/list-state';
import { LoadMore } from '@web/components/load-more';
import { PageContainer, PageHeader } from '@web/components/page-header';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/utils';
import {
  useMarkAllRead,
  useMarkRead,
  useNotificationPages,
  useUnreadCount,
} from '../api/notifications';
import { NotificationSummary } from '../components/notification-summary';

/** /notifications: everything, newest first, page by page; each one links to what it is about. */
export default function NotificationsPage() {
  const pages = useNotificationPages();
  const unread = useUnreadCount().data?.count ?? 0;
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();
  const items = pages.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <PageContainer>
      <div className="mx-auto max-w-3xl">
        <PageHeader
          title="Notifications"
          description={unread > 0 ? `${unread} unread` : 'You are all caught up.'}
          actions={
            <Button
              variant="outline"
              size="sm"
              disabled={unread === 0 || markAllRead.isPending}
              onClick={() => markAllRead.mutate()}
            >
              Mark all as read
            </Button>
          }
        />
        {pages.isPending ? (
          <div className="space-y-2" role="status">
            {Array.from({ length: 5 }, (_, index) => (
              <Skeleton key={index} className="h-16 w-full rounded-lg" />
            ))}
            <span className="sr-only">Loading</span>
          </div>
        ) : pages.isError ? (
          <EmptyList>Couldn't load your notifications. Please try again.</EmptyList>
        ) : items.length === 0 ? (
          <EmptyList>
            No notifications yet. Bookings, games, teams and likes will show up here.
          </EmptyList>
        ) : (
          <ul className="divide-y rounded-xl border" aria-label="Notifications">
            {items.map((notification) => (
              <li key={notification.id}>
                <Link
                  to={notification.link ?? '/notifications'}
                  onClick={() => {
                    if (!notification.isRead) markRead.mutate(notification.id);
                  }}
                  className={cn(
                    'flex px-4 py-3 transition-colors hover:bg-accent focus-visible:bg-accent focus-visible:outline-none',
                    !notification.isRead && 'bg-primary/5',
                  )}
                >
                  <NotificationSummary notification={notification} />
                </Link>
              </li>
            ))}
          </ul>
        )}
        <LoadMore pager={pages} />
      </div>
    </PageContainer>
  );
}
