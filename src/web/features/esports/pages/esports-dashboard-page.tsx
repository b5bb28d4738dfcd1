import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageContainer, PageHeader } from '@web/components/page-header';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { useAuth } from '@web/features/auth/api/current-user';
import { useEsportsDashboard } from '../api/esports';
import { CreateEsportsTeamDialog } from '../components/create-team-dialog';
import {
  Invitations,
  MyTournaments,
  NextMatches,
  RecentResults,
} from '../components/dashboard-parts';
import { TeamList } from '../components/team-list';
import { WinRateChart } from '../components/win-rate-chart';

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <h2 className="font-semibold">{title}</h2>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** /dashboard/esports: my teams, next matches, tournaments, recent results and win rate. */
export default function EsportsDashboardPage() {
  const { user } = useAuth();
  const dashboard = useEsportsDashboard();
  const view = dashboard.data;
  return (
    <PageContainer>
      <PageHeader
        title="Esports Dashboard"
        description="Your teams, matches and tournaments."
        actions={
          <>
            <CreateEsportsTeamDialog />
            <Button asChild>
              <Link to="/esports">Find tournaments</Link>
            </Button>
          </>
        }
      />
      {dashboard.isLoading ? (
        <p className="text-muted-foreground">Loading your esports…</p>
      ) : !view ? (
        <p className="text-destructive">
          Your esports dashboard could not be loaded. Please try again.
        </p>
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          {view.invitations.length > 0 && user && (
            <Panel title="Invitations">
              <Invitations view={view} userId={user.id} />
            </Panel>
          )}
          <Panel title="Next matches">
            <NextMatches view={view} />
          </Panel>
          <Panel title="My teams">
            <TeamList teams={view.teams} label="My teams" />
          </Panel>
          <Panel title="My tournaments">
            <MyTournaments view={view} />
          </Panel>
          <Panel title="Recent results">
            <RecentResults view={view} />
          </Panel>
          <Panel title="Win rate">
            <WinRateChart points={view.winRateOverTime} />
          </Panel>
        </div>
      )}
    </PageContainer>
  );
}
