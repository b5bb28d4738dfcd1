import { Link } from 'react-router';
import { COPYRIGHT_YEAR, PRODUCT_NAME } from '@shared/constants';
import { Logo } from './logo';

const COLUMNS = [
  {
    title: 'For Players',
    links: [
      { to: '/venues', label: 'Find Venues' },
      { to: '/players', label: 'Find Players' },
      { to: '/bookings', label: 'My Bookings' },
      { to: '/community', label: 'Community' },
      { to: '/coaches', label: 'Find Coaches' },
      { to: '/coaching', label: 'My Coaches' },
    ],
  },
  {
    title: 'For Venues',
    links: [
      { to: '/dashboard/venue', label: 'Venue Dashboard' },
      { to: '/role-selection', label: 'List Your Venue' },
      { to: '/dashboard/team', label: 'Teams and Leagues' },
    ],
  },
  {
    title: 'Support',
    links: [
      { to: '/settings', label: 'Account Settings' },
      { to: '/api/docs', label: 'API Reference', external: true },
    ],
  },
] as const;

export function Footer() {
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-3">
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="mb-3 text-sm font-semibold">{column.title}</h2>
            <ul className="space-y-2 text-sm text-muted-foreground">
              {column.links.map((link) => (
                <li key={link.to}>
                  {'external' in link ? (
                    <a href={link.to} className="hover:text-foreground hover:underline">
                      {link.label}
                    </a>
                  ) : (
                    <Link to={link.to} className="hover:text-foreground hover:underline">
                      {link.label}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-3 border-t px-4 py-6 sm:flex-row">
        <Logo />
        <p className="text-xs text-muted-foreground">
          © {COPYRIGHT_YEAR} {PRODUCT_NAME}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
