import { Check, X } from 'lucide-react';
import { useState } from 'react';
import {
  type FixtureView,
  LEAGUE_MAX_DAYS_BETWEEN_ROUNDS,
  LEAGUE_TRANSITIONS,
  type LeagueTeamView,
  type LeagueView,
} from '@shared/contracts/leagues';
import type { LeagueStatus } from '@shared/enums';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { Input, NativeSelect } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { localIsoDate } from '@web/lib/format';
import {
  useAddLeagueTeam,
  useDecideLeagueTeam,
  useEnterResult,
  useGenerateFixtures,
  useLeagueStatus,
} from '../api/leagues';
import { groupByRound } from './fixtures-by-round';
import { TeamPicker } from './team-picker';

const STATUS_ACTION: Record<LeagueStatus, string> = {
  planning: 'Back to planning',
  registration: 'Open registration',
  ongoing: 'Start the season',
  completed: 'Complete the season',
  cancelled: 'Cancel the league',
};

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <h2 className="leading-none font-semibold tracking-tight">{title}</h2>
      </CardHeader>
      <CardContent className="grid gap-4">{children}</CardContent>
    </Card>
  );
}

function StatusControls({ league }: { league: LeagueView }) {
  const move = useLeagueStatus(league.id);
  const next = LEAGUE_TRANSITIONS[league.status];
  return (
    <Section title="Status">
      <p className="text-sm text-muted-foreground">
        The league is <strong className="text-foreground">{league.status}</strong>.
        {next.length === 0 && ' It is closed; nothing more changes.'}
      </p>
      <div className="flex flex-wrap gap-2">
        {next.map((status) => (
          <Button
            key={status}
            size="sm"
            variant={status === 'cancelled' ? 'destructive' : 'default'}
            disabled={move.isPending}
            onClick={() => {
              if (
                status === 'cancelled' &&
                !window.confirm('Cancel this league? This cannot be undone.')
              )
                return;
              move.mutate(status);
            }}
          >
            {STATUS_ACTION[status]}
          </Button>
        ))}
      </div>
    </Section>
  );
}

