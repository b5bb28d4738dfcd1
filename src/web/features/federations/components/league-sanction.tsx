import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/input';
import { useLeague } from '@web/features/leagues/api/leagues';
import { useFederations, useLeagueSanction, useRequestSanction } from '../api/federations';

/**
 * On a league's page: "Sanctioned by …", and for its admin while it has none, a way to ask a
 * federation (with what they already asked).
 */
export function LeagueSanction({ leagueId }: { leagueId: string }) {
  const sanction = useLeagueSanction(leagueId);
  const isAdmin = sanction.data?.isLeagueAdmin ?? false;
  const unsanctioned = sanction.data !== undefined && sanction.data.federation === null;
  const federations = useFederations({}, isAdmin && unsanctioned);
  const league = useLeague(leagueId);
  const request = useRequestSanction(leagueId);
  const [choice, setChoice] = useState('');
  if (!sanction.data) return null;
  const { federation, requests } = sanction.data;
  if (federation) {
    return (
      <p className="flex items-center gap-2 text-sm">
        <ShieldCheck className="size-4 text-primary" aria-hidden />
        Sanctioned by{' '}
        <Link to={`/federations/${federation.id}`} className="font-medium hover:underline">
          {federation.name}
        </Link>
      </p>
    );
  }
  if (!isAdmin) return null;
  const pending = requests.filter((r) => r.status === 'pending');
  const asked = new Set(pending.map((r) => r.federation.id));
  // Only federations of the league's sport (or of several sports) can sanction it.
  const sportId = league.data?.sport.id;
  const options = (federations.data ?? []).filter(
    (f) => !asked.has(f.id) && (f.sport === null || f.sport.id === sportId),
  );
  return (
    <div className="grid gap-2 rounded-md border p-4 text-sm">
      <p className="font-medium">Not sanctioned by a federation</p>
      {pending.map((r) => (
        <p key={r.id} className="text-muted-foreground">
          Waiting for {r.federation.name} to answer.
        </p>
      ))}
      {options.length > 0 && (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (choice) request.mutate(choice, { onSuccess: () => setChoice('') });
          }}
        >
          <div className="grid gap-1.5">
            <Label htmlFor="sanction-federation">Federation</Label>
            <NativeSelect
              id="sanction-federation"
              value={choice}
              onChange={(event) => setChoice(event.target.value)}
            >
              <option value="">Choose a federation</option>
              {options.map((f) => (
                <option key={f.id} value={f.id}>
                  {f.name}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button type="submit" disabled={!choice} pending={request.isPending}>
            Request sanctioning
          </Button>
        </form>
      )}
    </div>
  );
}
