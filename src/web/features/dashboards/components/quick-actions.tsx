import { ChevronRight, MapPin, Users, Zap } from 'lucide-react';
import { Link } from 'react-router';
import { DashboardSection } from './dashboard-section';

const ACTIONS = [
  {
    to: '/venues',
    label: 'Find Venues',
    hint: 'Courts, pitches and halls near you',
    icon: MapPin,
  },
  {
    to: '/players?tab=games',
    label: 'Join Games',
    hint: 'Pickup games looking for players',
    icon: Users,
  },
] as const;

/** SPEC §2 lists these without an action; here each one takes you where its name says. */
export function QuickActions() {
  return (
    <DashboardSection title="Quick Actions" icon={<Zap />}>
      <ul className="grid gap-3 sm:grid-cols-2">
        {ACTIONS.map(({ to, label, hint, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex items-center gap-4 rounded-lg border bg-background p-4 transition-colors hover:border-primary/50 hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              <span
                className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground"
                aria-hidden
              >
                <Icon className="size-5" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-semibold">{label}</span>
                <span className="block text-sm text-muted-foreground">{hint}</span>
              </span>
              <ChevronRight
                className="size-5 text-muted-foreground transition-transform group-hover:translate-x-0.5"
                aria-hidden
              />
            </Link>
          </li>
        ))}
      </ul>
    </DashboardSection>
  );
}
