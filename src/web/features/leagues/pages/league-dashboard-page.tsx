import { ArrowLeftRight, ClipboardCheck, Trophy, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { LeagueDashboardView } from '@shared/contracts/league-dashboard';
import { CardsSkeleton, EmptyList } from '@web/components/list-state';
import { PageContainer, PageHeader } from '@web/components/page-header';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { NativeSelect } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { useAuth } from '@web/features/auth/api/current-user';
import { useLeagueDashboard } from '../api/league-admin';
import { CreateLeagueDialog } from '../components/create-league-dialog';
import { GoalsChart } from '../components/goals-chart';

const when = (iso: string | null) =>
  iso
    ? new Intl.DateTimeFormat(undefined, {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        hour: '2-digit',
        minute: '2-digit',
      }).format(new Date(iso))
    : '';

function Heading({ children }: { children: React.ReactNode }) {
  return <h2 className="leading-none font-semibold tracking-tight">{children}</h2>;
}

function MyLeagues({ leagues }: { leagues: LeagueDashboardView['leagues'] }) {
  if (leagues.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        You don’t run a league yet. Create your first season with Create league: its teams,
        fixtures, table and the results to enter will gather here. Or browse{' '}
        <Link to="/leagues" className="font-medium text-primary hover:underline">
          all leagues
        </Link>
        .
      </p>
    );
  }
  return (
    <ul className="grid gap-3 sm:grid-cols-2" aria-label="My leagues">
      {leagues.map((league) => (
        <li key={league.id} className="grid gap-1.5 rounded-lg border p-4">
          <div className="flex items-start justify-between gap-2">
            <Link to={`/leagues/${league.id}`} className="font-medium hover:underline">
              {league.name}
            </Link>
            <Badge variant={league.status === 'ongoing' ? 'default' : 'secondary'}>
              {league.status}
            </Badge>
          </div>
          <p className="text-sm text-muted-foreground">
            {league.season} · {league.currentTeams}/{league.maxTeams ?? '∞'} teams · {league.played}
            /{league.fixtures} played
          </p>
          {league.pendingRegistrations > 0 && (
            <Link
              to={`/leagues/${league.id}?tab=manage`}
              className="flex items-center gap-1 text-sm font-medium text-primary hover:underline"
            >
              <Users className="size-4" aria-hidden />
              {league.pendingRegistrations === 1
                ? '1 registration waiting'
                : `${league.pendingRegistrations} registrations waiting`}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}

function ResultsToEnter({ results }: { results: LeagueDashboardView['resultsToEnter'] }) {
  if (results.total === 0) {
    return <p className="text-sm text-muted-foreground">Every result is in. Nothing to enter.</p>;
  }
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">
        {results.total === 1
          ? '1 match has kicked off without a result.'
          : `${results.total} matches have kicked off without a result.`}
      </p>
      <ul className="grid gap-2" aria-label="Results to enter">
        {results.items.map((f) => (
          <li
            key={f.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3 text-sm"
          >
            <span className="min-w-0">
              <span className="block font-medium">
                {f.homeTeamName} v {f.awayTeamName}
              </span>
              <span className="text-xs text-muted-foreground">
                {f.leagueName} · Round {f.round} · {when(f.startTime)}
              </span>
            </span>
            <Button asChild size="sm" variant="outline">
              <Link to={`/leagues/${f.leagueId}?tab=manage`}>
                Enter result
                <span className="sr-only">
                  {' '}
                  {f.homeTeamName} v {f.awayTeamName}
                </span>
              </Link>
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function GoalsPerRound({ data }: { data: LeagueDashboardView }) {
  const withGoals = data.leagues.filter((l) => data.goalsByRound.some((g) => g.leagueId === l.id));
  const [chosen, setChosen] = useState<string | null>(null);
  const league = withGoals.find((l) => l.id === chosen) ?? withGoals[0];
  if (!league) return <p className="text-sm text-muted-foreground">No results yet.</p>;
  return (
    <div className="grid gap-3">
      {withGoals.length > 1 && (
        <div className="grid max-w-xs gap-1.5">
          <Label htmlFor="goals-league">League</Label>
          <NativeSelect
            id="goals-league"
            value={league.id}
            onChange={(e) => setChosen(e.target.value)}
          >
            {withGoals.map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}
              </option>
            ))}
          </NativeSelect>
        </div>
      )}
      <GoalsChart
        leagueName={league.name}
        rounds={data.goalsByRound.filter((g) => g.leagueId === league.id)}
      />
    </div>
  );
}

/** /dashboard/league: the league admin's leagues, what waits for them, and goals per round. */
export default function LeagueDashboardPage() {
  const dashboard = useLeagueDashboard();
  const { user } = useAuth();
  const canCreate = user?.userType === 'league_admin' || user?.roles.includes('league');
  return (
    <PageContainer>
      <PageHeader
        title="League Admin Dashboard"
        description="Organise seasons, schedules, standings and results for your leagues."
        actions={
          <>
            {/* The admin's main action, one click away: a new season. */}
            {canCreate && <CreateLeagueDialog />}
            <Button asChild variant={canCreate ? 'outline' : 'default'}>
              <Link to="/leagues">
                <Trophy aria-hidden /> All leagues
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/role-selection">
                <ArrowLeftRight aria-hidden /> Switch role
              </Link>
            </Button>
          </>
        }
      />
      {!dashboard.data ? (
        dashboard.isLoading ? (
          <CardsSkeleton count={3} />
        ) : (
          <EmptyList>The dashboard could not load. Please try again.</EmptyList>
        )
      ) : (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-2">
          <Card className="lg:col-span-2">
            <CardHeader>
              <Heading>My leagues</Heading>
            </CardHeader>
            <CardContent>
              <MyLeagues leagues={dashboard.data.leagues} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <Heading>
                <span className="flex items-center gap-2">
                  <ClipboardCheck className="size-5 text-primary" aria-hidden /> Results to enter
                </span>
              </Heading>
            </CardHeader>
            <CardContent>
              <ResultsToEnter results={dashboard.data.resultsToEnter} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <Heading>Goals per round</Heading>
            </CardHeader>
            <CardContent>
              <GoalsPerRound data={dashboard.data} />
            </CardContent>
          </Card>
        </div>
      )}
    </PageContainer>
  );
}
