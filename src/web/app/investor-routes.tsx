import { lazy } from 'react';
import { Route } from 'react-router';
import { AuthOrPage, RequireAuth } from './route-guards';

const InvestorDashboardPage = lazy(
  () => import('@web/features/investors/pages/investor-dashboard-page'),
);
const InvestmentsPage = lazy(() => import('@web/features/investors/pages/investments-page'));
const InvestmentDealPage = lazy(() => import('@web/features/investors/pages/deal-page'));
const PortfolioPage = lazy(() => import('@web/features/investors/pages/portfolio-page'));
const InvestorProfilePage = lazy(
  () => import('@web/features/investors/pages/investor-profile-page'),
);

/**
 * The investors' routes (issue 15), as a fragment of <Route>s for AppRoutes: the dashboard
 * (visitors get the auth screen in place) and the pipeline, portfolio and profile (sign-in).
 */
export function investorRoutes() {
  return (
    <>
      {/* The investor's own dashboard: portfolio, pipeline, recent activity. */}
      <Route
        path="/dashboard/investor"
        element={
          <AuthOrPage>
            <InvestorDashboardPage />
          </AuthOrPage>
        }
      />
      {/* Static paths outrank /investments/:id. */}
      <Route
        path="/investments"
        element={
          <RequireAuth>
            <InvestmentsPage />
          </RequireAuth>
        }
      />
      <Route
        path="/investments/portfolio"
        element={
          <RequireAuth>
            <PortfolioPage />
          </RequireAuth>
        }
      />
      <Route
        path="/investments/profile"
        element={
          <RequireAuth>
            <InvestorProfilePage />
          </RequireAuth>
        }
      />
      <Route
        path="/investments/:id"
        element={
          <RequireAuth>
            <InvestmentDealPage />
          </RequireAuth>
        }
      />
    </>
  );
}
