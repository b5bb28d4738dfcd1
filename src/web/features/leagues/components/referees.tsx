import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import type { LeagueView } from '@shared/contracts/leagues';
import { personName } from '@web/components/person-name';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { useAddReferee, usePeopleSearch, useReferees, useRemoveReferee } from '../api/league-admin';
import { SectionCard } from '@web/components/section-card';

/** The admin names referees: they may enter and correct results, and nothing else. */
export function Referees({ league }: { league: LeagueView }) {
  const referees = useReferees(league.id);
  const add = useAddReferee(league.id);
  const remove = useRemoveReferee(league.id);
  const [query, setQuery] = useState('');
  const q = useDebouncedValue(query.trim(), 300);
  const found = usePeopleSearch(q);
  const named = new Set((referees.data ?? []).map((r) => r.id));
  const candidates = (found.data?.items ?? []).filter((p) => !named.has(p.id) && !p.isMe);
  return (
    <SectionCard title="Referees">
      <p className="text-sm text-muted-foreground">
        Referees can enter and correct results from their Manage tab; they cannot change anything
        else.
      </p>
      {(referees.data ?? []).length === 0 ? (
        <p className="text-sm text-muted-foreground">No referees yet.</p>
      ) : (
        <ul className="grid gap-2" aria-label="Referees">
          {referees.data!.map((referee) => (
            <li key={referee.id} className="flex items-center justify-between gap-2 text-sm">
              <span className="truncate font-medium">{personName(referee, 'Referee')}</span>
              <Button
                size="sm"
                variant="outline"
                disabled={remove.isPending}
                onClick={() => remove.mutate(referee.id)}
              >
                <X aria-hidden /> Remove
                <span className="sr-only"> {personName(referee, 'Referee')}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="grid gap-1.5">
        <Label htmlFor="referee-search">Find a person</Label>
        <Input
          id="referee-search"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Name"
        />
      </div>
      {q.length >= 2 && (
        <ul className="grid gap-2" aria-label="People found">
          {candidates.length === 0 && (
            <li className="text-sm text-muted-foreground">
              {found.isLoading ? 'Looking…' : 'Nobody matches.'}
            </li>
          )}
          {candidates.map((person) => (
            <li key={person.id} className="flex items-center justify-between gap-2 text-sm">
              <span className="truncate">{personName(person, 'Player')}</span>
              <Button
                size="sm"
                variant="outline"
                disabled={add.isPending}
                onClick={() => add.mutate(person.id, { onSuccess: () => setQuery('') })}
              >
                <Plus aria-hidden /> Name referee
                <span className="sr-only"> {personName(person, 'Player')}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
