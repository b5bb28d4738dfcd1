import { CalendarPlus, Gamepad2, MessageSquare, Newspaper, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { FollowFeedItem } from '@shared/contracts/follows';
import { FOLLOW_ENTITY_LABELS } from '@shared/contracts/follows';
import { formatRelativeTime } from '@shared/relative-time';
import { useFollowFeed } from '@web/features/follows/api/follows';
import { DashboardSection, EmptyState } from '../dashboard-section';
import { ListSkeleton } from '../list-skeleton';

const KIND: Record<FollowFeedItem['kind'], { icon: ReactNode; label: string }> = {
  result: { icon: <Trophy />, label: 'Result' },
  fixtures: { icon: <CalendarPlus />, label: 'Fixtures' },
  post: { icon: <MessageSquare />, label: 'Post' },
  esports_result: { icon: <Gamepad2 />, label: 'Esports result' },
};

/**
 * The fan's feed: results, newly published fixtures, posts at followed venues and esports
 * results, newest first, each saying which follow brought it.
 */
export function FollowFeed() {
  const feed = useFollowFeed();
  const items = feed.data ?? [];
  return (
    <DashboardSection title="Your feed" icon={<Newspaper />}>
      {feed.isLoading ? (
        <ListSkeleton rows={4} />
      ) : items.length === 0 ? (
        <EmptyState>
          Nothing new yet. Results, fixtures and posts of what you follow show up here.
        </EmptyState>
      ) : (
        <ul className="divide-y">
          {items.map((item) => (
            <li key={item.id} className="flex gap-3 py-3 first:pt-0 last:pb-0">
              <span
                className="mt-0.5 text-muted-foreground [&_svg]:size-4"
                aria-label={KIND[item.kind].label}
                role="img"
              >
                {KIND[item.kind].icon}
              </span>
              <div className="grid min-w-0 flex-1 gap-0.5">
                <Link to={item.href} className="text-sm font-medium break-words hover:underline">
                  {item.title}
                </Link>
                {item.detail && (
                  <p className="text-sm break-words text-muted-foreground">{item.detail}</p>
                )}
                <p className="text-xs text-muted-foreground">
                  <time dateTime={item.at}>{formatRelativeTime(item.at)}</time> · from{' '}
                  {item.source.name} ({FOLLOW_ENTITY_LABELS[item.source.entityType]})
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </DashboardSection>
  );
}
