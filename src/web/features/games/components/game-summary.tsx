import {
  CalendarDays,
  CircleDollarSign,
  Gauge,
  Lock,
  MapPin,
  UserRound,
  Users,
} from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import type { GameDetail } from '@shared/contracts/games';
import { personName } from '@web/components/person-name';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { Dialog, DialogClose, DialogContent } from '@web/components/ui/dialog';
import { capitalise } from '@web/lib/format';
import { useCancelGame } from '../api/games';
import { gameCost, gamePlace, gameWhenAt, hasStarted } from '../format';
import { GameActions } from './game-actions';

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-3">
      <span className="mt-0.5 text-muted-foreground [&_svg]:size-4" aria-hidden>
        {icon}
      </span>
      <div className="min-w-0">
        <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
          {label}
        </dt>
        <dd className="font-medium">{children}</dd>
      </div>
    </div>
  );
}

function CancelGame({ game }: { game: GameDetail }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelGame();
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Cancel game
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent
          title="Cancel this game?"
          description="Everyone in it and on the waitlist will see it as cancelled."
        >
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline">Keep the game</Button>
            </DialogClose>
            <Button
              variant="destructive"
              disabled={cancel.isPending}
              onClick={() => cancel.mutate(game, { onSuccess: () => setOpen(false) })}
            >
              Cancel game
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}

/** The game page's head: sport, title, badges, what the viewer can do, and the facts. */
export function GameSummary({ game, userId }: { game: GameDetail; userId: string | undefined }) {
  const waiting = game.participants.filter((p) => p.status === 'waitlist');
  const isOrganizer = userId === game.organizer.id;
  return (
    <Card>
      <CardContent className="grid gap-6 p-6">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="space-y-2">
            <p className="text-sm font-medium text-muted-foreground">
              <span aria-hidden>{game.sport.icon}</span> {game.sport.name}
            </p>
            <h1 className="text-3xl font-bold tracking-tight">{game.title}</h1>
            <div className="flex flex-wrap gap-1.5">
              {game.status !== 'upcoming' && (
                <Badge variant={game.status === 'cancelled' ? 'destructive' : 'secondary'}>
                  {capitalise(game.status)}
                </Badge>
              )}
              {game.isPrivate && (
                <Badge variant="outline">
                  <Lock className="size-3" aria-hidden /> Private
                </Badge>
              )}
              {game.myStatus === 'accepted' && <Badge>You're in</Badge>}
              {game.myStatus === 'waitlist' && (
                <Badge variant="secondary">
                  Waitlist #{waiting.findIndex((p) => p.user.id === userId) + 1}
                </Badge>
              )}
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            {/* Not yet in a private game: the invitation or the request is answered below. */}
            {(!game.isPrivate || isOrganizer || game.myStatus) && (
              <GameActions game={game} size="default" onGamePage />
            )}
            {isOrganizer && game.status === 'upcoming' && !hasStarted(game) && (
              <CancelGame game={game} />
            )}
          </div>
        </div>
        <dl className="grid gap-4 sm:grid-cols-2">
          <Fact icon={<CalendarDays />} label="When">
            {gameWhenAt(game)}
          </Fact>
          <Fact icon={<MapPin />} label="Where">
            {gamePlace(game)}
          </Fact>
          <Fact icon={<Users />} label="Players">
            {game.currentPlayers}/{game.maxPlayers}
            {game.waitlistCount > 0 && ` · ${game.waitlistCount} on the waitlist`}
          </Fact>
          <Fact icon={<Gauge />} label="Level">
            {game.skillLevel ? capitalise(game.skillLevel) : 'Any level'}
          </Fact>
          <Fact icon={<CircleDollarSign />} label="Cost">
            {gameCost(game.cost)}
          </Fact>
          <Fact icon={<UserRound />} label="Organiser">
            <Link to={`/players/${game.organizer.id}`} className="hover:underline">
              {personName(game.organizer, 'Organiser')}
            </Link>
          </Fact>
        </dl>
        {game.description && (
          <p className="whitespace-pre-line text-muted-foreground">{game.description}</p>
        )}
      </CardContent>
    </Card>
  );
}
