import { ArrowLeft, CalendarDays, Trophy, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import type { LeagueTeamView, LeagueView, RefereeView } from '@shared/contracts/leagues';
import { PageContainer } from '@web/components/page-header';
import { RecordPageState } from '@web/components/record-page-state';
import { personName } from '@web/components/person-name';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { formatMoney } from '@shared/money';
import { FollowButton } from '@web/features/follows/components/follow-button';
import { useAuth } from '@web/features/auth/api/current-user';
import {
  useAddLeagueTeam,
  useFixtures,
  useLeague,
  useLeagueTeams,
  useStandings,
} from '../api/leagues';
import { useLiveLeague, useReferees } from '../api/league-admin';
import { FixturesByRound } from '../components/fixtures-by-round';
import { ManageLeague } from '../components/manage-league';
import { StandingsTable } from '../components/standings-table';
import { TeamPicker } from '../components/team-picker';
import { checkoutPath, FeeBadge, MyRequests } from '../components/registration-status';

const TABS = ['overview', 'table', 'fixtures', 'teams', 'manage'] as const;
type Tab = (typeof TABS)[number];

function Overview({ league, referees }: { league: LeagueView; referees: RefereeView[] }) {
  const facts: [string, string][] = [
    ['Season', league.season ?? '—'],
    [
      'Dates',
      league.startDate && league.endDate ? `${league.startDate} to ${league.endDate}` : '—',
    ],
    ['Format', league.format === 'round_robin' ? 'Round robin' : (league.format ?? '—')],
    [
      'Points',
      `${league.pointsForWin} for a win, ${league.pointsForDraw} for a draw, ${league.pointsForLoss} for a loss`,
    ],
    [
      'Level on points',
      league.standingsRule === 'points_h2h'
        ? 'Head to head, then goal difference, then goals scored'
        : 'Goal difference, then goals scored',
    ],
    ['Registration fee', league.registrationFee ? formatMoney(league.registrationFee) : 'Free'],
    ['Prize money', league.prizeMoney ? formatMoney(league.prizeMoney) : '—'],
    ['Admin', league.admin ? personName(league.admin, 'Admin') : '—'],
    ['Referees', referees.map((r) => personName(r, 'Referee')).join(', ') || '—'],
  ];
  return (
    <Card>
      <CardContent className="grid gap-4 p-6">
        {league.description && <p className="whitespace-pre-line">{league.description}</p>}
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          {facts.map(([term, value]) => (
            <div key={term}>
              <dt className="text-muted-foreground">{term}</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
        </dl>
        {league.rules && (
          <div>
            <h2 className="mb-1 font-semibold">Rules</h2>
            <p className="text-sm whitespace-pre-line text-muted-foreground">{league.rules}</p>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function TeamsList({ entries }: { entries: LeagueTeamView[] }) {
  const accepted = entries.filter((e) => e.status === 'accepted');
  if (accepted.length === 0) return <p className="text-sm text-muted-foreground">No teams yet.</p>;
  return (
    <ul className="grid gap-2 sm:grid-cols-2" aria-label="Teams in the league">
      {accepted.map((entry) => (
        <li key={entry.id} className="flex flex-wrap items-center gap-2">
          <Link to={`/teams/${entry.teamId}`} className="font-medium hover:underline">
            {entry.teamName}
          </Link>
          <FeeBadge entry={entry} />
        </li>
      ))}
    </ul>
  );
}

/**
 * A captain asks to register one of their teams while registration is open; with a
 * registration fee the request goes through checkout first.
 */
function RegisterTeam({ league, entries }: { league: LeagueView; entries: LeagueTeamView[] }) {
  const add = useAddLeagueTeam(league.id);
  const navigate = useNavigate();
  const fee = league.registrationFee && Number(league.registrationFee) > 0;
  const ask = (teamId: string) =>
    add.mutate(teamId, {
      onSuccess: (entry) => {
        if (entry.status === 'awaiting_payment' && entry.paymentOrderId) {
          void navigate(checkoutPath(entry));
        }
      },
    });
  return (
    <Card>
      <CardHeader>
        <h2 className="leading-none font-semibold tracking-tight">Register your team</h2>
        <p className="text-sm text-muted-foreground">
          {fee
            ? `Registration is open. The fee of ${formatMoney(league.registrationFee)} is paid at checkout; then the admin answers your request (a declined request is refunded).`
            : 'Registration is open; the admin answers each request.'}
        </p>
      </CardHeader>
      <CardContent className="grid gap-4">
        <MyRequests entries={entries.filter((e) => e.status !== 'accepted')} />
        <TeamPicker
          sportId={league.sport.id}
          captainOnly
          excluded={new Set(entries.map((e) => e.teamId))}
          pending={add.isPending}
          actionLabel={fee ? 'Ask to join and pay' : 'Ask to join'}
          onPick={ask}
        />
      </CardContent>
    </Card>
  );
}

/**
 * /leagues/:id: the league with its table, fixtures and results, teams, and the admin's tab.
 * `sanction` is what other features add under the header (who sanctions it, composed in app/).
 */
export default function LeaguePage({ sanction }: { sanction?: ReactNode } = {}) {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const { user } = useAuth();
  const league = useLeague(id);
  const entries = useLeagueTeams(id);
  const fixtures = useFixtures(id);
  const standings = useStandings(id);
  const referees = useReferees(id);
  useLiveLeague(id);

  if (!league.data) {
    return (
      <RecordPageState
        isLoading={league.isLoading}
        error={league.error}
        notFound={{ title: 'League not found' }}
        failed={{ title: 'Something went wrong' }}
        back={{ to: '/leagues', label: 'Browse leagues' }}
      />
    );
  }
  const l = league.data;
  // Referees (of the league, or of one of its fixtures) get the Manage tab for results only.
  const isReferee =
    !!user &&
    ((referees.data ?? []).some((r) => r.id === user.id) ||
      (fixtures.data ?? []).some((f) => f.refereeId === user.id));
  const canManage = l.isAdmin || isReferee;
  const requested = params.get('tab') as Tab | null;
  const tab: Tab =
    requested && TABS.includes(requested) && (requested !== 'manage' || canManage)
      ? requested
      : 'table';
  return (
    <PageContainer>
      <div className="mx-auto grid max-w-5xl grid-cols-[minmax(0,1fr)] gap-6">
        <Button asChild variant="ghost" size="sm" className="-ml-2 justify-self-start">
          <Link to="/leagues">
            <ArrowLeft aria-hidden /> All leagues
          </Link>
        </Button>
        <div className="grid gap-2">
          <p className="text-sm font-medium text-muted-foreground">
            <span aria-hidden>{l.sport.icon}</span> {l.sport.name} · {l.season}
          </p>
          <div className="flex flex-wrap items-start justify-between gap-3">
            <h1 className="flex items-center gap-2 text-3xl font-bold tracking-tight">
              <Trophy className="size-7 text-primary" aria-hidden /> {l.name}
            </h1>
            <FollowButton entityType="league" entityId={l.id} name={l.name} />
          </div>
          <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <Badge variant={l.status === 'ongoing' ? 'default' : 'secondary'}>{l.status}</Badge>
            <span className="flex items-center gap-1">
              <Users className="size-4" aria-hidden /> {l.currentTeams}/{l.maxTeams ?? '∞'} teams
            </span>
            {l.startDate && (
              <span className="flex items-center gap-1">
                <CalendarDays className="size-4" aria-hidden /> {l.startDate} – {l.endDate}
              </span>
            )}
          </div>
        </div>
        {sanction}
        {user && !l.isAdmin && l.status === 'registration' && (
          <RegisterTeam league={l} entries={entries.data ?? []} />
        )}
        <Tabs value={tab} onValueChange={(next) => setParams({ tab: next }, { replace: true })}>
          <TabsList className="w-full justify-start overflow-x-auto sm:w-auto">
            <TabsTrigger value="overview">Overview</TabsTrigger>
            <TabsTrigger value="table">Table</TabsTrigger>
            <TabsTrigger value="fixtures">Fixtures &amp; Results</TabsTrigger>
            <TabsTrigger value="teams">Teams</TabsTrigger>
            {canManage && (
              <TabsTrigger value="manage">{l.isAdmin ? 'Manage' : 'Enter results'}</TabsTrigger>
            )}
          </TabsList>
          <TabsContent value="overview">
            <Overview league={l} referees={referees.data ?? []} />
          </TabsContent>
          <TabsContent value="table">
            <Card>
              <CardContent className="p-2 sm:p-4">
                <StandingsTable rows={standings.data ?? []} rule={l.standingsRule} />
              </CardContent>
            </Card>
          </TabsContent>
          <TabsContent value="fixtures">
            <FixturesByRound leagueId={l.id} fixtures={fixtures.data ?? []} />
          </TabsContent>
          <TabsContent value="teams">
            <Card>
              <CardContent className="p-6">
                <TeamsList entries={entries.data ?? []} />
              </CardContent>
            </Card>
          </TabsContent>
          {canManage && (
            <TabsContent value="manage">
              <ManageLeague
                league={l}
                entries={entries.data ?? []}
                fixtures={fixtures.data ?? []}
                canEnterResults
              />
            </TabsContent>
          )}
        </Tabs>
      </div>
    </PageContainer>
  );
}
