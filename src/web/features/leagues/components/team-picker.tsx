import { useState } from 'react';
import { Plus } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { useTeams } from '@web/features/teams/api/teams';

type TeamPickerProps = {
  sportId: number;
  /** Only teams the viewer captains (a captain registering), or any team (the admin). */
  captainOnly: boolean;
  excluded: Set<string>;
  pending: boolean;
  actionLabel: string;
  onPick: (teamId: string) => void;
};

/** Find a team of the league's sport by name and add it (or ask to). */
export function TeamPicker({
  sportId,
  captainOnly,
  excluded,
  pending,
  actionLabel,
  onPick,
}: TeamPickerProps) {
  const [query, setQuery] = useState('');
  const q = useDebouncedValue(query.trim(), 300);
  const teams = useTeams({ q: q || undefined, sportId });
  const found = (teams.data?.pages.flatMap((page) => page.items) ?? []).filter(
    (team) => !excluded.has(team.id) && (!captainOnly || team.myStatus === 'captain'),
  );
  return (
    <div className="grid gap-3">
      <div className="grid gap-1.5">
        <Label htmlFor="league-team-search">{captainOnly ? 'Your team' : 'Find a team'}</Label>
        <Input
          id="league-team-search"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Team name"
        />
      </div>
      {found.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {teams.isLoading
            ? 'Looking for teams…'
            : captainOnly
              ? 'No team of yours plays this sport yet.'
              : 'No team of this sport matches.'}
        </p>
      ) : (
        <ul className="grid gap-2" aria-label="Teams found">
          {found.slice(0, 8).map((team) => (
            <li key={team.id} className="flex items-center justify-between gap-3 text-sm">
              <span className="truncate">{team.name}</span>
              <Button
                size="sm"
                variant="outline"
                disabled={pending}
                onClick={() => onPick(team.id)}
              >
                <Plus aria-hidden /> {actionLabel}
                <span className="sr-only"> {team.name}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
