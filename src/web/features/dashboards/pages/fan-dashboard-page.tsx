import { Search } from 'lucide-react';
import { Link } from 'react-router';
import { PageContainer, PageHeader } from '@web/components/page-header';
import { Button } from '@web/components/ui/button';
import { FollowingList } from '../components/fan/following-list';
import { NextFixtures } from '../components/fan/next-fixtures';
import { FollowedResults } from '../components/followed-results';

/**
 * The fan's dashboard (issue 15): what they follow, the next matches and the latest results of
 * it, and the way to follow more one click away.
 */
export default function FanDashboardPage() {
  return (
    <PageContainer>
      <PageHeader
        title="Fan Dashboard"
        description="Follow your teams, leagues and venues, and never miss a match."
        actions={
          <Button asChild>
            <Link to="/leagues">
              <Search aria-hidden /> Find leagues to follow
            </Link>
          </Button>
        }
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <div className="space-y-6">
          <NextFixtures />
          <FollowedResults alwaysShow />
        </div>
        <FollowingList />
      </div>
    </PageContainer>
  );
}
