import { ArrowLeft, CalendarDays, Crown, Gamepad2, Users } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import type { MatchView } from '@shared/contracts/esports';
import { PageContainer } from '@web/components/page-header';
import { RecordPageState } from '@web/components/record-page-state';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { useAuth } from '@web/features/auth/api/current-user';
import { useMyCaptainTeams } from '../api/esports';
import {
  useMatches,
  useParticipants,
  useTournament,
  useTournamentStandings,
} from '../api/tournaments';
import { MatchDialog } from '../components/match-dialog';
import { OrganizerControls } from '../components/organizer-controls';
import { ParticipantsPanel } from '../components/participants-panel';
import { TournamentOverview } from '../components/tournament-overview';
import { TournamentStages } from '../components/tournament-stages';
import { TournamentStandings } from '../components/tournament-standings';
import { FORMAT_NAMES, STATUS_NAMES } from '../format';

const TABS = ['overview', 'participants', 'bracket', 'standings'] as const;
type Tab = (typeof TABS)[number];

/** /esports/tournaments/:id: overview, teams and seeding, the bracket with results, standings. */
export default function TournamentPage() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const { user } = useAuth();
  const tournament = useTournament(id);
  const participants = useParticipants(id);
  const matches = useMatches(id);
  const standings = useTournamentStandings(id);
  const myTeams = useMyCaptainTeams(Boolean(user));
  const [openMatchId, setOpenMatchId] = useState<string | null>(null);

  if (!tournament.data) {
    return (
      <RecordPageState
        isLoading={tournament.isLoading}
        error={tournament.error}
        notFound={{ title: 'Tournament not found' }}
        failed={{ title: 'Something went wrong' }}
        back={{ to: '/esports', label: 'Browse esports' }}
      />
    );
  }
  const t = tournament.data;
  const entries = participants.data ?? [];
  const names = new Map(entries.map((p) => [p.teamId, p.teamName]));
  const allMatches = matches.data ?? [];
  const requested = params.get('tab') as Tab | null;
  const started = allMatches.length > 0;
  const tab: Tab =
    requested && TABS.includes(requested) ? requested : started ? 'bracket' : 'overview';
  const myTeamIds = new Set(myTeams.map((team) => team.id));
  const openMatch = allMatches.find((m) => m.id === openMatchId) ?? null;
  const champion = t.championTeamId ? names.get(t.championTeamId) : undefined;
  return (
    <PageContainer>
      <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-6">
        <Button asChild variant="ghost" size="sm" className="-ml-2 justify-self-start">
          <Link to="/esports">
            <ArrowLeft aria-hidden /> Esports
          </Link>
        </Button>
        <div className="grid gap-2">
          <p className="flex items-center gap-1 text-sm font-medium text-muted-foreground">
            <Gamepad2 className="size-4" aria-hidden /> {t.game.title} · {FORMAT_NAMES[t.format]}
          </p>
          <h1 className="text-3xl font-bold tracking-tight break-words">{t.name}</h1>
          <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <Badge variant={t.status === 'ongoing' ? 'default' : 'secondary'}>
              {STATUS_NAMES[t.status]}
            </Badge>
            <span className="flex items-center gap-1">
              <Users className="size-4" aria-hidden /> {t.currentTeams}/{t.maxTeams} teams
            </span>
            {t.startDate && (
              <span className="flex items-center gap-1">
                <CalendarDays className="size-4" aria-hidden /> {t.startDate}
              </span>
            )}
            {t.isOrganizer && <Badge variant="outline">You organise it</Badge>}
          </div>
        </div>
        {champion && (
          <Card className="border-primary/50 bg-primary/5">
            <CardContent className="flex items-center gap-3 p-4" role="status">
              <Crown className="size-6 text-primary" aria-hidden />
              <p>
                <span className="text-muted-foreground">Champion: </span>
                <strong>{champion}</strong>
              </p>
            </CardContent>
          </Card>
        )}
        {t.isOrganizer && (
          <OrganizerControls
            tournament={t}
            participantCount={entries.length}
            checkedInCount={
              entries.filter((p) => p.checkedInAt !== null || p.status === 'checked_in').length
            }
          />
        )}
        <Tabs value={tab} onValueChange={(next) => setParams({ tab: next }, { replace: true })}>
          <TabsList className="w-full justify-start overflow-x-auto sm:w-auto">
            <TabsTrigger value="overview">Overview</TabsTrigger>
            <TabsTrigger value="participants">Teams</TabsTrigger>
            <TabsTrigger value="bracket">
              {t.format === 'swiss' || t.format === 'round_robin' ? 'Rounds' : 'Bracket'}
            </TabsTrigger>
            <TabsTrigger value="standings">Standings</TabsTrigger>
          </TabsList>
          <TabsContent value="overview">
            <TournamentOverview tournament={t} />
          </TabsContent>
          <TabsContent value="participants">
            <ParticipantsPanel tournament={t} participants={entries} myTeams={myTeams} />
          </TabsContent>
          <TabsContent value="bracket">
            <TournamentStages
              tournament={t}
              matches={allMatches}
              standings={standings.data ?? []}
              names={names}
              onOpen={(match: MatchView) => setOpenMatchId(match.id)}
            />
          </TabsContent>
          <TabsContent value="standings">
            <Card>
              <CardContent className="p-2 sm:p-4">
                <TournamentStandings
                  rows={standings.data ?? []}
                  caption="Standings"
                  showBuchholz={t.format === 'swiss'}
                />
              </CardContent>
            </Card>
          </TabsContent>
        </Tabs>
        <MatchDialog
          key={openMatch?.id}
          tournamentId={t.id}
          match={openMatch}
          names={names}
          isOrganizer={t.isOrganizer}
          myTeamIds={myTeamIds}
          onClose={() => setOpenMatchId(null)}
        />
      </div>
    </PageContainer>
  );
}
