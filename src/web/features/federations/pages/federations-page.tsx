import { Landmark, ShieldCheck, Trophy, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { FederationView } from '@shared/contracts/federations';
import { PageContainer, PageHeader } from '@web/components/page-header';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { capitalise } from '@web/lib/format';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { useAuth } from '@web/features/auth/api/current-user';
import { useFederations } from '../api/federations';
import { CreateFederationDialog } from '../components/federation-dialogs';

function FederationCard({ federation: f }: { federation: FederationView }) {
  return (
    <li>
      <Card className="relative h-full transition-colors hover:border-primary/50">
        <CardContent className="grid gap-2 p-5">
          <p className="text-sm text-muted-foreground">
            {f.sport ? `${f.sport.icon ?? ''} ${f.sport.name}` : 'Several sports'}
            {f.federationType && ` · ${capitalise(f.federationType)}`}
            {(f.region ?? f.country) && ` · ${f.region ?? f.country}`}
          </p>
          <h2 className="text-lg font-semibold">
            <Link
              to={`/federations/${f.id}`}
              className="after:absolute after:inset-0 hover:underline"
            >
              {f.name}
            </Link>
            {f.acronym && <span className="ml-2 text-muted-foreground">({f.acronym})</span>}
          </h2>
          <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
            <span className="flex items-center gap-1">
              <Trophy className="size-4" aria-hidden /> {f.counts.leagues} leagues
            </span>
            <span className="flex items-center gap-1">
              <ShieldCheck className="size-4" aria-hidden /> {f.counts.memberClubs} clubs
            </span>
            <span className="flex items-center gap-1">
              <Users className="size-4" aria-hidden /> {f.counts.registeredPlayers} players
            </span>
            {f.isOfficial && <Badge variant="outline">You are an official</Badge>}
          </div>
        </CardContent>
      </Card>
    </li>
  );
}

/** /federations: browse and search governing bodies; federation officials create one. */
export default function FederationsPage() {
  const { user } = useAuth();
  const [query, setQuery] = useState('');
  const q = useDebouncedValue(query.trim(), 300);
  const federations = useFederations({ q: q || undefined });
  const canCreate = user?.userType === 'federation_official' || user?.roles.includes('federation');
  return (
    <PageContainer>
      <PageHeader
        title="Federations"
        description="Governing bodies, their member clubs and the leagues they sanction."
        actions={canCreate ? <CreateFederationDialog /> : undefined}
      />
      <div className="mb-6 grid max-w-md gap-1.5">
        <Label htmlFor="federation-search">Search federations</Label>
        <Input
          id="federation-search"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Name, acronym, region or country"
        />
      </div>
      {federations.isLoading ? (
        <p className="text-muted-foreground">Loading federations…</p>
      ) : federations.error ? (
        <p className="text-destructive">Federations could not be loaded. Please try again.</p>
      ) : federations.data?.length === 0 ? (
        <div className="grid justify-items-center gap-2 py-12 text-center">
          <Landmark className="size-10 text-muted-foreground" aria-hidden />
          <p className="font-medium">No federations found</p>
          <p className="text-sm text-muted-foreground">Try another name or region.</p>
        </div>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Federations">
          {federations.data?.map((federation) => (
            <FederationCard key={federation.id} federation={federation} />
          ))}
        </ul>
      )}
    </PageContainer>
  );
}
