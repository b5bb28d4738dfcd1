import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactElement, type ReactNode, useEffect } from 'react';
import { type Location, MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { CurrentUser } from '@shared/contracts/auth';
import { Toaster } from '@web/components/ui/toaster';
import { currentUserKey } from '@web/features/auth/api/current-user';
import { createQueryClient } from '@web/lib/query-client';
import { ThemeProvider } from '@web/lib/theme';

type ProviderOptions = {
  /** Where the in-memory router starts; '/' unless told. */
  route?: string;
  /** The signed-in user, or null for a visitor. Seeded into the cache so no session call is made. */
  user?: CurrentUser | null;
  /** A client to share between renders; a fresh one (the app's settings) unless given. */
  queryClient?: QueryClient;
  /**
   * The route pattern the page lives at. When given, the page unmounts once the router leaves
   * it, as in the app; otherwise it stays mounted whatever the location.
   */
  path?: string;
} & Omit<RenderOptions, 'wrapper'>;

/** A signed-in user for tests; pass what the test cares about. */
export function testUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    email: 'sam@example.com',
    firstName: 'Sam',
    lastName: 'Carter',
    profileImageUrl: null,
    username: null,
    bio: null,
    location: null,
    userType: 'player',
    roles: ['player'],
    skillLevel: null,
    favoriteSport: null,
    isVenueOwner: false,
    isTeamManager: false,
    isVerified: false,
    verificationBadge: 'none',
    subscriptionTier: 'free',
    followersCount: 0,
    followingCount: 0,
    createdAt: '2024-01-01T00:00:00.000Z',
    ...overrides,
  };
}

function LocationProbe({ onChange }: { onChange: (location: Location) => void }) {
  const location = useLocation();
  useEffect(() => onChange(location), [location, onChange]);
  return null;
}

/**
 * Renders with what the app's pages expect around them (query client with the SPEC §7 defaults,
 * theme, toasts, an in-memory router). `location()` tells where the router is now, so a test can
 * check a navigation without a real browser history.
 */
export function renderWithProviders(
  ui: ReactElement,
  {
    route = '/',
    user = null,
    queryClient = createQueryClient(),
    path,
    ...options
  }: ProviderOptions = {},
) {
  queryClient.setQueryData(currentUserKey, user);
  let current: Location | undefined;
  const track = (location: Location) => {
    current = location;
  };
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <ThemeProvider>
          <MemoryRouter initialEntries={[route]}>
            {path ? (
              <Routes>
                <Route path={path} element={children} />
                <Route path="*" element={null} />
              </Routes>
            ) : (
              children
            )}
            <LocationProbe onChange={track} />
          </MemoryRouter>
          <Toaster />
        </ThemeProvider>
      </QueryClientProvider>
    );
  }
  return {
    ...render(ui, { wrapper: Wrapper, ...options }),
    user: userEvent.setup(),
    queryClient,
    /** The router's current location: pathname + search, e.g. '/venues?sport=Tennis'. */
    location: () => (current ? `${current.pathname}${current.search}` : route),
  };
}
