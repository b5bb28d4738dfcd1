import { CalendarDays, Trophy, Users } from 'lucide-react';
import { Link } from 'react-router';
import { DASHBOARD_GAMES } from '@shared/constants';
import { Button } from '@web/components/ui/button';
import { useJoinGame, useGameItems } from '@web/features/games/api/games';
import { joinStateOf } from '@web/features/games/format';
import type { GameView } from '@shared/contracts/games';
import { formatGameStart, viewerZone } from '@web/lib/venue-time';
import { DashboardSection, EmptyState } from './dashboard-section';
import { ListSkeleton } from './list-skeleton';

const LABELS = {
  join: 'Join',
  waitlist: 'Waitlist',
  joined: 'Joined',
  waiting: 'Waiting',
  closed: 'Closed',
} as const;

function GameRow({ game }: { game: GameView }) {
  const join = useJoinGame();
  const state = joinStateOf(game);
  const canJoin = state === 'join' || state === 'waitlist';
  return (
    <div className="flex flex-col gap-3 rounded-lg border bg-background p-4 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <h3 className="truncate font-semibold">
          <Link to={`/games/${encodeURIComponent(game.id)}`} className="hover:underline">
            {game.title}
          </Link>
        </h3>
        <p className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays className="size-4" aria-hidden />
            <time dateTime={game.startTime}>
              {formatGameStart(game.startTime, undefined, game.venue?.timeZone ?? viewerZone())}
            </time>
          </span>
          <span className="inline-flex items-center gap-1.5">
            <Users className="size-4" aria-hidden />
            {game.currentPlayers}/{game.maxPlayers} players
          </span>
        </p>
      </div>
      <Button
        size="sm"
        className="sm:w-24"
        variant={canJoin ? (state === 'waitlist' ? 'secondary' : 'default') : 'outline'}
        disabled={!canJoin || join.isPending}
        onClick={() => join.mutate(game)}
      >
        {join.isPending ? 'Joining…' : LABELS[state]}
        <span className="sr-only"> {game.title}</span>
      </Button>
    </div>
  );
}
/** The next games looking for players (SPEC §2: the first three), each with a working Join. */
export function UpcomingGames() {
  const { items, isLoading } = useGameItems();
  const games = items.slice(0, DASHBOARD_GAMES);
  return (
    <DashboardSection
      title="Upcoming Games"
      icon={<Trophy />}
      more={{ to: '/players?tab=games', label: 'All games' }}
    >
      {isLoading ? (
        <ListSkeleton rows={DASHBOARD_GAMES} rowClassName="h-20" />
      ) : games.length === 0 ? (
        <EmptyState>No upcoming games found.</EmptyState>
      ) : (
        <ul className="space-y-3">
          {games.map((game) => (
            <li key={game.id}>
              <GameRow game={game} />
            </li>
          ))}
        </ul>
      )}
    </DashboardSection>
  );
}
