import { CalendarDays, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import type { PlayerGame } from '@shared/contracts/dashboards';
import { GAME_RESULTS, type GameResult } from '@shared/enums';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { useLeaveGame, useReportResult } from '@web/features/games/api/games';
import { gameWhen } from '@web/features/games/format';
import { viewerZone } from '@web/lib/venue-time';

const RESULT_LABELS: Record<GameResult, string> = { win: 'Won', loss: 'Lost', draw: 'Draw' };

function StatusBadge({ game }: { game: PlayerGame }) {
  if (game.status === 'cancelled') return <Badge variant="destructive">Cancelled</Badge>;
  if (game.myStatus === 'waitlist')
    return <Badge variant="secondary">Waitlist #{game.waitlistPosition}</Badge>;
  return <Badge>{game.isOrganizer ? 'Organising' : 'Playing'}</Badge>;
}

/** The player's games: upcoming ones with Leave, or played ones with their result to set. */
export function PlayerGameList({ games, past = false }: { games: PlayerGame[]; past?: boolean }) {
  const leave = useLeaveGame();
  const report = useReportResult();
  return (
    <ul
      className="divide-y rounded-xl border"
      aria-label={past ? 'Games played' : 'Upcoming games'}
    >
      {games.map((game) => (
        <li key={game.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
          <div className="min-w-0 flex-1 space-y-1">
            <p className="flex flex-wrap items-center gap-2">
              <Link to={`/games/${game.id}`} className="font-semibold hover:underline">
                {game.title}
              </Link>
              {!past && <StatusBadge game={game} />}
            </p>
            <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
              <span>
                <span aria-hidden>{game.sport.icon}</span> {game.sport.name}
              </span>
              <span className="inline-flex items-center gap-1">
                <CalendarDays className="size-3.5" aria-hidden />{' '}
                {gameWhen(game.time, null, undefined, game.timeZone ?? viewerZone())}
              </span>
              {game.venue && (
                <span className="inline-flex min-w-0 items-center gap-1">
                  <MapPin className="size-3.5 shrink-0" aria-hidden />
                  <span className="truncate">{game.venue}</span>
                </span>
              )}
            </p>
          </div>
          {past ? (
            <div className="flex gap-1" role="group" aria-label={`Your result in ${game.title}`}>
              {GAME_RESULTS.map((result) => (
                <Button
                  key={result}
                  size="sm"
                  variant={game.result === result ? 'default' : 'outline'}
                  aria-pressed={game.result === result}
                  disabled={report.isPending || game.status === 'cancelled'}
                  onClick={() => report.mutate({ id: game.id, result })}
                >
                  {RESULT_LABELS[result]}
                </Button>
              ))}
            </div>
          ) : (
            game.status !== 'cancelled' &&
            !game.isOrganizer && (
              <Button
                size="sm"
                variant="outline"
                disabled={leave.isPending}
                onClick={() => leave.mutate(game)}
              >
                {game.myStatus === 'waitlist' ? 'Leave waitlist' : 'Leave'}
                <span className="sr-only"> {game.title}</span>
              </Button>
            )
          )}
        </li>
      ))}
    </ul>
  );
}
