import { Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { formatRelativeTime } from '@shared/relative-time';
import { useFollowedResults } from '@web/features/follows/api/follows';
import { DashboardSection, EmptyState } from './dashboard-section';
import { ListSkeleton } from './list-skeleton';

/**
 * The latest results of the leagues and teams the user follows (issue 12: "followed leagues'
 * results appear on the home dashboard"). Shown to fans always, to others once they follow.
 */
export function FollowedResults({ alwaysShow }: { alwaysShow: boolean }) {
  const results = useFollowedResults();
  const rows = results.data ?? [];
  if (!alwaysShow && rows.length === 0) return null;
  return (
    <DashboardSection
      title="Results you follow"
      icon={<Trophy />}
      more={{ to: '/leagues', label: 'Leagues' }}
    >
      {results.isLoading ? (
        <ListSkeleton rows={3} />
      ) : rows.length === 0 ? (
        <EmptyState>
          Follow a league or a team to see its results here.{' '}
          <Link to="/leagues" className="font-medium text-primary hover:underline">
            Browse leagues
          </Link>
        </EmptyState>
      ) : (
        <ul className="divide-y">
          {rows.map((row) => (
            <li key={row.fixtureId} className="py-3 first:pt-0 last:pb-0">
              <Link
                to={`/leagues/${encodeURIComponent(row.leagueId)}?tab=fixtures`}
                className="grid gap-1 rounded-md hover:bg-muted/50"
              >
                <span className="flex flex-wrap items-baseline justify-between gap-x-2 text-xs text-muted-foreground">
                  <span>
                    {row.leagueName} · Round {row.round}
                  </span>
                  {row.playedAt && (
                    <time dateTime={row.playedAt}>{formatRelativeTime(row.playedAt)}</time>
                  )}
                </span>
                <span className="grid grid-cols-[1fr_auto_1fr] items-center gap-2 text-sm">
                  <span className="truncate text-right font-medium">{row.homeTeamName}</span>
                  <span className="rounded bg-muted px-2 py-0.5 font-semibold tabular-nums">
                    {row.homeScore} – {row.awayScore}
                  </span>
                  <span className="truncate font-medium">{row.awayTeamName}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </DashboardSection>
  );
}
