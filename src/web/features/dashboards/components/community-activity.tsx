import { MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import { DASHBOARD_POSTS } from '@shared/constants';
import { formatRelativeTime } from '@shared/relative-time';
import { personName } from '@web/components/person-name';
import { Avatar } from '@web/components/ui/avatar';
import { usePostItems } from '@web/features/posts/api/posts';
import type { PostView } from '@shared/contracts/posts';
import { DashboardSection, EmptyState } from './dashboard-section';
import { ListSkeleton } from './list-skeleton';

function PostSummary({ post }: { post: PostView }) {
  const author = post.author;
  const name = personName(author);
  return (
    <article className="flex gap-3">
      <Avatar
        src={author?.profileImageUrl}
        firstName={author?.firstName}
        lastName={author?.lastName}
        fallback="U"
      />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className="font-semibold">{name}</span>
          <Link
            to={`/community/posts/${encodeURIComponent(post.id)}`}
            className="text-xs text-muted-foreground hover:underline"
          >
            <time dateTime={post.createdAt}>{formatRelativeTime(post.createdAt)}</time>
          </Link>
        </p>
        <p className="mt-1 line-clamp-3 text-sm break-words whitespace-pre-line">{post.content}</p>
      </div>
    </article>
  );
}

/** The newest community posts (SPEC §2: the first three). */
export function CommunityActivity() {
  const { items, isLoading } = usePostItems();
  const posts = items.slice(0, DASHBOARD_POSTS);
  return (
    <DashboardSection
      title="Community Activity"
      icon={<MessageSquare />}
      more={{ to: '/community', label: 'View all' }}
    >
      {isLoading ? (
        <ListSkeleton rows={DASHBOARD_POSTS} />
      ) : posts.length === 0 ? (
        <EmptyState>No posts available. Be the first to share something!</EmptyState>
      ) : (
        <ul className="divide-y">
          {posts.map((post) => (
            <li key={post.id} className="py-3 first:pt-0 last:pb-0">
              <PostSummary post={post} />
            </li>
          ))}
        </ul>
      )}
    </DashboardSection>
  );
}
