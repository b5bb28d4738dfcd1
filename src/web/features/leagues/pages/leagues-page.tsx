import { Trophy, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { LeagueView } from '@shared/contracts/leagues';
import { PageContainer, PageHeader } from '@web/components/page-header';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { useAuth } from '@web/features/auth/api/current-user';
import { useLeagues } from '../api/leagues';
import { CreateLeagueDialog } from '../components/create-league-dialog';

function LeagueCard({ league }: { league: LeagueView }) {
  return (
    <li>
      <Card className="relative h-full transition-colors hover:border-primary/50">
        <CardContent className="grid gap-2 p-5">
          <p className="text-sm text-muted-foreground">
            <span aria-hidden>{league.sport.icon}</span> {league.sport.name} · {league.season}
          </p>
          <h2 className="text-lg font-semibold">
            <Link
              to={`/leagues/${league.id}`}
              className="after:absolute after:inset-0 hover:underline"
            >
              {league.name}
            </Link>
          </h2>
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <Badge variant={league.status === 'ongoing' ? 'default' : 'secondary'}>
              {league.status}
            </Badge>
            <span className="flex items-center gap-1 text-muted-foreground">
              <Users className="size-4" aria-hidden />
              {league.currentTeams}/{league.maxTeams ?? '∞'} teams
            </span>
            {league.isAdmin && <Badge variant="outline">You run it</Badge>}
          </div>
        </CardContent>
      </Card>
    </li>
  );
}

/** /leagues: browse and search leagues; league admins create one. */
export default function LeaguesPage() {
  const { user } = useAuth();
  const [query, setQuery] = useState('');
  const q = useDebouncedValue(query.trim(), 300);
  const leagues = useLeagues({ q: q || undefined });
  const canCreate = user?.userType === 'league_admin' || user?.roles.includes('league');
  return (
    <PageContainer>
      <PageHeader
        title="Leagues"
        description="Seasons with fixtures, results and a live table."
        actions={canCreate ? <CreateLeagueDialog /> : undefined}
      />
      <div className="mb-6 grid max-w-md gap-1.5">
        <Label htmlFor="league-search">Search leagues</Label>
        <Input
          id="league-search"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="League name or season"
        />
      </div>
      {leagues.isLoading ? (
        <p className="text-muted-foreground">Loading leagues…</p>
      ) : leagues.error ? (
        <p className="text-destructive">Leagues could not be loaded. Please try again.</p>
      ) : leagues.data?.length === 0 ? (
        <div className="grid justify-items-center gap-2 py-12 text-center">
          <Trophy className="size-10 text-muted-foreground" aria-hidden />
          <p className="font-medium">No leagues found</p>
          <p className="text-sm text-muted-foreground">Try another name or season.</p>
        </div>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Leagues">
          {leagues.data?.map((league) => (
            <LeagueCard key={league.id} league={league} />
          ))}
        </ul>
      )}
    </PageContainer>
  );
}
