import { WifiOff } from 'lucide-react';
import { useAuth } from '@web/features/auth/api/current-user';
import { useOutboxItems } from '@web/lib/device-outbox';
import { useOnline } from '@web/lib/online-status';

function waitingText(posts: number, messages: number): string | null {
  const parts = [
    posts > 0 ? `${posts} ${posts === 1 ? 'post' : 'posts'}` : null,
    messages > 0 ? `${messages} ${messages === 1 ? 'message' : 'messages'}` : null,
  ].filter(Boolean);
  return parts.length > 0 ? `${parts.join(' and ')} waiting to be sent.` : null;
}

/**
 * Says so when the browser has no connection: what the screens show is what this device saved,
 * and what is written now waits in the outbox until the connection returns.
 */
export function OfflineBanner() {
  const online = useOnline();
  const { user } = useAuth();
  const waiting = useOutboxItems(user?.id);
  if (online) return null;
  const posts = waiting.filter((item) => item.kind === 'post').length;
  const waitingNote = waitingText(posts, waiting.length - posts);
  return (
    <div
      role="status"
      className="border-b border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50"
      data-testid="offline-banner"
    >
      <div className="mx-auto flex max-w-7xl items-start gap-2 px-4 py-2 text-sm sm:px-6 lg:px-8">
        <WifiOff className="mt-0.5 size-4 shrink-0" aria-hidden />
        <p>
          <strong className="font-semibold">You're offline.</strong> You're seeing what this device
          saved; posts and messages you write are sent when you're back online.
          {waitingNote && <> {waitingNote}</>}
        </p>
      </div>
    </div>
  );
}
