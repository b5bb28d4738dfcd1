import { MessageCircle } from 'lucide-react';
import { NavLink } from 'react-router';
import { Button } from '@web/components/ui/button';
import { useChatLive } from '@web/features/chat/api/chat-live';
import { useUnreadTotal } from '@web/features/chat/api/conversations';

const countText = (count: number) => (count > 99 ? '99+' : String(count));

/**
 * The Messages icon with my unread count. Rendered once per page while signed in, so it also
 * keeps the chat caches live from the socket.
 */
export function MessagesLink() {
  useChatLive();
  const unread = useUnreadTotal();
  const label = unread > 0 ? `Messages, ${unread} unread` : 'Messages';
  return (
    <Button asChild variant="ghost" size="icon" className="relative">
      <NavLink to="/messages" aria-label={label} title="Messages">
        <MessageCircle aria-hidden />
        {unread > 0 && (
          <span
            className="absolute -top-0.5 -right-0.5 inline-flex min-w-4.5 items-center justify-center rounded-full bg-destructive px-1 text-[10px] leading-4.5 font-semibold text-white"
            data-testid="messages-unread"
            aria-hidden
          >
            {countText(unread)}
          </span>
        )}
      </NavLink>
    </Button>
  );
}

/** The drawer's "Messages" entry, with the same count. */
export function MessagesDrawerLabel() {
  const unread = useUnreadTotal();
  return (
    <span className="flex items-center gap-2">
      Messages
      {unread > 0 && (
        <span
          className="inline-flex min-w-5 items-center justify-center rounded-full bg-destructive px-1.5 text-xs font-semibold text-white"
          aria-label={`${unread} unread`}
        >
          {countText(unread)}
        </span>
      )}
    </span>
  );
}
