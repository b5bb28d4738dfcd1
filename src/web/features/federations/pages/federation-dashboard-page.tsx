import { Landmark } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageContainer, PageHeader } from '@web/components/page-header';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/input';
import {
  useFederationRequests,
  useFederations,
  useMemberClubs,
  usePlayersOverTime,
  useSanctionedLeagues,
} from '../api/federations';
import { CreateFederationDialog } from '../components/federation-dialogs';
import { PlayersChart } from '../components/players-chart';
import { RequestsList } from '../components/requests-list';

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <h2 className="leading-none font-semibold tracking-tight">{title}</h2>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function Dashboard({ federationId }: { federationId: string }) {
  const leagues = useSanctionedLeagues(federationId);
  const clubs = useMemberClubs(federationId);
  const players = usePlayersOverTime(federationId);
  const requests = useFederationRequests(federationId, true);
  const pending = (requests.data ?? []).filter((r) => r.status === 'pending');
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Panel title={`Pending requests (${pending.length})`}>
        <RequestsList federationId={federationId} requests={pending} />
      </Panel>
      <Panel title="Players over time">
        {players.data ? (
          <PlayersChart data={players.data} />
        ) : (
          <p className="text-sm text-muted-foreground">Loading…</p>
        )}
      </Panel>
      <Panel title={`Sanctioned leagues (${leagues.data?.length ?? 0})`}>
        <ul className="grid gap-2 text-sm" aria-label="Sanctioned leagues">
          {leagues.data?.map((league) => (
            <li key={league.id}>
              <Link to={`/leagues/${league.id}`} className="font-medium hover:underline">
                {league.name}
              </Link>
              <span className="text-muted-foreground">
                {' '}
                · {league.season} · {league.currentTeams} teams · {league.status}
              </span>
            </li>
          ))}
        </ul>
      </Panel>
      <Panel title={`Member clubs (${clubs.data?.length ?? 0})`}>
        <ul className="grid gap-1 text-sm sm:grid-cols-2" aria-label="Member clubs">
          {clubs.data?.map((club) => (
            <li key={club.teamId}>
              <Link to={`/teams/${club.teamId}`} className="hover:underline">
                {club.name}
              </Link>
            </li>
          ))}
        </ul>
      </Panel>
    </div>
  );
}

/** /dashboard/federation: the official's federations at a glance, with requests to answer. */
export default function FederationDashboardPage() {
  const mine = useFederations({ mine: true });
  const [chosen, setChosen] = useState('');
  const federations = mine.data ?? [];
  const current = federations.find((f) => f.id === chosen) ?? federations[0];
  return (
    <PageContainer>
      <PageHeader
        title="Federation dashboard"
        description="Sanctioned leagues, member clubs, players and the requests waiting for you."
        actions={
          current ? (
            <Button asChild variant="outline">
              <Link to={`/federations/${current.id}`}>Open federation page</Link>
            </Button>
          ) : undefined
        }
      />
      {mine.isLoading ? (
        <p className="text-muted-foreground">Loading…</p>
      ) : !current ? (
        <div className="grid justify-items-center gap-3 py-12 text-center">
          <Landmark className="size-10 text-muted-foreground" aria-hidden />
          <p className="font-medium">You are not an official of a federation yet</p>
          <CreateFederationDialog />
        </div>
      ) : (
        <div className="grid gap-4">
          {federations.length > 1 && (
            <div className="grid max-w-sm gap-1.5">
              <Label htmlFor="dashboard-federation">Federation</Label>
              <NativeSelect
                id="dashboard-federation"
                value={current.id}
                onChange={(event) => setChosen(event.target.value)}
              >
                {federations.map((f) => (
                  <option key={f.id} value={f.id}>
                    {f.name}
                  </option>
                ))}
              </NativeSelect>
            </div>
          )}
          <h2 className="text-xl font-semibold">{current.name}</h2>
          <Dashboard federationId={current.id} />
        </div>
      )}
    </PageContainer>
  );
}
