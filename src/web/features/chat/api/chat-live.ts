import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import type { ConversationDetail, ConversationList } from '@shared/contracts/chat';
import { useAuth } from '@web/features/auth/api/current-user';
import { useRealtimeEvent } from '@web/lib/realtime';
import { conversationKey, conversationsKey } from './conversations';
import { addMessageToCaches } from './messages';

/**
 * Keeps the chat caches current from the socket, wherever the user is (mounted once, in the top
 * navigation): new messages go into their thread and move their conversation to the top with
 * its unread count; read marks update "Seen" and the counts.
 */
export function useChatLive() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const { pathname } = useLocation();

  useRealtimeEvent('message.created', ({ message }) => {
    const mine = message.sender.id === user?.id;
    // The open thread marks itself read as soon as it shows the message.
    const viewing = pathname === `/messages/${message.conversationId}`;
    addMessageToCaches(queryClient, message, { mine, viewing });
  });

  useRealtimeEvent('conversation.read', (data) => {
    if (data.userId === user?.id) {
      // Read in another tab: the counts are the server's to say (this tab's own reads have
      // already set them from the answer).
      const item = queryClient
        .getQueryData<ConversationList>(conversationsKey)
        ?.items.find((entry) => entry.id === data.conversationId);
      if (item && item.unreadCount > 0)
        void queryClient.invalidateQueries({ queryKey: conversationsKey, exact: true });
      return;
    }
    queryClient.setQueryData<ConversationDetail>(conversationKey(data.conversationId), (detail) =>
      detail && detail.kind === 'direct'
        ? { ...detail, otherLastReadMessageId: data.messageId }
        : detail,
    );
  });
}
