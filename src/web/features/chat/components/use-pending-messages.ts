import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { ApiError, errorMessage } from '@web/lib/api-client';
import { deviceOutbox, useOutboxItems } from '@web/lib/device-outbox';
import { isOnline } from '@web/lib/online-status';
import { toast } from '@web/lib/use-toast';
import { conversationKey, conversationsKey } from '../api/conversations';
import { addMessageToCaches, messagesKey, sendMessage } from '../api/messages';

type Body = { content: string; messageType: 'text' | 'image' };
export type Pending = Body & { key: number; state: 'sending' | 'failed' };

let nextKey = 1;

/**
 * Messages on their way: shown at once as "Sending…", replaced by the stored message when the
 * server answers, or kept as "Not sent" with a retry when it does not. Written offline, a
 * message waits in this device's outbox (shown as `queued`) and is sent when the connection
 * returns (app/outbox-sender.tsx).
 */
export function usePendingMessages(conversationId: string, userId: string | undefined) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Pending[]>([]);
  const url = `/api/conversations/${conversationId}/messages`;
  const queued = useOutboxItems(userId)
    .filter((item) => item.kind === 'message' && item.url === url)
    .map((item) => ({ ...(item.body as Body), id: item.id }));

  const attempt = useCallback(
    async (item: Pending) => {
      setPending((list) =>
        list.map((entry) => (entry.key === item.key ? { ...entry, state: 'sending' } : entry)),
      );
      try {
        const message = await sendMessage(conversationId, {
          content: item.content,
          messageType: item.messageType,
        });
        addMessageToCaches(queryClient, message, { mine: true, viewing: true });
        setPending((list) => list.filter((entry) => entry.key !== item.key));
      } catch (error) {
        setPending((list) =>
          list.map((entry) => (entry.key === item.key ? { ...entry, state: 'failed' } : entry)),
        );
        toast({
          variant: 'destructive',
          title: 'Message not sent',
          description: errorMessage(error, 'Check your connection and try again.'),
        });
        // Blocked since the thread opened: show it.
        if (error instanceof ApiError && error.status === 403)
          void queryClient.invalidateQueries({ queryKey: conversationKey(conversationId) });
      }
    },
    [conversationId, queryClient],
  );

  const send = useCallback(
    (body: Body) => {
      if (userId && !isOnline()) {
        deviceOutbox.add({
          userId,
          kind: 'message',
          url,
          body,
          preview: body.messageType === 'image' ? 'A photo' : body.content,
          refresh: [messagesKey(conversationId), conversationsKey],
        });
        toast({
          title: "You're offline",
          description: 'Your message will be sent when you are back online.',
        });
        return;
      }
      const item: Pending = { ...body, key: nextKey++, state: 'sending' };
      setPending((list) => [...list, item]);
      void attempt(item);
    },
    [attempt, conversationId, url, userId],
  );

  const discard = useCallback(
    (key: number) => setPending((list) => list.filter((entry) => entry.key !== key)),
    [],
  );

  return { pending, queued, send, retry: attempt, discard, discardQueued: deviceOutbox.remove };
}
