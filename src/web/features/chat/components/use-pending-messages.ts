import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { ApiError, errorMessage } from '@web/lib/api-client';
import { toast } from '@web/lib/use-toast';
import { conversationKey } from '../api/conversations';
import { addMessageToCaches, sendMessage } from '../api/messages';

type Body = { content: string; messageType: 'text' | 'image' };
export type Pending = Body & { key: number; state: 'sending' | 'failed' };

let nextKey = 1;

/**
 * Messages on their way: shown at once as "Sending…", replaced by the stored message when the
 * server answers, or kept as "Not sent" with a retry when it does not.
 */
export function usePendingMessages(conversationId: string) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Pending[]>([]);

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
      const item: Pending = { ...body, key: nextKey++, state: 'sending' };
      setPending((list) => [...list, item]);
      void attempt(item);
    },
    [attempt],
  );

  const discard = useCallback(
    (key: number) => setPending((list) => list.filter((entry) => entry.key !== key)),
    [],
  );

  return { pending, send, retry: attempt, discard };
}
