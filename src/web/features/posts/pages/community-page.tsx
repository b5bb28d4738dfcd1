import { PageContainer, PageHeader } from '@web/components/page-header';
import { useAuth } from '@web/features/auth/api/current-user';
import { CommunityStats } from '../components/community-stats';
import { NewPostsButton } from '../components/new-posts-button';
import { PostComposer } from '../components/post-composer';
import { PostList } from '../components/post-list';

/** SPEC §2 Community feed. */
export default function CommunityPage() {
  const { user } = useAuth();
  return (
    <PageContainer>
      <PageHeader
        title="Community"
        description="Share your games and follow the sports community."
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-4 lg:col-span-2">
          {user && <PostComposer user={user} />}
          {user && <NewPostsButton />}
          <PostList empty="No posts yet" />
        </div>
        <aside className="space-y-4 lg:sticky lg:top-20 lg:self-start">
          <CommunityStats />
        </aside>
      </div>
    </PageContainer>
  );
}
