import { lazy } from 'react';
import { Route } from 'react-router';
import { AuthOrPage, RequireAuth } from './route-guards';

const CoachDashboardPage = lazy(() => import('@web/features/coaching/pages/coach-dashboard-page'));
const CoachesPage = lazy(() => import('@web/features/coaching/pages/coaches-page'));
const CoachPage = lazy(() => import('@web/features/coaching/pages/coach-page'));
const MyCoachesPage = lazy(() => import('@web/features/coaching/pages/my-coaches-page'));

/**
 * The coaches' routes (issue 15), as a fragment of <Route>s for AppRoutes: the coach's dashboard,
 * the open list and pages of coaches, and a player's own coaches (sign-in).
 */
export function coachingRoutes() {
  return (
    <>
      {/* The coach's own dashboard: athletes, offers, sessions, hours and revenue. */}
      <Route
        path="/dashboard/coach"
        element={
          <AuthOrPage>
            <CoachDashboardPage />
          </AuthOrPage>
        }
      />
      <Route path="/coaches" element={<CoachesPage />} />
      <Route path="/coaches/:id" element={<CoachPage />} />
      <Route
        path="/coaching"
        element={
          <RequireAuth>
            <MyCoachesPage />
          </RequireAuth>
        }
      />
    </>
  );
}
