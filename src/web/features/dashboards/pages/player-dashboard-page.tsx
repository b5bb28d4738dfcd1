import {
  ArrowLeftRight,
  Building2,
  CalendarCheck,
  MessageSquare,
  Shield,
  Star,
  Trophy,
  Users,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageContainer, PageHeader } from '@web/components/page-header';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { usePlayerStats } from '../api/player-dashboard';
import { DashboardTabs } from '../components/dashboard-tabs';

const QUICK_LINKS = [
  { to: '/players', label: 'Find Players', icon: Users },
  { to: '/venues', label: 'Find Venues', icon: Building2 },
  { to: '/players?tab=teams', label: 'Teams', icon: Shield },
  { to: '/community', label: 'Community', icon: MessageSquare },
] as const;

function StatCard({
  label,
  value,
  hint,
  icon,
}: {
  label: string;
  value: ReactNode;
  hint?: string;
  icon: ReactNode;
}) {
  return (
    <div className="rounded-xl border bg-card p-4 shadow-sm sm:p-5">
      <dt className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
        <span
          className="flex size-8 items-center justify-center rounded-lg bg-primary/10 text-primary [&_svg]:size-4"
          aria-hidden
        >
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-2 text-2xl font-bold sm:text-3xl">{value}</dd>
      {hint && <dd className="text-xs text-muted-foreground">{hint}</dd>}
    </div>
  );
}

/** SPEC §2 player dashboard: quick links, stat cards and the four tabs, all from the API. */
export default function PlayerDashboardPage() {
  const stats = usePlayerStats();
  const s = stats.data;
  const loading = <Skeleton className="h-8 w-14" />;
  return (
    <PageContainer>
      <PageHeader
        title="Player Dashboard"
        description="Your games, teams and progress in one place."
        actions={
          <Button asChild variant="outline">
            <Link to="/role-selection">
              <ArrowLeftRight aria-hidden /> Switch role
            </Link>
          </Button>
        }
      />
      <div className="space-y-8">
        <nav aria-label="Quick links">
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {QUICK_LINKS.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <Link
                  to={to}
                  className="flex items-center gap-3 rounded-xl border bg-card p-4 font-medium shadow-sm transition-colors hover:border-primary/50 hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  <Icon className="size-5 text-primary" aria-hidden />
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          <StatCard label="Games Played" icon={<Trophy />} value={s ? s.gamesPlayed : loading} />
          <StatCard
            label="Win Rate"
            icon={<Trophy />}
            value={s ? (s.winRate === null ? '–' : `${s.winRate}%`) : loading}
            hint={s ? `${s.wins}W · ${s.losses}L · ${s.draws}D` : undefined}
          />
          <StatCard
            label="Rating"
            icon={<Star />}
            value={s ? (s.rating === null ? '–' : s.rating.toFixed(1)) : loading}
            hint={s ? `${s.reviewCount} review${s.reviewCount === 1 ? '' : 's'}` : undefined}
          />
          <StatCard
            label="Upcoming Games"
            icon={<CalendarCheck />}
            value={s ? s.upcomingGames : loading}
            hint={
              s
                ? `${s.teams} team${s.teams === 1 ? '' : 's'} · ${s.followers} followers`
                : undefined
            }
          />
        </dl>
        <DashboardTabs />
      </div>
    </PageContainer>
  );
}
