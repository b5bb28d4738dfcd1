import { useState } from 'react';
import { Button } from '@web/components/ui/button';
import { Input, NativeSelect } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { personName } from '@web/components/person-name';
import { usePlayers } from '@web/features/players/api/players';
import { useInviteMember } from '../api/esports';

type Role = 'player' | 'substitute' | 'coach';

/** The captain finds a player by name and invites them with a role; they accept on their side. */
export function InviteMember({ teamId, excluded }: { teamId: string; excluded: Set<string> }) {
  const [query, setQuery] = useState('');
  const [role, setRole] = useState<Role>('player');
  const q = useDebouncedValue(query.trim(), 300);
  const players = usePlayers({ q: q || undefined });
  const invite = useInviteMember(teamId);
  const found = (players.data?.pages.flatMap((page) => page.items) ?? [])
    .filter((player) => !excluded.has(player.id) && !player.isMe)
    .slice(0, 6);
  return (
    <div className="grid gap-3">
      <div className="grid gap-3 sm:grid-cols-[1fr_auto]">
        <div className="grid gap-1.5">
          <Label htmlFor="invite-search">Find a player</Label>
          <Input
            id="invite-search"
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Name"
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="invite-role">Role</Label>
          <NativeSelect
            id="invite-role"
            value={role}
            onChange={(event) => setRole(event.target.value as Role)}
          >
            <option value="player">Player</option>
            <option value="substitute">Substitute</option>
            <option value="coach">Coach</option>
          </NativeSelect>
        </div>
      </div>
      {q && (
        <ul aria-label="Players found" className="grid gap-1">
          {found.length === 0 && !players.isLoading && (
            <li className="text-sm text-muted-foreground">No player found.</li>
          )}
          {found.map((player) => {
            const name = personName(player, 'Player');
            return (
              <li key={player.id} className="flex items-center justify-between gap-2 text-sm">
                <span>{name}</span>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={invite.isPending}
                  onClick={() => invite.mutate({ userId: player.id, role })}
                >
                  Invite {name}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
