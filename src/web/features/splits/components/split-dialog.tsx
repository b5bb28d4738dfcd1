import { Users, X } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import type { PlayerTeam } from '@shared/contracts/dashboards';
import type { TeamDetail } from '@shared/contracts/teams';
import { fromCents, formatMoney, toCents } from '@shared/money';
import { maxSplitPlayers, shareAmounts, SPLIT_MIN_PLAYERS } from '@shared/split-shares';
import { FormDialog, FormDialogFooter } from '@web/components/form-dialog';
import { personName } from '@web/components/person-name';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { usePlayers } from '@web/features/players/api/players';
import { errorMessage } from '@web/lib/api-client';
import { toast } from '@web/lib/use-toast';
import { useSplitBooking } from '../api/splits';

type Invitee = { id: string; name: string };

export type SplitTarget = { id: string; totalAmount: string; sportName: string };

/** "Split payment": how many share the booking, and whom to invite (a team, players from the directory). */
export function SplitDialog({
  booking,
  currentUserId,
}: {
  booking: SplitTarget;
  currentUserId: string;
}) {
  return (
    <FormDialog
      trigger={
        <Button size="sm" variant="outline">
          <Users aria-hidden /> Split payment
        </Button>
      }
      title="Split the payment"
      description="Everyone pays their own share. Shares not paid by the deadline fall to you."
    >
      {(close) => <SplitForm booking={booking} currentUserId={currentUserId} onDone={close} />}
    </FormDialog>
  );
}

function SplitForm({
  booking,
  currentUserId,
  onDone,
}: {
  booking: SplitTarget;
  currentUserId: string;
  onDone: () => void;
}) {
  const most = maxSplitPlayers(booking.sportName);
  const [players, setPlayers] = useState(Math.min(4, most));
  const [invited, setInvited] = useState<Invitee[]>([]);
  const [q, setQ] = useState('');
  const search = useDeferredValue(q.trim());
  const found = usePlayers({ q: search || undefined });
  const split = useSplitBooking(booking.id);
  const amounts = shareAmounts(toCents(booking.totalAmount), players);
  const [teamId, setTeamId] = useState('');
  const myTeams = useQuery<{ items: PlayerTeam[] }>({ queryKey: ['/api/player/teams'] });
  // GET /api/teams/{id} by its URL key (the teams feature's own hooks are not this feature's).
  const team = useQuery<TeamDetail>({ queryKey: ['/api/teams', teamId], enabled: teamId !== '' });
  const teammates = (team.data?.members ?? [])
    .filter((m) => m.user.id !== currentUserId)
    .map((m) => ({ id: m.user.id, name: personName(m.user, 'Player') }));
  const teammateIds = new Set(teammates.map((m) => m.id));
  const extra = invited.filter((p) => !teammateIds.has(p.id));
  const tooBigTeam = teammates.length > players - 1;
  const chosen = new Set([currentUserId, ...invited.map((p) => p.id), ...teammateIds]);
  const candidates = (found.data?.pages.flatMap((page) => page.items) ?? [])
    .filter((p) => !chosen.has(p.id))
    .slice(0, 6);
  const full = teammates.length + extra.length >= players - 1;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    try {
      // The server invites the team's members itself (and checks the team is the booker's).
      await split.mutateAsync({
        players,
        userIds: extra.map((p) => p.id),
        ...(teamId && { teamId }),
      });
      toast({
        title: 'Booking split',
        description: `${players} shares of about ${formatMoney(fromCents(amounts[1]!))}. Pay yours to keep the slot.`,
      });
      onDone();
    } catch (error) {
      toast({
        variant: 'destructive',
        title: "Couldn't split the booking",
        description: errorMessage(error, 'Please try again.'),
      });
    }
  }

  return (
    <form className="grid gap-5" onSubmit={(e) => void submit(e)}>
      <div className="grid gap-2">
        <Label htmlFor="split-players">Players sharing</Label>
        <select
          id="split-players"
          className="h-10 rounded-md border bg-background px-3 text-sm"
          value={players}
          onChange={(e) => {
            const n = Number(e.target.value);
            setPlayers(n);
            setInvited((list) => list.slice(0, n - 1));
          }}
        >
          {Array.from(
            { length: most - SPLIT_MIN_PLAYERS + 1 },
            (_, i) => i + SPLIT_MIN_PLAYERS,
          ).map((n) => (
            <option key={n} value={n}>
              {n} players
            </option>
          ))}
        </select>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          Your share {formatMoney(fromCents(amounts[0]!))}, each other player{' '}
          {formatMoney(fromCents(amounts[1]!))} (total {formatMoney(booking.totalAmount)}).
        </p>
      </div>
      {(myTeams.data?.items.length ?? 0) > 0 && (
        <div className="grid gap-2">
          <Label htmlFor="split-team">Invite a team (optional)</Label>
          <select
            id="split-team"
            className="h-10 rounded-md border bg-background px-3 text-sm"
            value={teamId}
            onChange={(e) => setTeamId(e.target.value)}
          >
            <option value="">No team</option>
            {myTeams
              .data!.items.filter((t) => t.role !== 'pending')
              .map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
          </select>
          {teamId && team.data && (
            <p
              className={tooBigTeam ? 'text-sm text-destructive' : 'text-sm text-muted-foreground'}
              aria-live="polite"
            >
              {teammates.length === 0
                ? 'No one else is in this team yet.'
                : tooBigTeam
                  ? `This team has ${teammates.length} other members: split between at least ${teammates.length + 1} players.`
                  : `Invites ${teammates.map((m) => m.name).join(', ')}.`}
            </p>
          )}
        </div>
      )}
      <div className="grid gap-2">
        <Label htmlFor="split-search">Invite from the players directory (optional)</Label>
        {invited.length > 0 && (
          <ul className="flex flex-wrap gap-2" aria-label="Invited players">
            {invited.map((p) => (
              <li key={p.id}>
                <Button
                  type="button"
                  size="sm"
                  variant="secondary"
                  onClick={() => setInvited((list) => list.filter((x) => x.id !== p.id))}
                >
                  {p.name} <X aria-hidden />
                  <span className="sr-only">Remove {p.name}</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
        <Input
          id="split-search"
          type="search"
          placeholder="Search by name"
          value={q}
          disabled={full}
          onChange={(e) => setQ(e.target.value)}
        />
        {full ? (
          <p className="text-sm text-muted-foreground">Every share has a player.</p>
        ) : (
          <ul className="grid gap-1" aria-label="Players to invite">
            {candidates.map((p) => {
              const name = personName(p, 'Player');
              return (
                <li key={p.id} className="flex items-center justify-between gap-2">
                  <span className="min-w-0 truncate text-sm">{name}</span>
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    onClick={() => setInvited((list) => [...list, { id: p.id, name }])}
                  >
                    Invite<span className="sr-only"> {name}</span>
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
        <p className="text-sm text-muted-foreground">
          Shares left open can be taken through the invite link, or by opening the booking as a
          match.
        </p>
      </div>
      <FormDialogFooter onCancel={onDone} submitLabel="Split booking" pending={split.isPending} />
    </form>
  );
}
