import { Compass } from 'lucide-react';
import { PageContainer, PageHeader } from '@web/components/page-header';
import { Button } from '@web/components/ui/button';
import { useMyFollows } from '@web/features/follows/api/follows';
import { Discover, DISCOVER_ID } from '../components/fan/discover';
import { FollowFeed } from '../components/fan/follow-feed';
import { FollowingList } from '../components/fan/following-list';
import { NextFixtures } from '../components/fan/next-fixtures';

/**
 * The fan's dashboard (issue 15): the next matches and a feed of what they follow, the follows
 * themselves with their notifications, and Discover (the main action) one click away. A new fan,
 * who follows nothing, meets Discover first.
 */
export default function FanDashboardPage() {
  const follows = useMyFollows();
  const isNew = follows.isSuccess && follows.data.length === 0;
  return (
    <PageContainer>
      <PageHeader
        title="Fan Dashboard"
        description="Follow your teams, leagues and venues, and never miss a match."
        actions={
          <Button asChild>
            <a href={`#${DISCOVER_ID}`}>
              <Compass aria-hidden /> Discover
            </a>
          </Button>
        }
      />
      {isNew && (
        <div className="mb-6">
          <Discover intro="Welcome! Follow a few teams, leagues or venues: their next matches, results and news will gather here." />
        </div>
      )}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <div className="min-w-0 space-y-6">
          <NextFixtures />
          <FollowFeed />
        </div>
        <div className="min-w-0 space-y-6">
          <FollowingList />
          {!isNew && <Discover />}
        </div>
      </div>
    </PageContainer>
  );
}
