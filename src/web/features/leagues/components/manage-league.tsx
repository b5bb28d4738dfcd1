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
import { Input, NativeSelect } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { localIsoDate } from '@web/lib/format';
import { FeeBadge } from './registration-status';
import {
  useAddLeagueTeam,
  useDecideLeagueTeam,
  useGenerateFixtures,
  useLeagueStatus,
} from '../api/leagues';
import { FixtureSchedule } from './fixture-schedule';
import { Referees } from './referees';
import { ResultsEntry } from './results-entry';
import { SectionCard } from '@web/components/section-card';
import { TeamPicker } from './team-picker';

const STATUS_ACTION: Record<LeagueStatus, string> = {
  planning: 'Back to planning',
  registration: 'Open registration',
  ongoing: 'Start the season',
  completed: 'Complete the season',
  cancelled: 'Cancel the league',
};

function StatusControls({ league }: { league: LeagueView }) {
  const move = useLeagueStatus(league.id);
  const next = LEAGUE_TRANSITIONS[league.status];
  return (
    <SectionCard title="Status">
      <p className="text-sm text-muted-foreground">
        The league is <strong className="text-foreground">{league.status}</strong>.
        {next.length === 0 && ' It is closed; nothing more changes.'}
      </p>
      <div className="flex flex-wrap gap-2">
        {next.map((status) => (
          <Button
            key={status}
            size="sm"
            // Outlined in red: white on the dark theme's red is too faint to read (axe contrast).
            variant={status === 'cancelled' ? 'outline' : 'default'}
            className={status === 'cancelled' ? 'text-destructive' : undefined}
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
    </SectionCard>
  );
}

function Registrations({ league, entries }: { league: LeagueView; entries: LeagueTeamView[] }) {
  const decide = useDecideLeagueTeam(league.id);
  const add = useAddLeagueTeam(league.id);
  // Requests still waiting for their fee are listed too: the admin may decline them (not accept).
  const waiting = entries.filter((e) => e.status === 'pending' || e.status === 'awaiting_payment');
  const full = league.maxTeams !== null && league.currentTeams >= league.maxTeams;
  return (
    <SectionCard title={`Teams (${league.currentTeams}/${league.maxTeams ?? '∞'})`}>
      {waiting.length === 0 ? (
        <p className="text-sm text-muted-foreground">No requests waiting.</p>
      ) : (
        <ul className="grid gap-2" aria-label="Requests to register">
          {waiting.map((entry) => (
            <li
              key={entry.id}
              className="flex flex-wrap items-center justify-between gap-2 text-sm"
            >
              <span className="flex flex-wrap items-center gap-2">
                <span className="font-medium">{entry.teamName}</span>
                <FeeBadge entry={entry} />
              </span>
              <span className="flex gap-2">
                <Button
                  size="sm"
                  disabled={decide.isPending || full || entry.status === 'awaiting_payment'}
                  title={
                    full
                      ? 'The league is full'
                      : entry.status === 'awaiting_payment'
                        ? 'The registration fee is not paid yet'
                        : undefined
                  }
                  onClick={() => decide.mutate({ entryId: entry.id, status: 'accepted' })}
                >
                  <Check aria-hidden /> Accept<span className="sr-only"> {entry.teamName}</span>
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={decide.isPending}
                  onClick={() => {
                    if (
                      entry.feeStatus === 'paid' &&
                      !window.confirm(`Decline ${entry.teamName}? Their fee will be refunded.`)
                    ) {
                      return;
                    }
                    decide.mutate({ entryId: entry.id, status: 'declined' });
                  }}
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
    </SectionCard>
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
      <SectionCard title="Fixtures">
        <p className="text-sm text-muted-foreground">
          Fixtures can be generated for round-robin leagues for now; knockout and group formats are
          coming.
        </p>
      </SectionCard>
    );
  }
  return (
    <SectionCard title="Generate fixtures">
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
    </SectionCard>
  );
}

/**
 * The Manage tab. The admin: status, registrations, fixture generation, kick-offs and venues,
 * referees and quick result entry. A referee: result entry only.
 */
export function ManageLeague({
  league,
  entries,
  fixtures,
  canEnterResults,
}: {
  league: LeagueView;
  entries: LeagueTeamView[];
  fixtures: FixtureView[];
  canEnterResults: boolean;
}) {
  // Mounted once the fixtures are in, so it opens on the first round still to play.
  const results = fixtures.length > 0 && canEnterResults && (
    <ResultsEntry league={league} fixtures={fixtures} />
  );
  if (!league.isAdmin) return <div className="grid grid-cols-[minmax(0,1fr)] gap-6">{results}</div>;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <StatusControls league={league} />
      <Registrations league={league} entries={entries} />
      <GenerateFixtures league={league} hasResults={fixtures.some((f) => f.status === 'played')} />
      {results}
      {fixtures.length > 0 && <FixtureSchedule league={league} fixtures={fixtures} />}
      <Referees league={league} />
    </div>
  );
}
