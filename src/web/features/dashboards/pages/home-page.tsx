import { ROLE_IDS, ROLE_USER_TYPE, type RoleId } from '@shared/constants';
import type { CurrentUser } from '@shared/contracts/auth';
import { PageContainer, PageHeader } from '@web/components/page-header';
import { useAuth } from '@web/features/auth/api/current-user';
import { CommunityActivity } from '../components/community-activity';
import { FeaturedVenues } from '../components/featured-venues';
import { FollowedResults } from '../components/followed-results';
import { OwnerToday } from '../components/owner-today';
import { QuickActions } from '../components/quick-actions';
import { RoleDashboardLinks } from '../components/role-dashboard-links';
import { StatsOverview } from '../components/stats-overview';
import { UpcomingGames } from '../components/upcoming-games';

/** The user's roles, in the SPEC's order; their user type's role if the list names none. */
function rolesOf(user: CurrentUser | null | undefined): RoleId[] {
  if (!user) return ['player'];
  const roles = ROLE_IDS.filter(
    (role) => user.roles.includes(role) || ROLE_USER_TYPE[role] === user.userType,
  );
  return roles.length > 0 ? roles : ['player'];
}

/**
 * The signed-in home (SPEC §2 "Home dashboard"). It leads with what the user's roles need: a
 * venue owner's day at their venues, a way into each other role's dashboard, and for a player
 * the SPEC's counters and quick actions.
 */
export default function HomePage() {
  const { user } = useAuth();
  const roles = rolesOf(user);
  const isPlayer = roles.includes('player');
  const ownsVenues = roles.includes('venue') || Boolean(user?.isVenueOwner);
  // The player's and the venue owner's dashboards have their blocks here already.
  const otherRoles = roles.filter((role) => role !== 'player' && role !== 'venue');
  const name = user?.firstName?.trim() || (isPlayer ? 'Player' : 'there');
  return (
    <PageContainer>
      <PageHeader
        title={`Welcome back, ${name}`}
        description="Here's what's happening in your sports world today."
      />
      <div className="space-y-6">
        {ownsVenues && <OwnerToday />}
        {otherRoles.length > 0 && <RoleDashboardLinks roles={otherRoles} />}
        {isPlayer && (
          <>
            <StatsOverview skillLevel={user?.skillLevel} />
            <QuickActions />
          </>
        )}
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
          <div className="space-y-6 lg:col-span-2">
            <UpcomingGames />
            <FollowedResults alwaysShow={roles.includes('fan')} />
            <CommunityActivity />
          </div>
          <FeaturedVenues />
        </div>
      </div>
    </PageContainer>
  );
}
