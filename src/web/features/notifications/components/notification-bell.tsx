import { Bell } from 'lucide-react';
import { useNavigate } from 'react-router';
import type { NotificationItem } from '@shared/contracts/notifications';
import { Button } from '@web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import {
  useLatestNotifications,
  useLiveNotifications,
  useMarkAllRead,
  useMarkRead,
  useUnreadCount,
} from '../api/notifications';
import { NotificationSummary } from './notification-summary';

/** How many the dropdown shows; the rest are on /notifications. */
const SHOWN = 6;

/** "9+" past nine, so the badge stays round. */
export const badgeText = (count: number) => (count > 9 ? '9+' : String(count));

/**
 * The bell in the top bar: the unread count, and a dropdown of the latest notifications. Opening
 * one marks it read and goes where it leads. It also keeps the count live (one listener per tab).
 */
export function NotificationBell() {
  useLiveNotifications();
  const navigate = useNavigate();
  const unread = useUnreadCount().data?.count ?? 0;
  const latest = useLatestNotifications();
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();
  const items = latest.data?.items.slice(0, SHOWN) ?? [];

  const open = (notification: NotificationItem) => {
    if (!notification.isRead) markRead.mutate(notification.id);
    void navigate(notification.link ?? '/notifications');
  };

  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={label}
          data-testid="notification-bell"
        >
          <Bell aria-hidden />
          {unread > 0 && (
            <span
              aria-hidden
              data-testid="notification-count"
              className="absolute -top-0.5 -right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[10px] leading-none font-bold text-white"
            >
              {badgeText(unread)}
            </span>
          )}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-[min(22rem,calc(100vw-1.5rem))] p-0">
        <div className="flex items-center justify-between gap-2 px-3 py-2">
          <DropdownMenuLabel className="p-0 text-sm font-semibold">Notifications</DropdownMenuLabel>
          {/* A menu item, so arrow keys reach it; the menu stays open to show the change. */}
          <DropdownMenuItem
            className="px-2 py-1 text-xs font-medium text-primary"
            disabled={unread === 0 || markAllRead.isPending}
            onSelect={(event) => {
              event.preventDefault();
              markAllRead.mutate();
            }}
          >
            Mark all as read
          </DropdownMenuItem>
        </div>
        <DropdownMenuSeparator className="m-0" />
        <div className="max-h-[min(26rem,70vh)] overflow-y-auto p-1">
          {latest.isPending ? (
            <p className="px-3 py-6 text-center text-sm text-muted-foreground">Loading…</p>
          ) : latest.isError ? (
            <p className="px-3 py-6 text-center text-sm text-muted-foreground">
              Couldn't load your notifications.
            </p>
          ) : items.length === 0 ? (
            <p className="px-3 py-6 text-center text-sm text-muted-foreground">
              You're all caught up.
            </p>
          ) : (
            items.map((notification) => (
              <DropdownMenuItem
                key={notification.id}
                className="items-start px-2 py-2"
                onSelect={() => open(notification)}
              >
                <NotificationSummary notification={notification} />
              </DropdownMenuItem>
            ))
          )}
        </div>
        <DropdownMenuSeparator className="m-0" />
        <DropdownMenuItem
          className="justify-center py-2 text-sm font-medium"
          onSelect={() => void navigate('/notifications')}
        >
          See all notifications
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
