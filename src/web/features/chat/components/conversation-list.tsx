import { Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { ConversationSummary } from '@shared/contracts/chat';
import { Input } from '@web/components/ui/input';
import { Skeleton } from '@web/components/ui/skeleton';
import { useAuth } from '@web/features/auth/api/current-user';
import { cn } from '@web/lib/utils';
import { useConversations } from '../api/conversations';
import { listTimeLabel, preview } from '../chat-format';
import { ConversationIcon } from './conversation-icon';

const KIND_LABEL = { direct: 'Direct message', team: 'Team chat', game: 'Game chat' } as const;

/** My conversations with unread badges, searchable by name and last message. */
export function ConversationList({ activeId }: { activeId?: string }) {
  const { user } = useAuth();
  const { data, isLoading, isError, refetch } = useConversations();
  const [query, setQuery] = useState('');
  const items = useMemo(() => {
    const needle = query.trim().toLowerCase();
    if (!needle) return data?.items ?? [];
    return (data?.items ?? []).filter(
      (item) =>
        item.title.toLowerCase().includes(needle) ||
        item.lastMessage?.content.toLowerCase().includes(needle),
    );
  }, [data, query]);

  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className="border-b p-3">
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Search conversations"
            aria-label="Search conversations"
            className="pl-9"
          />
        </div>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {isLoading ? (
          <div className="space-y-3 p-3" aria-label="Loading conversations">
            {[0, 1, 2, 3].map((n) => (
              <Skeleton key={n} className="h-14 w-full" />
            ))}
          </div>
        ) : isError ? (
          <div className="p-6 text-center text-sm text-muted-foreground">
            <p>Couldn't load your conversations.</p>
            <button className="mt-2 underline" onClick={() => void refetch()}>
              Try again
            </button>
          </div>
        ) : items.length === 0 ? (
          <p className="p-6 text-center text-sm text-muted-foreground">
            {query
              ? 'No conversations match your search.'
              : 'No conversations yet. Join a team or a game, or message a player from their profile.'}
          </p>
        ) : (
          <ul aria-label="Conversations">
            {items.map((item) => (
              <ConversationRow
                key={item.id}
                item={item}
                active={item.id === activeId}
                myId={user?.id}
              />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function ConversationRow({
  item,
  active,
  myId,
}: {
  item: ConversationSummary;
  active: boolean;
  myId: string | undefined;
}) {
  const unread = item.unreadCount > 0;
  return (
    <li>
      <Link
        to={`/messages/${item.id}`}
        aria-current={active ? 'page' : undefined}
        data-testid="conversation-row"
        className={cn(
          'flex items-center gap-3 border-b px-3 py-3 transition-colors hover:bg-accent/60 focus-visible:bg-accent focus-visible:outline-none',
          active && 'bg-accent',
        )}
      >
        <ConversationIcon conversation={item} />
        <div className="min-w-0 flex-1">
          <div className="flex items-baseline gap-2">
            <span className={cn('truncate', unread ? 'font-semibold' : 'font-medium')}>
              {item.title}
            </span>
            <span className="sr-only">({KIND_LABEL[item.kind]})</span>
            <span className="ml-auto shrink-0 text-xs text-muted-foreground">
              {listTimeLabel(item.lastActivityAt)}
            </span>
          </div>
          <div className="flex items-center gap-2">
            <span
              className={cn(
                'truncate text-sm',
                unread ? 'text-foreground' : 'text-muted-foreground',
              )}
            >
              {preview(item.lastMessage, myId)}
            </span>
            {unread && (
              <span
                className="ml-auto inline-flex min-w-5 shrink-0 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground"
                aria-label={`${item.unreadCount} unread`}
                data-testid="unread-badge"
              >
                {item.unreadCount > 99 ? '99+' : item.unreadCount}
              </span>
            )}
          </div>
        </div>
      </Link>
    </li>
  );
}
