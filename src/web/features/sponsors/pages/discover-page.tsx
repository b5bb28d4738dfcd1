import { useState } from 'react';
import { Link } from 'react-router';
import {
  SPONSORABLE_TYPES,
  type DiscoverItem,
  type SponsorableType,
} from '@shared/contracts/sponsors';
import { CardsSkeleton, EmptyList } from '@web/components/list-state';
import { PageContainer, PageHeader } from '@web/components/page-header';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Input, NativeSelect } from '@web/components/ui/input';
import { useSports } from '@web/features/sports/api/sports';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { useDiscover, useMySponsor } from '../api/sponsors';
import { ProposeDealButton } from '../components/propose-deal-button';
import { ENTITY_LABELS, entityHref } from '../labels';

const FIGURES: [keyof DiscoverItem['reach'], string][] = [
  ['followers', 'Followers'],
  ['members', 'Members'],
  ['gamesPlayed', 'Games played'],
  ['bookings', 'Bookings'],
  ['checkIns', 'Check-ins'],
];

function Result({ item, canPropose }: { item: DiscoverItem; canPropose: boolean }) {
  const figures = FIGURES.filter(([key]) => item.reach[key] > 0);
  return (
    <Card>
      <CardContent className="grid gap-3 p-4">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <Link
              to={entityHref(item.entityType, item.entityId)}
              className="font-medium hover:underline"
            >
              {item.name}
            </Link>
            <p className="truncate text-xs text-muted-foreground">
              {[item.sportName, item.region].filter(Boolean).join(' · ') || '—'}
            </p>
          </div>
          <Badge variant="secondary">{ENTITY_LABELS[item.entityType]}</Badge>
        </div>
        <dl className="grid grid-cols-3 gap-2 text-center text-sm">
          {(figures.length ? figures : FIGURES.slice(0, 1)).map(([key, label]) => (
            <div key={key} className="rounded-md bg-muted/50 p-2">
              <dt className="text-xs text-muted-foreground">{label}</dt>
              <dd className="font-semibold tabular-nums">{item.reach[key]}</dd>
            </div>
          ))}
        </dl>
        {canPropose && (
          <div>
            <ProposeDealButton entity={item} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}

/** /sponsors/discover: what to sponsor, with reach counted from Matchday's own data. */
export default function DiscoverPage() {
  const [entityType, setEntityType] = useState<SponsorableType | ''>('');
  const [sportId, setSportId] = useState('');
  const [region, setRegion] = useState('');
  const [q, setQ] = useState('');
  const sports = useSports();
  const profile = useMySponsor();
  const results = useDiscover({
    entityType: entityType || undefined,
    sportId: sportId ? Number(sportId) : undefined,
    region: useDebouncedValue(region, 300) || undefined,
    q: useDebouncedValue(q, 300) || undefined,
  });
  return (
    <PageContainer>
      <PageHeader
        title="Discover"
        description="Teams, leagues, venues and players to sponsor, with the reach Matchday counts."
        actions={
          <Button asChild variant="outline">
            <Link to="/dashboard/sponsor">Sponsor dashboard</Link>
          </Button>
        }
      />
      {profile.data === null && (
        <p className="mb-4 rounded-md border border-dashed p-3 text-sm">
          <Link to="/dashboard/sponsor" className="font-medium text-primary hover:underline">
            Create your sponsor profile
          </Link>{' '}
          to propose deals.
        </p>
      )}
      <form
        className="mb-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
        aria-label="Filters"
        onSubmit={(e) => e.preventDefault()}
      >
        <FormField id="discover-type" label="What">
          {(control) => (
            <NativeSelect
              {...control}
              value={entityType}
              onChange={(e) => setEntityType(e.target.value as SponsorableType | '')}
            >
              <option value="">Everything</option>
              {SPONSORABLE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {ENTITY_LABELS[type]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField id="discover-sport" label="Sport">
          {(control) => (
            <NativeSelect {...control} value={sportId} onChange={(e) => setSportId(e.target.value)}>
              <option value="">Any sport</option>
              {(sports.data ?? []).map((sport) => (
                <option key={sport.id} value={sport.id}>
                  {sport.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField id="discover-region" label="Region">
          {(control) => (
            <Input
              {...control}
              value={region}
              onChange={(e) => setRegion(e.target.value)}
              placeholder="London, Spain…"
            />
          )}
        </FormField>
        <FormField id="discover-q" label="Name">
          {(control) => (
            <Input {...control} type="search" value={q} onChange={(e) => setQ(e.target.value)} />
          )}
        </FormField>
      </form>
      {results.isLoading ? (
        <CardsSkeleton />
      ) : !results.data?.length ? (
        <EmptyList>
          {results.isError
            ? 'Discovery could not load. Please try again.'
            : 'Nothing matches these filters.'}
        </EmptyList>
      ) : (
        <ul
          className="grid grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-2 xl:grid-cols-3"
          aria-label="Results"
        >
          {results.data.map((item) => (
            <li key={`${item.entityType}:${item.entityId}`}>
              <Result item={item} canPropose={Boolean(profile.data)} />
            </li>
          ))}
        </ul>
      )}
    </PageContainer>
  );
}
