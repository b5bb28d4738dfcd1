import { useState } from 'react';
import type { FixtureView, LeagueView } from '@shared/contracts/leagues';
import { Button } from '@web/components/ui/button';
import { Input, NativeSelect } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { useEnterResult } from '../api/leagues';
import { groupByRound } from './fixtures-by-round';
import { SectionCard } from '@web/components/section-card';

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

/** Quick result entry, round by round (the admin and the league's referees). */
export function ResultsEntry({
  league,
  fixtures,
}: {
  league: LeagueView;
  fixtures: FixtureView[];
}) {
  const rounds = groupByRound(fixtures);
  const firstOpen = rounds.find(([, matches]) => matches.some((m) => m.status !== 'played'))?.[0];
  const [round, setRound] = useState(firstOpen ?? rounds[0]?.[0] ?? 1);
  const matches = rounds.find(([r]) => r === round)?.[1] ?? [];
  return (
    <SectionCard title="Enter results">
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
    </SectionCard>
  );
}
