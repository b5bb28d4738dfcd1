import { Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import type { GameDetail } from '@shared/contracts/games';
import { personName } from '@web/components/person-name';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { useAskToJoin, useDeclineInvitation } from '../api/game-invites';
import { useJoinGame, useLeaveGame } from '../api/games';

/**
 * A private game's way in for someone not yet playing: answer an invitation, ask to join
 * through the invite link, or wait for the organiser's answer.
 */
export function MyInvitation({
  game,
  userId,
  invite,
}: {
  game: GameDetail;
  userId: string;
  /** The invite link's token, when the page was opened through it. */
  invite: string | null;
}) {
  const join = useJoinGame();
  const leave = useLeaveGame();
  const ask = useAskToJoin(game.id);
  const decline = useDeclineInvitation(game.id);
  const busy = join.isPending || leave.isPending || ask.isPending || decline.isPending;
  const mine = game.participants.find((p) => p.user.id === userId)?.status;
  const organiser = personName(game.organizer, 'The organiser');

  let text: string;
  let actions: ReactNode;
  if (mine === 'invited' || mine === 'declined') {
    text =
      mine === 'invited'
        ? `${organiser} invited you to this private game.`
        : 'You declined the invitation. You can still accept it while the game is open.';
    actions = (
      <>
        <Button disabled={busy} onClick={() => join.mutate(game)}>
          Accept invitation
        </Button>
        {mine === 'invited' && (
          <Button variant="outline" disabled={busy} onClick={() => decline.mutate(undefined)}>
            Decline invitation
          </Button>
        )}
      </>
    );
  } else if (mine === 'requested') {
    text = `You asked to join. ${organiser} will accept or decline your request.`;
    actions = (
      <Button variant="outline" disabled={busy} onClick={() => leave.mutate(game)}>
        Withdraw request
      </Button>
    );
  } else if (!mine && invite) {
    text = `This game is private. Ask ${organiser} to let you in.`;
    actions = (
      <Button disabled={busy} onClick={() => ask.mutate(invite)}>
        {ask.isPending ? 'Asking…' : 'Ask to join'}
      </Button>
    );
  } else {
    return null;
  }
  return (
    <Card>
      <CardContent className="flex flex-col gap-4 p-6 sm:flex-row sm:items-center">
        <Mail className="size-6 shrink-0 text-muted-foreground" aria-hidden />
        <p className="flex-1">{text}</p>
        <div className="flex flex-wrap gap-2">{actions}</div>
      </CardContent>
    </Card>
  );
}
