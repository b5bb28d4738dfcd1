import { Bell, CalendarCheck, CreditCard, Heart, Trophy, Users } from 'lucide-react';
import type { NotificationItem } from '@shared/contracts/notifications';
import type { NotificationType } from '@shared/enums';
import { formatRelativeTime } from '@shared/relative-time';
import { cn } from '@web/lib/utils';

const ICONS: Record<NotificationType, typeof Bell> = {
  booking: CalendarCheck,
  payment: CreditCard,
  game: Trophy,
  team: Users,
  social: Heart,
};

/** A notification's icon, title, text and age; unread ones are bold with a dot. */
export function NotificationSummary({ notification }: { notification: NotificationItem }) {
  const Icon = ICONS[notification.type] ?? Bell;
  const unread = !notification.isRead;
  return (
    <span className="flex w-full min-w-0 items-start gap-3">
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <span className="min-w-0 flex-1">
        <span className={cn('block truncate text-sm', unread ? 'font-semibold' : 'font-medium')}>
          {notification.title}
        </span>
        <span className="line-clamp-2 block text-xs text-muted-foreground">
          {notification.message}
        </span>
        <span className="block text-xs text-muted-foreground">
          {formatRelativeTime(notification.createdAt)}
        </span>
      </span>
      {unread && (
        <span className="mt-1.5 size-2 shrink-0 rounded-full bg-primary">
          <span className="sr-only">Unread</span>
        </span>
      )}
    </span>
  );
}
