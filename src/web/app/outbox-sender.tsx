import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuth } from '@web/features/auth/api/current-user';
import { apiRequest } from '@web/lib/api-client';
import { deviceOutbox } from '@web/lib/device-outbox';
import { useOnline } from '@web/lib/online-status';
import { type OutboxItem, flushOutbox, requestBodyOf } from '@web/lib/outbox';
import { toast } from '@web/lib/use-toast';

const NAMES = { post: 'post', message: 'message' } as const;

async function sendWaiting(userId: string, onSent: (item: OutboxItem) => void) {
  const result = await flushOutbox(deviceOutbox, userId, async (item) => {
    await apiRequest('POST', item.url, requestBodyOf(item));
    onSent(item);
  });
  if (result.sent.length > 0) {
    const kinds = new Set(result.sent.map((item) => item.kind));
    const what = kinds.size > 1 ? 'posts and messages' : `${NAMES[result.sent[0]!.kind]}s`;
    toast({
      title: 'Back online',
      description:
        result.sent.length === 1
          ? `Your ${NAMES[result.sent[0]!.kind]} written offline was sent.`
          : `Your ${result.sent.length} ${what} written offline were sent.`,
    });
  }
  for (const { item, reason } of result.refused) {
    toast({
      variant: 'destructive',
      title: `Your ${NAMES[item.kind]} written offline was not sent`,
      description: `${reason} It said: “${item.preview.slice(0, 140)}”`,
    });
  }
}

/**
 * Sends what was written offline (lib/outbox.ts) as soon as the signed-in person is online: at
 * start and whenever the connection returns. Web Locks keep two open tabs from sending the same
 * item twice.
 */
export function OutboxSender() {
  const { user } = useAuth();
  const online = useOnline();
  const queryClient = useQueryClient();
  const userId = user?.id;

  useEffect(() => {
    if (!userId || !online || deviceOutbox.list(userId).length === 0) return;
    const onSent = (item: OutboxItem) => {
      for (const queryKey of item.refresh) void queryClient.invalidateQueries({ queryKey });
    };
    const run = () => sendWaiting(userId, onSent);
    void (navigator.locks ? navigator.locks.request('matchday-outbox', run) : run());
  }, [userId, online, queryClient]);

  return null;
}
