import { lazy, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { FullScreenSpinner } from '@web/components/ui/spinner';
import { useAuth } from '@web/features/auth/api/current-user';

// The forms (and zod, react-hook-form) load only when the auth screen is shown.
export const AuthPage = lazy(() =>
  import('@web/features/auth/pages/auth-page').then((module) => ({ default: module.AuthPage })),
);

/** Protected routes send visitors to /auth, remembering where they were going. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  const location = useLocation();
  if (isLoading) return <FullScreenSpinner />;
  if (!user)
    return <Navigate to="/auth" replace state={{ from: location.pathname + location.search }} />;
  return children;
}

/** SPEC §2: these dashboards show the auth screen itself (not a redirect) to visitors. */
export function AuthOrPage({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  if (isLoading) return <FullScreenSpinner />;
  return user ? children : <AuthPage />;
}
