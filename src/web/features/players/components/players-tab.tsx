import { Sparkles } from 'lucide-react';
import { CardsSkeleton, EmptyList } from '@web/components/list-state';
import { LoadMore } from '@web/components/load-more';
import { useAuth } from '@web/features/auth/api/current-user';
import { useMatches, usePlayers } from '../api/players';
import { type Filters, hasFilters } from '../filters';
import { MatchReasons, PlayerCard } from './player-card';
import { PreferencesDialog } from './preferences-dialog';

function Recommended() {
  const matches = useMatches({ enabled: true });
  const items = matches.data?.items ?? [];
  return (
    <section aria-labelledby="matches-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 id="matches-heading" className="flex items-center gap-2 text-xl font-semibold">
            <Sparkles className="size-5 text-primary" aria-hidden /> Recommended for you
          </h2>
          <p className="text-sm text-muted-foreground">
            Players who share your sports, play at your level, live nearby and are free when you
            are.
          </p>
        </div>
        <PreferencesDialog />
      </div>
      {matches.isLoading ? (
        <CardsSkeleton count={3} className="h-56" />
      ) : items.length === 0 ? (
        <EmptyList>
          No suggestions yet. Set your sports, city and free times in Matching preferences.
        </EmptyList>
      ) : (
        <ul
          className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3"
          aria-label="Recommended players"
        >
          {items.slice(0, 6).map((match) => (
            <li key={match.id}>
              <PlayerCard player={match}>
                <MatchReasons score={match.score} reasons={match.reasons} />
              </PlayerCard>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** SPEC §2 Players tab: real players, filtered, with smart matches first for members. */
export function PlayersTab({ filters }: { filters: Filters }) {
  const { user } = useAuth();
  const players = usePlayers(filters);
  const items = players.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className="space-y-10">
      {user && !hasFilters(filters) && <Recommended />}
      <section aria-labelledby="all-players-heading" className="space-y-4">
        <h2 id="all-players-heading" className="text-xl font-semibold">
          {hasFilters(filters) ? 'Matching players' : 'All players'}
        </h2>
        {players.isLoading ? (
          <CardsSkeleton />
        ) : players.isError ? (
          <EmptyList>Players could not be loaded. Please try again.</EmptyList>
        ) : items.length === 0 ? (
          <EmptyList>No players found. Try other filters.</EmptyList>
        ) : (
          <>
            <ul
              className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3"
              aria-label="Players"
            >
              {items.map((player) => (
                <li key={player.id}>
                  <PlayerCard player={player} />
                </li>
              ))}
            </ul>
            <LoadMore pager={players} />
          </>
        )}
      </section>
    </div>
  );
}
