import { Menu } from 'lucide-react';
import { useState } from 'react';
import { NavLink } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Sheet, SheetContent, SheetTrigger } from '@web/components/ui/sheet';
import { useAuth } from '@web/features/auth/api/current-user';
import { cn } from '@web/lib/utils';
import { Logo } from './logo';
import { MessagesDrawerLabel, MessagesLink } from './messages-link';
import { ThemeToggle } from './theme-toggle';
import { UserMenu } from './user-menu';

export const NAV_LINKS = [
  { to: '/venues', label: 'Find Venues' },
  { to: '/players', label: 'Find Players' },
  { to: '/bookings', label: 'My Bookings' },
  { to: '/community', label: 'Community' },
] as const;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground',
    isActive ? 'bg-accent text-accent-foreground' : 'text-muted-foreground',
  );

export function TopNav() {
  const { user } = useAuth();
  const [drawerOpen, setDrawerOpen] = useState(false);

  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:px-4">
        {user && (
          <Sheet open={drawerOpen} onOpenChange={setDrawerOpen}>
            <SheetTrigger asChild>
              <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open menu">
                <Menu aria-hidden />
              </Button>
            </SheetTrigger>
            <SheetContent title="Menu">
              <nav aria-label="Main" className="flex flex-col gap-1">
                {NAV_LINKS.map((link) => (
                  <NavLink
                    key={link.to}
                    to={link.to}
                    className={linkClass}
                    onClick={() => setDrawerOpen(false)}
                  >
                    {link.label}
                  </NavLink>
                ))}
                <NavLink to="/messages" className={linkClass} onClick={() => setDrawerOpen(false)}>
                  <MessagesDrawerLabel />
                </NavLink>
              </nav>
            </SheetContent>
          </Sheet>
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
          <ThemeToggle />
          {user ? (
            <UserMenu user={user} />
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
