import { MapPin, X } from 'lucide-react';
import { useState } from 'react';
import type { FixtureView, LeagueView } from '@shared/contracts/leagues';
import { formatDuration } from '@shared/slots';
import { Button } from '@web/components/ui/button';
import { Input, NativeSelect } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { errorMessage } from '@web/lib/api-client';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { toast } from '@web/lib/use-toast';
import { useReferees, useUpdateFixture, useVenueSearch } from '../api/league-admin';
import { personName } from '@web/components/person-name';
import { groupByRound } from './fixtures-by-round';
import { SectionCard } from '@web/components/section-card';

/** An instant as the value of a datetime-local input, on this device's clock. */
function localInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

type Venue = { id: string; name: string } | null;

function VenuePicker({
  sportId,
  label,
  venue,
  onChange,
}: {
  sportId: number;
  label: string;
  venue: Venue;
  onChange: (venue: Venue) => void;
}) {
  const [query, setQuery] = useState('');
  const q = useDebouncedValue(query.trim(), 300);
  const found = useVenueSearch(sportId, q);
  if (venue) {
    return (
      <div className="flex items-center justify-between gap-2 rounded-md border px-3 py-1.5 text-sm">
        <span className="flex min-w-0 items-center gap-1.5">
          <MapPin className="size-4 shrink-0 text-muted-foreground" aria-hidden />
          <span className="truncate">{venue.name}</span>
        </span>
        <Button type="button" size="sm" variant="ghost" onClick={() => onChange(null)}>
          <X aria-hidden /> No venue<span className="sr-only"> for {label}</span>
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-2">
      <Input
        type="search"
        aria-label={`Venue for ${label}`}
        placeholder="Venue name or city"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {q.length >= 2 && (
        <ul className="grid gap-1 text-sm" aria-label={`Venues for ${label}`}>
          {(found.data?.items ?? []).length === 0 && (
            <li className="text-muted-foreground">
              {found.isLoading ? 'Looking…' : 'No venue of this sport matches.'}
            </li>
          )}
          {(found.data?.items ?? []).map((v) => (
            <li key={v.id}>
              <Button
                type="button"
                size="sm"
                variant="outline"
                className="w-full justify-start"
                onClick={() => onChange({ id: v.id, name: v.name })}
              >
                <span className="truncate">
                  {v.name}, {v.city}
                </span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function ScheduleRow({ league, fixture }: { league: LeagueView; fixture: FixtureView }) {
  const update = useUpdateFixture(league.id);
  const label = `${fixture.homeTeamName} v ${fixture.awayTeamName}`;
  const [when, setWhen] = useState(localInput(fixture.startTime));
  const [venue, setVenue] = useState<Venue>(
    fixture.venueId ? { id: fixture.venueId, name: fixture.venueName ?? 'Venue' } : null,
  );
  const [refereeId, setRefereeId] = useState(fixture.refereeId ?? '');
  const referees = useReferees(league.id);
  const [error, setError] = useState<string | null>(null);
  const changed =
    when !== localInput(fixture.startTime) ||
    (venue?.id ?? null) !== fixture.venueId ||
    refereeId !== (fixture.refereeId ?? '');
  return (
    <li>
      <form
        className="grid grid-cols-[minmax(0,1fr)] gap-2 rounded-md border p-3 text-sm sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-start"
        aria-label={label}
        onSubmit={(event) => {
          event.preventDefault();
          setError(null);
          update.mutate(
            {
              fixtureId: fixture.id,
              startTime: when ? new Date(when).toISOString() : null,
              venueId: venue?.id ?? null,
              ...(refereeId !== (fixture.refereeId ?? '') && { refereeId: refereeId || null }),
            },
            {
              onSuccess: () =>
                toast({ title: 'Fixture updated', description: `${label} is scheduled.` }),
              onError: (e) => setError(errorMessage(e, 'The fixture could not be saved.')),
            },
          );
        }}
      >
        <p className="font-medium sm:col-span-3">{label}</p>
        <Input
          type="datetime-local"
          aria-label={`Kick-off of ${label}`}
          value={when}
          onChange={(event) => setWhen(event.target.value)}
        />
        <VenuePicker sportId={league.sport.id} label={label} venue={venue} onChange={setVenue} />
        {(referees.data ?? []).length > 0 && (
          <NativeSelect
            aria-label={`Referee of ${label}`}
            value={refereeId}
            onChange={(event) => setRefereeId(event.target.value)}
            className="sm:col-start-1"
          >
            <option value="">Any of the league’s referees</option>
            {referees.data!.map((referee) => (
              <option key={referee.id} value={referee.id}>
                {personName(referee, 'Referee')}
              </option>
            ))}
          </NativeSelect>
        )}
        <Button
          type="submit"
          size="sm"
          className="sm:col-start-3 sm:row-start-2"
          disabled={!changed}
          pending={update.isPending}
        >
          Save<span className="sr-only"> kick-off and venue of {label}</span>
        </Button>
        {error && (
          <p role="alert" className="text-sm text-destructive sm:col-span-3">
            {error}
          </p>
        )}
      </form>
    </li>
  );
}

/** Kick-off and venue per fixture; a venue books its pitch for the league's fixture length. */
export function FixtureSchedule({
  league,
  fixtures,
}: {
  league: LeagueView;
  fixtures: FixtureView[];
}) {
  const rounds = groupByRound(fixtures);
  const firstOpen = rounds.find(([, ms]) => ms.some((m) => m.status !== 'played'))?.[0];
  const [round, setRound] = useState(firstOpen ?? rounds[0]?.[0] ?? 1);
  const matches = rounds.find(([r]) => r === round)?.[1] ?? [];
  return (
    <SectionCard title="Kick-offs and venues">
      <p className="text-sm text-muted-foreground">
        Choosing a venue books its pitch for {formatDuration(league.fixtureMinutes)} from kick-off,
        like any booking: a slot someone already holds is refused.
      </p>
      <div className="grid max-w-xs gap-1.5">
        <Label htmlFor="schedule-round">Round</Label>
        <NativeSelect
          id="schedule-round"
          value={round}
          onChange={(e) => setRound(Number(e.target.value))}
        >
          {rounds.map(([r]) => (
            <option key={r} value={r}>
              Round {r}
            </option>
          ))}
        </NativeSelect>
      </div>
      <ul
        className="grid grid-cols-[minmax(0,1fr)] gap-3"
        aria-label={`Kick-offs and venues of round ${round}`}
      >
        {matches.map((fixture) => (
          <ScheduleRow
            key={`${fixture.id}-${fixture.startTime}-${fixture.venueId}-${fixture.refereeId}`}
            league={league}
            fixture={fixture}
          />
        ))}
      </ul>
    </SectionCard>
  );
}
