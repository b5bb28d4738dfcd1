import { CalendarDays } from 'lucide-react';
import { Link } from 'react-router';
import { useFollowedFixtures } from '@web/features/follows/api/follows';
import { DashboardSection, EmptyState } from '../dashboard-section';
import { ListSkeleton } from '../list-skeleton';

const kickOff = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

/** The next matches of the leagues and teams the fan follows, soonest first. */
export function NextFixtures() {
  const fixtures = useFollowedFixtures();
  const rows = fixtures.data ?? [];
  return (
    <DashboardSection title="Next matches" icon={<CalendarDays />}>
      {fixtures.isLoading ? (
        <ListSkeleton rows={3} />
      ) : rows.length === 0 ? (
        <EmptyState>No matches coming up for what you follow.</EmptyState>
      ) : (
        <ul className="divide-y">
          {rows.map((row) => (
            <li key={row.fixtureId} className="py-3 first:pt-0 last:pb-0">
              <Link
                to={`/leagues/${encodeURIComponent(row.leagueId)}?tab=fixtures`}
                className="grid gap-1 rounded-md hover:bg-muted/50"
              >
                <span className="text-sm font-medium">
                  {row.homeTeamName} <span className="text-muted-foreground">v</span>{' '}
                  {row.awayTeamName}
                </span>
                <span className="text-xs text-muted-foreground">
                  <time dateTime={row.startTime}>{kickOff.format(new Date(row.startTime))}</time>
                  {row.venueName && ` · ${row.venueName}`} · {row.leagueName}, round {row.round}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </DashboardSection>
  );
}
