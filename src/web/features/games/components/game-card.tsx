import { CalendarDays, Lock, MapPin, Users } from 'lucide-react';
import { Link } from 'react-router';
import type { GameView } from '@shared/contracts/games';
import { Badge } from '@web/components/ui/badge';
import { Card } from '@web/components/ui/card';
import { useAuth } from '@web/features/auth/api/current-user';
import { capitalise } from '@web/lib/format';
import { gameCost, gamePlace, gameWhenAt } from '../format';
import { GameActions } from './game-actions';

/** A game in the Games tab: what, when, where, how full, and its join button. */
export function GameCard({ game }: { game: GameView }) {
  const { user } = useAuth();
  const full = game.currentPlayers >= game.maxPlayers;
  const percent = Math.min(100, Math.round((game.currentPlayers / game.maxPlayers) * 100));
  return (
    <Card className="flex h-full flex-col p-4" data-testid="game-card">
      <article className="flex flex-1 flex-col gap-3" aria-label={game.title}>
        <header className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="text-xs font-medium text-muted-foreground">
              <span aria-hidden>{game.sport.icon}</span> {game.sport.name}
            </p>
            <h3 className="font-semibold">
              <Link to={`/games/${game.id}`} className="hover:underline">
                {game.title}
              </Link>
            </h3>
          </div>
          <div className="flex shrink-0 flex-wrap justify-end gap-1">
            {game.isPrivate && (
              <Badge variant="outline">
                <Lock className="size-3" aria-hidden /> Private
              </Badge>
            )}
            {game.myStatus === 'accepted' && (
              <Badge>{game.organizer.id === user?.id ? 'Organiser' : "You're in"}</Badge>
            )}
            {game.myStatus === 'waitlist' && <Badge variant="secondary">On waitlist</Badge>}
          </div>
        </header>
        <dl className="grid gap-1.5 text-sm">
          <div className="flex items-center gap-2">
            <dt className="sr-only">When</dt>
            <CalendarDays className="size-4 shrink-0 text-muted-foreground" aria-hidden />
            <dd>{gameWhenAt(game)}</dd>
          </div>
          <div className="flex items-center gap-2">
            <dt className="sr-only">Where</dt>
            <MapPin className="size-4 shrink-0 text-muted-foreground" aria-hidden />
            <dd className="truncate">{gamePlace(game)}</dd>
          </div>
          <div className="flex items-center gap-2">
            <dt className="sr-only">Players</dt>
            <Users className="size-4 shrink-0 text-muted-foreground" aria-hidden />
            <dd>
              {game.currentPlayers}/{game.maxPlayers} players
              {game.waitlistCount > 0 && (
                <span className="text-muted-foreground"> · {game.waitlistCount} waiting</span>
              )}
            </dd>
          </div>
        </dl>
        <div
          className="h-1.5 overflow-hidden rounded-full bg-muted"
          role="progressbar"
          aria-label="Places taken"
          aria-valuemin={0}
          aria-valuemax={game.maxPlayers}
          aria-valuenow={game.currentPlayers}
        >
          <div
            className={full ? 'h-full bg-warning' : 'h-full bg-primary'}
            style={{ width: `${percent}%` }}
          />
        </div>
        <footer className="mt-auto flex flex-wrap items-center gap-2 pt-1">
          <span className="mr-auto flex flex-wrap gap-1.5 text-xs text-muted-foreground">
            {game.skillLevel && <Badge variant="secondary">{capitalise(game.skillLevel)}</Badge>}
            <span className="self-center">{gameCost(game.cost)}</span>
          </span>
          <GameActions game={game} />
        </footer>
      </article>
    </Card>
  );
}
