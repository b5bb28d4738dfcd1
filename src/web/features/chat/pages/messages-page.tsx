import { MessagesSquare } from 'lucide-react';
import { useParams } from 'react-router';
import { Skeleton } from '@web/components/ui/skeleton';
import { errorMessage } from '@web/lib/api-client';
import { cn } from '@web/lib/utils';
import { useConversation } from '../api/conversations';
import { ConversationList } from '../components/conversation-list';
import { Thread } from '../components/thread';

/**
 * /messages and /messages/:conversationId. Side by side on a wide screen; on a phone the list,
 * then the thread (with a back button to the list).
 */
export default function MessagesPage() {
  const { conversationId } = useParams();
  return (
    <div className="mx-auto max-w-6xl px-0 sm:px-4 sm:py-4">
      <h1 className="sr-only">Messages</h1>
      <div className="flex h-[calc(100dvh-4rem)] overflow-hidden border-y bg-card sm:h-[calc(100dvh-6rem)] sm:rounded-lg sm:border">
        <aside
          className={cn(
            'w-full border-r md:block md:w-80 md:shrink-0',
            conversationId ? 'hidden' : 'block',
          )}
          aria-label="Your conversations"
        >
          <ConversationList activeId={conversationId} />
        </aside>
        <div className={cn('min-w-0 flex-1', conversationId ? 'block' : 'hidden md:block')}>
          {conversationId ? (
            <OpenThread key={conversationId} id={conversationId} />
          ) : (
            <div className="flex h-full flex-col items-center justify-center gap-2 p-6 text-center text-muted-foreground">
              <MessagesSquare className="size-10" aria-hidden />
              <p>Choose a conversation to read it.</p>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}

function OpenThread({ id }: { id: string }) {
  const { data, isLoading, error } = useConversation(id);
  if (isLoading)
    return (
      <div className="space-y-3 p-4" aria-label="Loading conversation">
        <Skeleton className="h-10 w-1/2" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  if (!data)
    return (
      <div className="flex h-full items-center justify-center p-6 text-center text-muted-foreground">
        <p>{errorMessage(error, 'Conversation not found')}</p>
      </div>
    );
  return <Thread conversation={data} />;
}
