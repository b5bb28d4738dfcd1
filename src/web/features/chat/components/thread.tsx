import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import type { ConversationDetail } from '@shared/contracts/chat';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { useAuth } from '@web/features/auth/api/current-user';
import { useInfiniteScroll } from '@web/lib/use-infinite-scroll';
import { useMarkRead, useMessages } from '../api/messages';
import { withDaySeparators } from '../chat-format';
import { Composer } from './composer';
import { MessageBubble } from './message-bubble';
import { ThreadHeader } from './thread-header';
import { usePendingMessages } from './use-pending-messages';
import { typingText, useTyping } from './use-typing';

/** Within this distance of the bottom, a new message scrolls the thread down to it. */
const NEAR_BOTTOM_PX = 120;

/** A conversation: history scrolling upward, "Seen", typing, and the composer. */
export function Thread({ conversation }: { conversation: ConversationDetail }) {
  const { user } = useAuth();
  const myId = user?.id;
  // How my own messages that have not reached the server yet (sending, or queued offline) are signed.
  const meAsSender = {
    id: myId ?? '',
    firstName: user?.firstName ?? null,
    lastName: user?.lastName ?? null,
    profileImageUrl: user?.profileImageUrl ?? null,
  };
  const messages = useMessages(conversation.id);
  const { pending, queued, send, retry, discard, discardQueued } = usePendingMessages(
    conversation.id,
    myId,
  );
  const typing = typingText(useTyping(conversation.id));
  const markRead = useMarkRead(conversation.id);

  const newestFirst = useMemo(
    () => messages.data?.pages.flatMap((page) => page.items) ?? [],
    [messages.data],
  );
  const rows = useMemo(() => withDaySeparators(newestFirst), [newestFirst]);
  const newest = newestFirst[0];
  const oldestId = newestFirst.at(-1)?.id;

  // Read as soon as it is shown: the newest message of someone else moves my read mark.
  const marked = useRef<string | null>(null);
  const { mutate: mark } = markRead;
  useEffect(() => {
    if (!newest || newest.sender.id === myId || marked.current === newest.id) return;
    marked.current = newest.id;
    mark(newest.id);
  }, [newest, myId, mark]);

  // "Seen" under my newest message once the other person has read it (direct chats).
  const seenId = useMemo(() => {
    if (conversation.kind !== 'direct' || !conversation.otherLastReadMessageId) return null;
    const readIndex = newestFirst.findIndex((m) => m.id === conversation.otherLastReadMessageId);
    if (readIndex < 0) return null;
    const myNewest = newestFirst.findIndex((m) => m.sender.id === myId);
    return myNewest >= readIndex ? newestFirst[myNewest]!.id : null;
  }, [conversation, newestFirst, myId]);

  // Scrolling: start at the bottom, follow new messages when near it, keep the place when
  // older ones are added above.
  const scroller = useRef<HTMLDivElement>(null);
  const nearBottom = useRef(true);
  const before = useRef({ height: 0, newestId: '', oldestId: '', pending: 0 });
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const last = before.current;
    const grewAtBottom = (newest?.id ?? '') !== last.newestId || pending.length > last.pending;
    if (grewAtBottom && (nearBottom.current || pending.length > last.pending)) {
      element.scrollTop = element.scrollHeight;
    } else if (oldestId !== last.oldestId && last.height > 0) {
      element.scrollTop += element.scrollHeight - last.height;
    }
    before.current = {
      height: element.scrollHeight,
      newestId: newest?.id ?? '',
      oldestId: oldestId ?? '',
      pending: pending.length,
    };
  }, [rows, pending.length, newest, oldestId]);

  // A photo that finishes loading grows the thread: stay at the bottom if the reader was there.
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const onLoad = () => {
      if (nearBottom.current) element.scrollTop = element.scrollHeight;
    };
    element.addEventListener('load', onLoad, true);
    return () => element.removeEventListener('load', onLoad, true);
  }, []);

  const top = useRef<HTMLDivElement>(null);
  const { fetchNextPage, hasNextPage, isFetchingNextPage } = messages;
  useInfiniteScroll(
    top,
    () => void fetchNextPage(),
    Boolean(hasNextPage) && !isFetchingNextPage && newestFirst.length > 0,
  );

  const blocked = conversation.block.blockedByMe
    ? 'You blocked this person. Unblock them to send messages.'
    : conversation.block.blockedMe
      ? 'This person is not accepting messages from you.'
      : null;
  const group = conversation.kind !== 'direct';

  return (
    <section
      className="flex h-full min-h-0 flex-col"
      aria-label={`Conversation: ${conversation.title}`}
    >
      <ThreadHeader conversation={conversation} typing={typing} />
      <div
        ref={scroller}
        className="min-h-0 flex-1 overflow-y-auto px-3 py-2"
        onScroll={(event) => {
          const el = event.currentTarget;
          nearBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX;
        }}
      >
        <div ref={top} />
        {hasNextPage && (
          <div className="flex justify-center py-2">
            <Button
              variant="ghost"
              size="sm"
              disabled={isFetchingNextPage}
              onClick={() => void fetchNextPage()}
            >
              {isFetchingNextPage ? 'Loading…' : 'Load older messages'}
            </Button>
          </div>
        )}
        {messages.isLoading ? (
          <div className="space-y-3" aria-label="Loading messages">
            <Skeleton className="h-10 w-2/3" />
            <Skeleton className="ml-auto h-10 w-1/2" />
            <Skeleton className="h-10 w-3/5" />
          </div>
        ) : messages.isError ? (
          <p className="py-6 text-center text-sm text-muted-foreground">
            Couldn't load the messages.{' '}
            <button className="underline" onClick={() => void messages.refetch()}>
              Try again
            </button>
          </p>
        ) : rows.length === 0 && pending.length === 0 && queued.length === 0 ? (
          <p className="py-10 text-center text-sm text-muted-foreground">
            No messages yet. Say hello!
          </p>
        ) : null}
        <ol className="space-y-2" aria-label="Messages">
          {rows.map((row) =>
            row.kind === 'day' ? (
              <li key={row.key} className="flex justify-center py-2" data-testid="day-separator">
                <span className="rounded-full bg-muted px-3 py-0.5 text-xs text-muted-foreground">
                  {row.label}
                </span>
              </li>
            ) : (
              <MessageBubble
                key={row.message.id}
                message={row.message}
                mine={row.message.sender.id === myId}
                showSender={group}
                seen={row.message.id === seenId}
              />
            ),
          )}
          {pending.map((item) => (
            <MessageBubble
              key={`pending-${item.key}`}
              message={{
                content: item.content,
                messageType: item.messageType,
                sender: meAsSender,
              }}
              mine
              showSender={false}
              state={item.state}
              onRetry={() => void retry(item)}
              onDiscard={() => discard(item.key)}
            />
          ))}
          {queued.map((item) => (
            <MessageBubble
              key={`queued-${item.id}`}
              message={{
                content: item.content,
                messageType: item.messageType,
                sender: meAsSender,
              }}
              mine
              showSender={false}
              state="queued"
              onDiscard={() => discardQueued(item.id)}
            />
          ))}
        </ol>
      </div>
      {blocked ? (
        <p className="border-t p-4 text-center text-sm text-muted-foreground" role="status">
          {blocked}
        </p>
      ) : (
        <Composer conversationId={conversation.id} onSend={send} />
      )}
    </section>
  );
}
