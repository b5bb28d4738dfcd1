import { Moon, Sun } from 'lucide-react';
import { Suspense } from 'react';
import { NavLink } from 'react-router';
import { Button } from '@web/components/ui/button';
import { useAuth } from '@web/features/auth/api/current-user';
import { lazyPart } from '@web/lib/lazy-part';
import { useTheme } from '@web/lib/theme';
import { cn } from '@web/lib/utils';
import { Logo } from './logo';
import { MessagesLink } from './messages-link';
import { linkClass, NAV_LINKS } from './nav-links';

// The header's menus (Radix's dropdown and dialog with their positioning and focus code, a third
// of the shell's JavaScript) load beside the page instead of before it: the page paints without
// waiting for menus nobody has opened yet (ADR 021).
const ThemeToggle = lazyPart(() => import('./theme-toggle').then((m) => m.ThemeToggle));
const NavDrawer = lazyPart(() => import('./nav-drawer').then((m) => m.default));
const NotificationBell = lazyPart(() =>
  import('@web/features/notifications/components/notification-bell').then(
    (m) => m.NotificationBell,
  ),
);
const UserMenu = lazyPart(() => import('./user-menu').then((m) => m.UserMenu));

/**
 * The lazy parts the header shows (a visitor sees only the theme button), for a page the server
 * rendered to have before the app takes it over.
 */
export const loadHeaderParts = (signedIn: boolean) =>
  Promise.all(
    (signedIn ? [ThemeToggle, NavDrawer, NotificationBell, UserMenu] : [ThemeToggle]).map((part) =>
      part.load(),
    ),
  );

/** Holds a menu button's place while its code arrives, so nothing moves when it does. */
const ButtonPlace = ({ className = '' }: { className?: string }) => (
  <span aria-hidden className={cn('inline-block size-10 shrink-0', className)} />
);

/** The theme button as it will look, unusable for the moment its menu takes to arrive. */
function ThemeTogglePlace() {
  const { resolvedTheme } = useTheme();
  return (
    <Button
      variant="ghost"
      size="icon"
      className="max-sm:size-9"
      aria-label="Change theme"
      data-testid="theme-toggle"
      disabled
    >
      {resolvedTheme === 'dark' ? <Moon aria-hidden /> : <Sun aria-hidden />}
    </Button>
  );
}

export function TopNav() {
  const { user } = useAuth();

  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:px-4">
        {user && (
          <Suspense fallback={<ButtonPlace className="md:hidden" />}>
            <NavDrawer />
          </Suspense>
        )}
        <Logo />
        {user && (
          <nav aria-label="Main" className="ml-6 hidden items-center gap-1 md:flex">
            {NAV_LINKS.map((link) => (
              <NavLink key={link.to} to={link.to} className={linkClass}>
                {link.label}
              </NavLink>
            ))}
          </nav>
        )}
        {/* Tighter on phones, so logo, theme and both buttons fit in 360 px. */}
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          {user && <MessagesLink />}
          <Suspense fallback={<ThemeTogglePlace />}>
            <ThemeToggle />
          </Suspense>
          {user && (
            <Suspense fallback={<ButtonPlace />}>
              <NotificationBell />
            </Suspense>
          )}
          {user ? (
            <Suspense fallback={<ButtonPlace className="size-9" />}>
              <UserMenu user={user} />
            </Suspense>
          ) : (
            <>
              {/* SPEC §2: both navigate the whole page to /api/login, which leads to /auth. */}
              <Button variant="ghost" className="max-sm:h-9 max-sm:px-2.5" asChild>
                <a href="/api/login">Sign In</a>
              </Button>
              <Button className="max-sm:h-9 max-sm:px-3" asChild>
                <a href="/api/login">Join Now</a>
              </Button>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
