import { PageContainer, PageHeader } from '@web/components/page-header';
import { useAuth } from '@web/features/auth/api/current-user';
import { CommunityActivity } from '../components/community-activity';
import { FeaturedVenues } from '../components/featured-venues';
import { QuickActions } from '../components/quick-actions';
import { StatsOverview } from '../components/stats-overview';
import { UpcomingGames } from '../components/upcoming-games';

/** The signed-in home (SPEC §2 "Home dashboard"). */
export default function HomePage() {
  const { user } = useAuth();
  return (
    <PageContainer>
      <PageHeader
        title={`Welcome back, ${user?.firstName?.trim() || 'Player'}`}
        description="Here's what's happening in your sports world today."
      />
      <div className="space-y-6">
        <StatsOverview skillLevel={user?.skillLevel} />
        <QuickActions />
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
          <div className="space-y-6 lg:col-span-2">
            <UpcomingGames />
            <CommunityActivity />
          </div>
          <FeaturedVenues />
        </div>
      </div>
    </PageContainer>
  );
}
