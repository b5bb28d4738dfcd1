import { lazy } from 'react';
import { Route } from 'react-router';
import { RequireAuth } from './route-guards';

const SponsorDashboardPage = lazy(
  () => import('@web/features/sponsors/pages/sponsor-dashboard-page'),
);
const DiscoverPage = lazy(() => import('@web/features/sponsors/pages/discover-page'));
const SponsorPage = lazy(() => import('@web/features/sponsors/pages/sponsor-page'));
const DealsPage = lazy(() => import('@web/features/sponsors/pages/deals-page'));
const DealPage = lazy(() => import('@web/features/sponsors/pages/deal-page'));

/**
 * The sponsors' routes (issue 15), as a fragment of <Route>s for AppRoutes. The sponsor dashboard
 * needs sign-in, as PROTECTED_DASHBOARDS says; a sponsor's public page is open to visitors.
 */
export function sponsorRoutes() {
  return (
    <>
      <Route
        path="/dashboard/sponsor"
        element={
          <RequireAuth>
            <SponsorDashboardPage />
          </RequireAuth>
        }
      />
      <Route
        path="/sponsors/discover"
        element={
          <RequireAuth>
            <DiscoverPage />
          </RequireAuth>
        }
      />
      <Route path="/sponsors/:id" element={<SponsorPage />} />
      <Route
        path="/sponsorship-deals"
        element={
          <RequireAuth>
            <DealsPage />
          </RequireAuth>
        }
      />
      <Route
        path="/sponsorship-deals/:id"
        element={
          <RequireAuth>
            <DealPage />
          </RequireAuth>
        }
      />
    </>
  );
}
