import { Link } from 'react-router';
import type { FederationLeagueView } from '@shared/contracts/federations';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { useStandings } from '@web/features/leagues/api/leagues';
import { StandingsTable } from '@web/features/leagues/components/standings-table';

function LeagueTable({ league }: { league: FederationLeagueView }) {
  const standings = useStandings(league.id);
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <h3 className="leading-none font-semibold tracking-tight">
          <Link to={`/leagues/${league.id}`} className="hover:underline">
            {league.name}
          </Link>
        </h3>
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          {league.season} <Badge variant="secondary">{league.status}</Badge>
        </p>
      </CardHeader>
      <CardContent className="p-2 sm:p-4">
        {standings.isLoading ? (
          <p className="text-sm text-muted-foreground">Loading the table…</p>
        ) : (
          <StandingsTable rows={standings.data ?? []} rule={league.standingsRule} />
        )}
      </CardContent>
    </Card>
  );
}

/** Each sanctioned league with its live table (the leagues feature's own). */
export function LeagueTables({ leagues }: { leagues: FederationLeagueView[] }) {
  if (leagues.length === 0) {
    return <p className="text-sm text-muted-foreground">No sanctioned leagues yet.</p>;
  }
  return (
    <div className="grid gap-4">
      {leagues.map((league) => (
        <LeagueTable key={league.id} league={league} />
      ))}
    </div>
  );
}
