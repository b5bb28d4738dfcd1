import { cn } from '@web/lib/utils';

export const NAV_LINKS = [
  { to: '/venues', label: 'Find Venues' },
  { to: '/players', label: 'Find Players' },
  { to: '/bookings', label: 'My Bookings' },
  { to: '/community', label: 'Community' },
] as const;

export const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground',
    isActive ? 'bg-accent text-accent-foreground' : 'text-muted-foreground',
  );
