import { Link } from 'react-router';
import type { GameView } from '@shared/contracts/games';
import { Button } from '@web/components/ui/button';
import { useAuth } from '@web/features/auth/api/current-user';
import { useJoinGame, useLeaveGame } from '../api/games';
import { joinStateOf } from '../format';

/** Join / Join waitlist / Leave for one game, as fits the viewer's place in it. */
export function GameActions({
  game,
  size = 'sm',
  onGamePage = false,
}: {
  game: GameView;
  size?: 'sm' | 'default';
  /** On the game's own page the organiser has Cancel there instead of a link to it. */
  onGamePage?: boolean;
}) {
  const { user } = useAuth();
  const join = useJoinGame();
  const leave = useLeaveGame();
  const state = joinStateOf(game);
  const label = <span className="sr-only"> {game.title}</span>;
  const busy = join.isPending || leave.isPending;

  if (!user) {
    return (
      <Button asChild size={size}>
        <Link to="/auth">Join Game{label}</Link>
      </Button>
    );
  }
  if (state === 'closed') {
    return (
      <Button size={size} variant="outline" disabled>
        {game.status === 'cancelled' ? 'Cancelled' : 'Closed'}
      </Button>
    );
  }
  if (state === 'joined' || state === 'waiting') {
    // The organiser cancels instead of leaving (the server says so too).
    if (state === 'joined' && game.organizer.id === user.id) {
      if (onGamePage) return null;
      return (
        <Button asChild size={size} variant="outline">
          <Link to={`/games/${game.id}`}>Manage{label}</Link>
        </Button>
      );
    }
    return (
      <Button size={size} variant="outline" disabled={busy} onClick={() => leave.mutate(game)}>
        {state === 'joined' ? 'Leave' : 'Leave waitlist'}
        {label}
      </Button>
    );
  }
  return (
    <Button
      size={size}
      variant={state === 'waitlist' ? 'secondary' : 'default'}
      disabled={busy}
      onClick={() => join.mutate(game)}
    >
      {join.isPending ? 'Joining…' : state === 'waitlist' ? 'Join waitlist' : 'Join Game'}
      {label}
    </Button>
  );
}
