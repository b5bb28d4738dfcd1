import { ArrowLeft, Landmark, ShieldCheck, Trophy, Users } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import type { FederationView } from '@shared/contracts/federations';
import { PageContainer } from '@web/components/page-header';
import { RecordPageState } from '@web/components/record-page-state';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { capitalise } from '@web/lib/format';
import { useAuth } from '@web/features/auth/api/current-user';
import { FollowButton } from '@web/features/follows/components/follow-button';
import { useFederation, useSanctionedLeagues } from '../api/federations';
import { EditFederationDialog } from '../components/federation-dialogs';
import { FederationOverview } from '../components/federation-overview';
import { LeagueTables } from '../components/league-tables';
import { ManageFederation } from '../components/manage-federation';
import { MemberClubs } from '../components/member-clubs';

const TABS = ['overview', 'leagues', 'clubs', 'manage'] as const;
type Tab = (typeof TABS)[number];

/** The computed figures (from clubs, leagues and squads; never typed in). */
function Counts({ federation }: { federation: FederationView }) {
  const figures = [
    { label: 'Sanctioned leagues', value: federation.counts.leagues, icon: Trophy },
    { label: 'Member clubs', value: federation.counts.memberClubs, icon: ShieldCheck },
    { label: 'Registered players', value: federation.counts.registeredPlayers, icon: Users },
  ];
  return (
    <dl className="grid grid-cols-3 gap-3">
      {figures.map(({ label, value, icon: Icon }) => (
        // A dl may wrap each term and value in one div: the card is that div.
        <Card key={label} className="grid gap-1 p-4">
          <dt className="flex items-center gap-1 text-xs text-muted-foreground sm:text-sm">
            <Icon className="size-4 shrink-0" aria-hidden /> {label}
          </dt>
          <dd className="text-2xl font-bold tabular-nums">{value}</dd>
        </Card>
      ))}
    </dl>
  );
}

/** /federations/:id: the federation, its leagues with their tables, clubs, people and rules. */
export default function FederationPage() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const { user } = useAuth();
  const federation = useFederation(id);
  const leagues = useSanctionedLeagues(id);

  if (!federation.data) {
    return (
      <RecordPageState
        isLoading={federation.isLoading}
        error={federation.error}
        notFound={{ title: 'Federation not found' }}
        failed={{ title: 'Something went wrong' }}
        back={{ to: '/federations', label: 'Browse federations' }}
      />
    );
  }
  const f = federation.data;
  const requested = params.get('tab') as Tab | null;
  const tab: Tab =
    requested && TABS.includes(requested) && (requested !== 'manage' || f.isOfficial)
      ? requested
      : 'overview';
  return (
    <PageContainer>
      <div className="mx-auto grid max-w-5xl grid-cols-[minmax(0,1fr)] gap-6">
        <Button asChild variant="ghost" size="sm" className="-ml-2 justify-self-start">
          <Link to="/federations">
            <ArrowLeft aria-hidden /> All federations
          </Link>
        </Button>
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="flex items-center gap-4">
            {f.logo ? (
              <img src={f.logo} alt="" className="size-16 rounded-md border object-cover" />
            ) : (
              <Landmark className="size-12 text-primary" aria-hidden />
            )}
            <div className="grid gap-1">
              <h1 className="text-3xl font-bold tracking-tight">
                {f.name}
                {f.acronym && (
                  <span className="ml-2 text-xl text-muted-foreground">({f.acronym})</span>
                )}
              </h1>
              <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                {f.federationType && (
                  <Badge variant="secondary">{capitalise(f.federationType)}</Badge>
                )}
                {f.isRecognized && <Badge>Recognised</Badge>}
                <span>{[f.region, f.country].filter(Boolean).join(', ')}</span>
                {f.officialColors.map((colour) => (
                  <span
                    key={colour}
                    className="inline-block size-4 rounded-full border"
                    style={{ background: colour }}
                    title={`Official colour ${colour}`}
                  />
                ))}
              </div>
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            <FollowButton entityType="federation" entityId={f.id} name={f.name} size="default" />
            {f.isOfficial && <EditFederationDialog federation={f} />}
          </div>
        </div>
        <Counts federation={f} />
        <Tabs value={tab} onValueChange={(next) => setParams({ tab: next }, { replace: true })}>
          <TabsList className="w-full justify-start overflow-x-auto sm:w-auto">
            <TabsTrigger value="overview">Overview</TabsTrigger>
            <TabsTrigger value="leagues">Leagues</TabsTrigger>
            <TabsTrigger value="clubs">Clubs</TabsTrigger>
            {f.isOfficial && <TabsTrigger value="manage">Manage</TabsTrigger>}
          </TabsList>
          <TabsContent value="overview">
            <FederationOverview federation={f} />
          </TabsContent>
          <TabsContent value="leagues">
            <LeagueTables leagues={leagues.data ?? []} />
          </TabsContent>
          <TabsContent value="clubs">
            <MemberClubs federation={f} signedIn={Boolean(user)} />
          </TabsContent>
          {f.isOfficial && (
            <TabsContent value="manage">
              <ManageFederation federation={f} />
            </TabsContent>
          )}
        </Tabs>
      </div>
    </PageContainer>
  );
}
