import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { FullScreenSpinner } from '@web/components/ui/spinner';
import { useAuth } from '@web/features/auth/api/current-user';
import { AppLayout } from '@web/app/layout/app-layout';
import { NotFoundPage } from './not-found-page';
import { PageStarted } from './page-started';
import { AuthOrPage, AuthPage, RequireAuth } from './route-guards';
import { ScrollManager } from './scroll-manager';
import { coachingRoutes } from './coaching-routes';
import { investorRoutes } from './investor-routes';
import { sponsorRoutes } from './sponsor-routes';

// Pages load on demand, so a visitor's first download is the shell and the page they asked for.
const loadLandingPage = () => import('@web/features/landing/pages/landing-page');
const loadVenuesPage = () => import('@web/features/venues/pages/venues-page');
const loadVenuePage = () => import('./pages/venue-page');
const loadBookingsPage = () => import('@web/features/bookings/pages/bookings-page');
const loadCommunityPage = () => import('@web/features/posts/pages/community-page');
const LandingPage = lazy(loadLandingPage);
const HomePage = lazy(() => import('@web/features/dashboards/pages/home-page'));
const RoleSelectionPage = lazy(() => import('@web/features/roles/pages/role-selection-page'));
const FanDashboardPage = lazy(() => import('@web/features/dashboards/pages/fan-dashboard-page'));
const VenuesPage = lazy(loadVenuesPage);
const LeaguesPage = lazy(() => import('@web/features/leagues/pages/leagues-page'));
const LeaguePage = lazy(() => import('./pages/league-page'));
const LeagueDashboardPage = lazy(() => import('@web/features/leagues/pages/league-dashboard-page'));
const FederationsPage = lazy(() => import('@web/features/federations/pages/federations-page'));
const FederationPage = lazy(() => import('@web/features/federations/pages/federation-page'));
const FederationDashboardPage = lazy(
  () => import('@web/features/federations/pages/federation-dashboard-page'),
);
const EsportsPage = lazy(() => import('@web/features/esports/pages/esports-page'));
const EsportsTeamPage = lazy(() => import('@web/features/esports/pages/team-page'));
const EsportsOrgPage = lazy(() => import('@web/features/esports/pages/org-page'));
const TournamentPage = lazy(() => import('@web/features/esports/pages/tournament-page'));
const EsportsDashboardPage = lazy(
  () => import('@web/features/esports/pages/esports-dashboard-page'),
);
const VenuePage = lazy(loadVenuePage);
const PlayersPage = lazy(() => import('./pages/players-page'));
const PlayerProfilePage = lazy(() => import('@web/features/players/pages/player-profile-page'));
const GamePage = lazy(() => import('@web/features/games/pages/game-page'));
const TeamPage = lazy(() => import('./pages/team-page'));
const TeamDashboardPage = lazy(() => import('./pages/team-dashboard-page'));
const JoinTeamPage = lazy(() => import('@web/features/teams/pages/join-team-page'));
const JoinSplitPage = lazy(() => import('@web/features/splits/pages/join-split-page'));
const PostPage = lazy(() => import('@web/features/posts/pages/post-page'));
const PlayerDashboardPage = lazy(
  () => import('@web/features/dashboards/pages/player-dashboard-page'),
);
const BookingsPage = lazy(loadBookingsPage);
const CommunityPage = lazy(loadCommunityPage);
const CheckoutPage = lazy(() => import('@web/features/payments/pages/checkout-page'));
const ProfilePage = lazy(() => import('@web/features/users/pages/profile-page'));
const SettingsPage = lazy(() => import('@web/features/users/pages/settings-page'));
const NotificationsPage = lazy(
  () => import('@web/features/notifications/pages/notifications-page'),
);
const VenueDashboardPage = lazy(
  () => import('@web/features/dashboards/pages/venue-dashboard-page'),
);
const VenueEditorPage = lazy(() => import('@web/features/venue-owner/pages/venue-editor-page'));
const CheckInPage = lazy(() => import('@web/features/check-in/pages/check-in-page'));
const MessagesPage = lazy(() => import('@web/features/chat/pages/messages-page'));

function HomeOrLanding() {
  const { user } = useAuth();
  return user ? <HomePage /> : <LandingPage />;
}