function Registrations({ league, entries }: { league: LeagueView; entries: LeagueTeamView[] }) {
  const decide = useDecideLeagueTeam(league.id);
  const add = useAddLeagueTeam(league.id);
  const waiting = entries.filter((e) => e.status === 'pending');
  const full = league.maxTeams !== null && league.currentTeams >= league.maxTeams;
  return (
    <Section title={`Teams (${league.currentTeams}/${league.maxTeams ?? '∞'})`}>
      {waiting.length === 0 ? (
        <p className="text-sm text-muted-foreground">No requests waiting.</p>
      ) : (
        <ul className="grid gap-2" aria-label="Requests to register">
          {waiting.map((entry) => (
            <li
              key={entry.id}
              className="flex flex-wrap items-center justify-between gap-2 text-sm"
            >
              <span className="font-medium">{entry.teamName}</span>
              <span className="flex gap-2">
                <Button
                  size="sm"
                  disabled={decide.isPending || full}
                  title={full ? 'The league is full' : undefined}
                  onClick={() => decide.mutate({ entryId: entry.id, status: 'accepted' })}
                >
                  <Check aria-hidden /> Accept<span className="sr-only"> {entry.teamName}</span>
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={decide.isPending}
                  onClick={() => decide.mutate({ entryId: entry.id, status: 'declined' })}
                >
                  <X aria-hidden /> Decline<span className="sr-only"> {entry.teamName}</span>
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {!full && league.status !== 'completed' && league.status !== 'cancelled' && (
        <TeamPicker
          sportId={league.sport.id}
          captainOnly={false}
          excluded={new Set(entries.filter((e) => e.status !== 'declined').map((e) => e.teamId))}
          pending={add.isPending}
          actionLabel="Add"
          onPick={(teamId) => add.mutate(teamId)}
        />
      )}
    </Section>
  );
}

function GenerateFixtures({ league, hasResults }: { league: LeagueView; hasResults: boolean }) {
  const generate = useGenerateFixtures(league.id);
  const [rounds, setRounds] = useState<1 | 2>(2);
  const [startDate, setStartDate] = useState(league.startDate ?? localIsoDate(new Date()));
  const [days, setDays] = useState(7);
  const [kickOffTime, setKickOff] = useState('15:00');
  if (league.format !== 'round_robin') {
    return (
      <Section title="Fixtures">
        <p className="text-sm text-muted-foreground">
          Fixtures can be generated for round-robin leagues for now; knockout and group formats are
          coming.
        </p>
      </Section>
    );
  }
  return (
    <Section title="Generate fixtures">
      {hasResults ? (
        <p className="text-sm text-muted-foreground">
          Results have been entered, so the fixtures stay as they are.
        </p>
      ) : (
        <form
          className="grid gap-3 sm:grid-cols-2"
          onSubmit={(event) => {
            event.preventDefault();
            const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
            generate.mutate({ rounds, startDate, daysBetweenRounds: days, kickOffTime, timeZone });
          }}
        >
          <div className="grid gap-1.5">
            <Label htmlFor="fixtures-rounds">Legs</Label>
            <NativeSelect
              id="fixtures-rounds"
              value={rounds}
              onChange={(event) => setRounds(event.target.value === '1' ? 1 : 2)}
            >
              <option value={2}>Home and away (double round robin)</option>
              <option value={1}>Once each (single round robin)</option>
            </NativeSelect>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="fixtures-start">First match day</Label>
            <Input
              id="fixtures-start"
              type="date"
              value={startDate}
              onChange={(e) => setStartDate(e.target.value)}
              required
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="fixtures-days">Days between rounds</Label>
            <Input
              id="fixtures-days"
              type="number"
              inputMode="numeric"
              min={1}
              max={LEAGUE_MAX_DAYS_BETWEEN_ROUNDS}
              value={days}
              onChange={(e) => setDays(Number(e.target.value))}
              required
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="fixtures-kickoff">Kick-off</Label>
            <Input
              id="fixtures-kickoff"
              type="time"
              value={kickOffTime}
              onChange={(e) => setKickOff(e.target.value)}
              required
            />
          </div>
          <div className="sm:col-span-2">
            <Button type="submit" pending={generate.isPending}>
              Generate fixtures
            </Button>
            <p className="mt-2 text-xs text-muted-foreground">
              Teams are drawn at random; generating again before any result replaces the draw.
            </p>
          </div>
        </form>
      )}
    </Section>
  );
}

function ResultRow({ leagueId, fixture }: { leagueId: string; fixture: FixtureView }) {
  const enter = useEnterResult(leagueId);
  const [home, setHome] = useState(fixture.homeScore?.toString() ?? '');
  const [away, setAway] = useState(fixture.awayScore?.toString() ?? '');
  const valid = /^\d{1,3}$/.test(home) && /^\d{1,3}$/.test(away);
  const changed =
    home !== (fixture.homeScore?.toString() ?? '') ||
    away !== (fixture.awayScore?.toString() ?? '');
  return (
    <li>
      {/* A phone shows each team on its own line beside its score; wider screens one line. */}
      <form
        className="grid grid-cols-[minmax(0,1fr)_3.5rem] items-center gap-2 rounded-md border p-2 text-sm sm:grid-cols-[minmax(0,1fr)_3.5rem_3.5rem_minmax(0,1fr)_auto] sm:border-0 sm:p-0"
        onSubmit={(event) => {
          event.preventDefault();
          if (valid)
            enter.mutate({
              fixtureId: fixture.id,
              homeScore: Number(home),
              awayScore: Number(away),
            });
        }}
      >
        <span className="truncate sm:text-right">{fixture.homeTeamName}</span>
        <Input
          aria-label={`${fixture.homeTeamName} goals`}
          inputMode="numeric"
          value={home}
          onChange={(e) => setHome(e.target.value.trim())}
          className="text-center"
        />
        <Input
          aria-label={`${fixture.awayTeamName} goals`}
          inputMode="numeric"
          value={away}
          onChange={(e) => setAway(e.target.value.trim())}
          className="order-4 text-center sm:order-none"
        />
        <span className="order-3 truncate sm:order-none">{fixture.awayTeamName}</span>
        <Button
          type="submit"
          size="sm"
          variant="outline"
          className="order-5 col-span-2 sm:order-none sm:col-span-1"
          disabled={!valid || !changed}
          pending={enter.isPending}
        >
          Save
          <span className="sr-only">
            {' '}
            {fixture.homeTeamName} against {fixture.awayTeamName}
          </span>
        </Button>
      </form>
    </li>
  );
}

function Results({ league, fixtures }: { league: LeagueView; fixtures: FixtureView[] }) {
  const rounds = groupByRound(fixtures);
  const firstOpen = rounds.find(([, matches]) => matches.some((m) => m.status !== 'played'))?.[0];
  const [round, setRound] = useState(firstOpen ?? rounds[0]?.[0] ?? 1);
  const matches = rounds.find(([r]) => r === round)?.[1] ?? [];
  return (
    <Section title="Enter results">
      <div className="grid max-w-xs gap-1.5">
        <Label htmlFor="results-round">Round</Label>
        <NativeSelect
          id="results-round"
          value={round}
          onChange={(e) => setRound(Number(e.target.value))}
        >
          {rounds.map(([r, ms]) => (
            <option key={r} value={r}>
              Round {r} ({ms.filter((m) => m.status === 'played').length}/{ms.length} played)
            </option>
          ))}
        </NativeSelect>
      </div>
      <ul className="grid gap-2" aria-label={`Results of round ${round}`}>
        {matches.map((fixture) => (
          <ResultRow
            key={`${fixture.id}-${fixture.homeScore}-${fixture.awayScore}`}
            leagueId={league.id}
            fixture={fixture}
          />
        ))}
      </ul>
    </Section>
  );
}

/** The admin's tab: status, registrations, fixture generation and quick result entry. */
export function ManageLeague({
  league,
  entries,
  fixtures,
}: {
  league: LeagueView;
  entries: LeagueTeamView[];
  fixtures: FixtureView[];
}) {
  return (
    <div className="grid gap-6">
      <StatusControls league={league} />
      <Registrations league={league} entries={entries} />
      <GenerateFixtures league={league} hasResults={fixtures.some((f) => f.status === 'played')} />
      {/* Mounted once the fixtures are in, so it opens on the first round still to play. */}
      {fixtures.length > 0 && <Results league={league} fixtures={fixtures} />}
    </div>
  );
}
