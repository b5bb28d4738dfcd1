import { Copy } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import type { GameDetail } from '@shared/contracts/games';
import { personName } from '@web/components/person-name';
import { Avatar } from '@web/components/ui/avatar';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { usePlayers } from '@web/features/players/api/players';
import { toast } from '@web/lib/use-toast';
import { inviteLinkOf, useInvitePlayer } from '../api/game-invites';

function InviteLink({ game }: { game: GameDetail }) {
  const link = inviteLinkOf(window.location.origin, game);
  const copy = () =>
    navigator.clipboard.writeText(link).then(
      () =>
        toast({ title: 'Invite link copied', description: 'Whoever opens it can ask to join.' }),
      () =>
        toast({
          variant: 'destructive',
          title: "Couldn't copy the link",
          description: 'Select the link and copy it yourself.',
        }),
    );
  return (
    <div className="grid gap-2">
      <Label htmlFor="invite-link">Invite link</Label>
      <div className="flex gap-2">
        <Input id="invite-link" readOnly value={link} onFocus={(e) => e.target.select()} />
        <Button type="button" variant="outline" onClick={copy}>
          <Copy aria-hidden /> Copy invite link
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">
        People who open it (signed in) see the game and can ask to join; you accept or decline.
      </p>
    </div>
  );
}

/** The organiser's tools for a private game: its invite link and a player search to invite. */
export function InvitePlayers({ game }: { game: GameDetail }) {
  const [q, setQ] = useState('');
  const search = useDeferredValue(q.trim());
  const players = usePlayers({ q: search || undefined });
  const invite = useInvitePlayer(game.id);
  const onRoster = new Set([game.organizer.id, ...game.participants.map((p) => p.user.id)]);
  const found = (players.data?.pages.flatMap((page) => page.items) ?? [])
    .filter((player) => !onRoster.has(player.id))
    .slice(0, 8);
  return (
    <Card>
      <CardHeader>
        <h2 className="leading-none font-semibold tracking-tight">Invite players</h2>
      </CardHeader>
      <CardContent className="grid gap-6">
        <InviteLink game={game} />
        <div className="grid gap-2">
          <Label htmlFor="invite-search">Find a player</Label>
          <Input
            id="invite-search"
            type="search"
            placeholder="Search by name"
            value={q}
            onChange={(e) => setQ(e.target.value)}
          />
          {search && !players.isLoading && found.length === 0 && (
            <p className="text-sm text-muted-foreground">No players to invite match “{search}”.</p>
          )}
          <ul className="space-y-2" aria-label="Players to invite">
            {found.map((player) => {
              const name = personName(player, 'Player');
              return (
                <li key={player.id} className="flex items-center gap-3">
                  <Avatar
                    src={player.profileImageUrl}
                    firstName={player.firstName}
                    lastName={player.lastName}
                    className="size-8"
                  />
                  <span className="min-w-0 flex-1 truncate">{name}</span>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={invite.isPending}
                    onClick={() => invite.mutate({ id: player.id, name })}
                  >
                    Invite<span className="sr-only"> {name}</span>
                  </Button>
                </li>
              );
            })}
          </ul>
        </div>
      </CardContent>
    </Card>
  );
}
