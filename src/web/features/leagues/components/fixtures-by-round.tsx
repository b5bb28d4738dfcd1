import { CalendarPlus } from 'lucide-react';
import type { FixtureView } from '@shared/contracts/leagues';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';

const kickOff = (iso: string | null) =>
  iso
    ? new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(iso),
      )
    : 'Date to be set';

/** The fixtures grouped by round, each as home – score – away (with venue and referee). */
export function groupByRound(fixtures: FixtureView[]): [number, FixtureView[]][] {
  const rounds = new Map<number, FixtureView[]>();
  for (const fixture of fixtures)
    rounds.set(fixture.round, [...(rounds.get(fixture.round) ?? []), fixture]);
  return [...rounds.entries()].sort(([a], [b]) => a - b);
}

export function FixturesByRound({
  leagueId,
  fixtures,
}: {
  leagueId: string;
  fixtures: FixtureView[];
}) {
  if (fixtures.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        No fixtures yet. The admin generates them once the teams are in.
      </p>
    );
  }
  const base = `/api/leagues/${encodeURIComponent(leagueId)}`;
  return (
    <div className="grid gap-4">
      <a
        href={`${base}/calendar.ics`}
        className="flex items-center gap-1.5 text-sm font-medium text-primary hover:underline"
      >
        <CalendarPlus className="size-4" aria-hidden /> Add every fixture to your calendar
      </a>
      <div className="grid gap-4 md:grid-cols-2">
        {groupByRound(fixtures).map(([round, matches]) => (
          <Card key={round}>
            <CardHeader>
              <h3 className="leading-none font-semibold tracking-tight">Round {round}</h3>
              <p className="text-xs text-muted-foreground">{kickOff(matches[0]!.startTime)}</p>
            </CardHeader>
            <CardContent>
              <ul className="grid gap-2 text-sm" aria-label={`Round ${round}`}>
                {matches.map((f) => (
                  <li key={f.id} className="grid grid-cols-[1fr_auto_1fr] items-center gap-x-2">
                    <span className="truncate text-right">{f.homeTeamName}</span>
                    <span className="rounded bg-muted px-2 py-0.5 font-semibold tabular-nums">
                      {f.status === 'played' ? `${f.homeScore} – ${f.awayScore}` : 'v'}
                    </span>
                    <span className="flex items-center justify-between gap-1">
                      <span className="truncate">{f.awayTeamName}</span>
                      {f.startTime && (
                        <a
                          href={`${base}/fixtures/${f.id}/calendar.ics`}
                          className="shrink-0 rounded p-1 text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                          aria-label={`Add ${f.homeTeamName} v ${f.awayTeamName} to your calendar`}
                        >
                          <CalendarPlus className="size-4" aria-hidden />
                        </a>
                      )}
                    </span>
                    {/* Kick-off only when it differs from the round's; the venue when set. */}
                    {(f.venueName || f.refereeName || f.startTime !== matches[0]!.startTime) && (
                      <span className="col-span-3 text-center text-xs text-muted-foreground">
                        {[
                          f.startTime !== matches[0]!.startTime ? kickOff(f.startTime) : null,
                          f.venueName,
                          f.refereeName && `Referee: ${f.refereeName}`,
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
        ))}
      </div>
    </div>
  );
}