/** Every route of SPEC §2, with its access rule. */
export function AppRoutes() {
  const { isLoading } = useAuth();
  // SPEC §2: a full-screen spinner while the session loads.
  if (isLoading) return <FullScreenSpinner />;
  return (
    <>
      <ScrollManager />
      <Suspense fallback={<FullScreenSpinner />}>
        <Routes>
          <Route element={<AppLayout />}>
            <Route path="/" element={<HomeOrLanding />} />
            <Route path="/auth" element={<AuthPage />} />
            <Route
              path="/role-selection"
              element={
                <RequireAuth>
                  <RoleSelectionPage />
                </RequireAuth>
              }
            />
            {/* The venue owner's own dashboard, its check-in and venue editor. */}
            <Route
              path="/dashboard/venue"
              element={
                <RequireAuth>
                  <VenueDashboardPage />
                </RequireAuth>
              }
            />
            <Route
              path="/dashboard/venue/check-in"
              element={
                <RequireAuth>
                  <CheckInPage />
                </RequireAuth>
              }
            />
            <Route
              path="/dashboard/venue/venues/new"
              element={
                <RequireAuth>
                  <VenueEditorPage />
                </RequireAuth>
              }
            />
            <Route
              path="/dashboard/venue/venues/:id/edit"
              element={
                <RequireAuth>
                  <VenueEditorPage />
                </RequireAuth>
              }
            />
            {/* SPEC §2: a signed-in visitor sees it, anyone else the auth screen. */}
            <Route
              path="/dashboard/federation"
              element={
                <AuthOrPage>
                  <FederationDashboardPage />
                </AuthOrPage>
              }
            />
            {/* The league admin's own dashboard: their leagues, results to enter, goals. */}
            <Route
              path="/dashboard/league"
              element={
                <AuthOrPage>
                  <LeagueDashboardPage />
                </AuthOrPage>
              }
            />
            {/* The esports player's own dashboard replaces the generic one; visitors still get
                the auth screen in place, as SPEC §2 has for this role's dashboard. */}
            <Route
              path="/dashboard/esports"
              element={
                <AuthOrPage>
                  <EsportsDashboardPage />
                </AuthOrPage>
              }
            />
            {/* The team manager's own dashboard: rosters, availability, events, dues. */}
            <Route
              path="/dashboard/team"
              element={
                <RequireAuth>
                  <TeamDashboardPage />
                </RequireAuth>
              }
            />
            {/* Sponsors, investors and coaches: their dashboards and pages. */}
            {sponsorRoutes()}
            {investorRoutes()}
            {coachingRoutes()}
            {/* SPEC §2: the player's, venue owner's, team manager's and sponsor's dashboards need
                sign-in; the others show visitors the auth screen in place. Every role has its own
                dashboard now, so an unknown /dashboard/… is simply not found. */}
            <Route
              path="/dashboard/player"
              element={
                <RequireAuth>
                  <PlayerDashboardPage />
                </RequireAuth>
              }
            />
            <Route
              path="/dashboard/fan"
              element={
                <AuthOrPage>
                  <FanDashboardPage />
                </AuthOrPage>
              }
            />
            <Route path="/venues" element={<VenuesPage />} />
            <Route path="/venues/:id" element={<VenuePage />} />
            <Route path="/players" element={<PlayersPage />} />
            <Route path="/players/:id" element={<PlayerProfilePage />} />
            <Route path="/games/:id" element={<GamePage />} />
            <Route
              path="/teams/join/:code"
              element={
                <RequireAuth>
                  <JoinTeamPage />
                </RequireAuth>
              }
            />
            <Route path="/teams/:id" element={<TeamPage />} />
            <Route
              path="/splits/join/:code"
              element={
                <RequireAuth>
                  <JoinSplitPage />
                </RequireAuth>
              }
            />
            <Route path="/leagues" element={<LeaguesPage />} />
            <Route path="/leagues/:id" element={<LeaguePage />} />
            <Route path="/federations" element={<FederationsPage />} />
            <Route path="/federations/:id" element={<FederationPage />} />
            <Route path="/esports" element={<EsportsPage />} />
            <Route path="/esports/teams/:id" element={<EsportsTeamPage />} />
            <Route path="/esports/orgs/:id" element={<EsportsOrgPage />} />
            <Route path="/esports/tournaments/:id" element={<TournamentPage />} />
            <Route
              path="/bookings"
              element={
                <RequireAuth>
                  <BookingsPage />
                </RequireAuth>
              }
            />
            <Route
              path="/community"
              element={
                <RequireAuth>
                  <CommunityPage />
                </RequireAuth>
              }
            />
            <Route
              path="/community/posts/:id"
              element={
                <RequireAuth>
                  <PostPage />
                </RequireAuth>
              }
            />
            <Route
              path="/messages"
              element={
                <RequireAuth>
                  <MessagesPage />
                </RequireAuth>
              }
            />
            <Route
              path="/messages/:conversationId"
              element={
                <RequireAuth>
                  <MessagesPage />
                </RequireAuth>
              }
            />
            <Route
              path="/checkout"
              element={
                <RequireAuth>
                  <CheckoutPage />
                </RequireAuth>
              }
            />
            <Route
              path="/profile"
              element={
                <RequireAuth>
                  <ProfilePage />
                </RequireAuth>
              }
            />
            <Route
              path="/settings"
              element={
                <RequireAuth>
                  <SettingsPage />
                </RequireAuth>
              }
            />
            <Route
              path="/notifications"
              element={
                <RequireAuth>
                  <NotificationsPage />
                </RequireAuth>
              }
            />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
        <PageStarted />
      </Suspense>
    </>
  );
}
