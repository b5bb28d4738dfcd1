import { Link } from 'react-router';
import { CardsSkeleton, EmptyList } from '@web/components/list-state';
import { LoadMore } from '@web/components/load-more';
import { Button } from '@web/components/ui/button';
import { useAuth } from '@web/features/auth/api/current-user';
import { useGames, type GameFilters } from '../api/games';
import { CreateGameDialog } from './create-game-dialog';
import { GameCard } from './game-card';

/** SPEC §2 Games tab: upcoming games soonest first, Create Game, Join Game. */
export function GamesTab({ filters }: { filters: GameFilters }) {
  const { user } = useAuth();
  const games = useGames(filters);
  const items = games.data?.pages.flatMap((page) => page.items) ?? [];
  const total = games.data?.pages[0]?.total;
  return (
    <section aria-labelledby="games-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 id="games-heading" className="text-xl font-semibold">
            Upcoming games
          </h2>
          {total !== undefined && (
            <p className="text-sm text-muted-foreground">
              {total} game{total === 1 ? '' : 's'} looking for players
            </p>
          )}
        </div>
        {user ? (
          <CreateGameDialog />
        ) : (
          <Button asChild>
            <Link to="/auth">Sign in to create a game</Link>
          </Button>
        )}
      </div>
      {games.isLoading ? (
        <CardsSkeleton />
      ) : games.isError ? (
        <EmptyList>Games could not be loaded. Please try again.</EmptyList>
      ) : items.length === 0 ? (
        <EmptyList>No games available</EmptyList>
      ) : (
        <>
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Games">
            {items.map((game) => (
              <li key={game.id}>
                <GameCard game={game} />
              </li>
            ))}
          </ul>
          <LoadMore pager={games} />
        </>
      )}
    </section>
  );
}
