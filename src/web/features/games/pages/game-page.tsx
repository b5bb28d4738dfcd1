import {
  ArrowLeft,
  CalendarDays,
  CircleDollarSign,
  Gauge,
  Lock,
  MapPin,
  UserRound,
  Users,
} from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { GameDetail } from '@shared/contracts/games';
import { GAME_RESULTS, type GameResult } from '@shared/enums';
import { PageContainer } from '@web/components/page-header';
import { personName } from '@web/components/person-name';
import { Avatar } from '@web/components/ui/avatar';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { Dialog, DialogClose, DialogContent } from '@web/components/ui/dialog';
import { Skeleton } from '@web/components/ui/skeleton';
import { useAuth } from '@web/features/auth/api/current-user';
import { capitalise } from '@web/features/home/format';
import { ApiError } from '@web/lib/api-client';
import { useCancelGame, useGame, useReportResult } from '../api/games';
import { GameActions } from '../components/game-actions';
import { gameCost, gamePlace, gameWhen, hasStarted } from '../format';

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

const RESULT_LABELS: Record<GameResult, string> = { win: 'Won', loss: 'Lost', draw: 'Draw' };

function ReportResult({ game }: { game: GameDetail }) {
  const report = useReportResult();
  return (
    <Card>
      <CardHeader>
        <h2 className="leading-none font-semibold tracking-tight">How did it go?</h2>
      </CardHeader>
      <CardContent>
        <div className="flex flex-wrap gap-2" role="group" aria-label="Your result">
          {GAME_RESULTS.map((result) => (
            <Button
              key={result}
              variant={game.myResult === result ? 'default' : 'outline'}
              aria-pressed={game.myResult === result}
              disabled={report.isPending}
              onClick={() => report.mutate({ id: game.id, result })}
            >
              {RESULT_LABELS[result]}
            </Button>
          ))}
        </div>
        <p className="mt-2 text-xs text-muted-foreground">Your results make up your win rate.</p>
      </CardContent>
    </Card>
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

/** A game: details, who plays, who waits, and what you can do. */
export default function GamePage() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  const { data: game, isLoading, error } = useGame(id);

  if (isLoading) {
    return (
      <PageContainer>
        <Skeleton className="h-64 w-full rounded-xl" />
      </PageContainer>
    );
  }
  if (!game) {
    const missing = error instanceof ApiError && [400, 404].includes(error.status);
    return (
      <PageContainer>
        <div className="rounded-xl border border-dashed p-10 text-center">
          <h1 className="text-xl font-semibold">
            {missing ? 'Game not found' : 'Something went wrong'}
          </h1>
          <p className="mt-1 text-sm text-muted-foreground">
            {missing
              ? 'It may have been removed.'
              : 'The game could not be loaded. Please try again.'}
          </p>
          <Button asChild variant="link">
            <Link to="/players?tab=games">Browse games</Link>
          </Button>
        </div>
      </PageContainer>
    );
  }

  const players = game.participants.filter((p) => p.status === 'accepted');
  const waiting = game.participants.filter((p) => p.status === 'waitlist');
  const started = hasStarted(game);
  const isOrganizer = user?.id === game.organizer.id;

  return (
    <PageContainer>
      <div className="mx-auto grid max-w-4xl gap-6">
        <Button asChild variant="ghost" size="sm" className="-ml-2 justify-self-start">
          <Link to="/players?tab=games">
            <ArrowLeft aria-hidden /> All games
          </Link>
        </Button>
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
                      Waitlist #{waiting.findIndex((p) => p.user.id === user?.id) + 1}
                    </Badge>
                  )}
                </div>
              </div>
              <div className="flex flex-wrap gap-2">
                <GameActions game={game} size="default" onGamePage />
                {isOrganizer && game.status === 'upcoming' && !started && (
                  <CancelGame game={game} />
                )}
              </div>
            </div>
            <dl className="grid gap-4 sm:grid-cols-2">
              <Fact icon={<CalendarDays />} label="When">
                {gameWhen(game.startTime, game.endTime)}
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

        {game.myStatus === 'accepted' && started && game.status !== 'cancelled' && (
          <ReportResult game={game} />
        )}

        <div className="grid gap-6 md:grid-cols-2">
          <Card>
            <CardHeader>
              <h2 className="leading-none font-semibold tracking-tight">
                Players ({players.length}/{game.maxPlayers})
              </h2>
            </CardHeader>
            <CardContent>
              {players.length === 0 ? (
                <p className="text-sm text-muted-foreground">Nobody yet. Be the first to join.</p>
              ) : (
                <ul className="space-y-3" aria-label="Players in this game">
                  {players.map((p) => (
                    <li key={p.user.id} className="flex items-center gap-3">
                      <Avatar
                        src={p.user.profileImageUrl}
                        firstName={p.user.firstName}
                        lastName={p.user.lastName}
                        className="size-9"
                      />
                      <Link
                        to={`/players/${p.user.id}`}
                        className="min-w-0 flex-1 truncate font-medium hover:underline"
                      >
                        {personName(p.user, 'Player')}
                      </Link>
                      {p.user.id === game.organizer.id && (
                        <Badge variant="secondary">Organiser</Badge>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <h2 className="leading-none font-semibold tracking-tight">
                Waitlist ({waiting.length})
              </h2>
            </CardHeader>
            <CardContent>
              {waiting.length === 0 ? (
                <p className="text-sm text-muted-foreground">
                  No one is waiting. When the game is full, new players queue here and move up as
                  places free.
                </p>
              ) : (
                <ol className="space-y-3" aria-label="Waitlist">
                  {waiting.map((p) => (
                    <li key={p.user.id} className="flex items-center gap-3">
                      <span className="w-6 text-sm font-semibold text-muted-foreground">
                        #{p.waitlistPosition}
                      </span>
                      <Avatar
                        src={p.user.profileImageUrl}
                        firstName={p.user.firstName}
                        lastName={p.user.lastName}
                        className="size-9"
                      />
                      <Link
                        to={`/players/${p.user.id}`}
                        className="min-w-0 flex-1 truncate font-medium hover:underline"
                      >
                        {personName(p.user, 'Player')}
                      </Link>
                    </li>
                  ))}
                </ol>
              )}
            </CardContent>
          </Card>
        </div>
      </div>
    </PageContainer>
  );
}
