import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateGameBody,
  GameDetail,
  GamePage,
  GameView,
  JoinGameResult,
} from '@shared/contracts/games';
import type { GameResult } from '@shared/enums';
import { communityStatsKey } from '@web/features/posts/api/community-stats';
import { apiRequest, errorMessage } from '@web/lib/api-client';
import { useCursorPages } from '@web/lib/cursor-pages';
import { useListItems, useListTotal } from '@web/lib/list-items';
import { toast } from '@web/lib/use-toast';

export type GameFilters = { q?: string; sportId?: number; skillLevel?: string; location?: string };

export const gamesKey = ['/api/games'] as const;
export const gameKey = (id: string) => ['/api/games', id] as const;

/** Everything a change to a game can alter: game lists and pages, dashboards, stats. */
export function refreshGames(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: gamesKey }),
    queryClient.invalidateQueries({ queryKey: communityStatsKey }),
    queryClient.invalidateQueries({
      predicate: (query) => String(query.queryKey[0]).startsWith('/api/player/'),
    }),
  ]);
}

export function useGames(filters: GameFilters) {
  return useCursorPages<GamePage>(
    ['/api/games', { view: 'list', ...filters }],
    '/api/games',
    filters,
  );
}

/** The first page, tolerant of a failed read (the home dashboard's short list and counter). */
export const useGameItems = () => useListItems<GameView>(gamesKey);
export const useGamesTotal = () => useListTotal(gamesKey);

export const useGame = (id: string) => useQuery<GameDetail>({ queryKey: gameKey(id) });

const gameUrl = (id: string, action: string) => `/api/games/${encodeURIComponent(id)}/${action}`;

/** Join (or join the waitlist), with a toast that says which. */
export function useJoinGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (game: { id: string; title: string }) =>
      (await (await apiRequest('POST', gameUrl(game.id, 'join'))).json()) as JoinGameResult,
    onSuccess: (result, game) =>
      toast(
        result.status === 'waitlist'
          ? {
              title: "You're on the waitlist",
              description: `${game.title}: you are number ${result.waitlistPosition} in line. You get the first free place.`,
            }
          : { title: 'Joined game', description: game.title },
      ),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: "Couldn't join game",
        description: errorMessage(error, 'Please try again.'),
      }),
    // Refresh after a failure too: "game is full" means our counts are out of date.
    onSettled: () => refreshGames(queryClient),
  });
}

export function useLeaveGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (game: { id: string; title: string }) =>
      apiRequest('POST', gameUrl(game.id, 'leave')),
    onSuccess: (_response, game) => toast({ title: 'You left the game', description: game.title }),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: "Couldn't leave the game",
        description: errorMessage(error, 'Please try again.'),
      }),
    onSettled: () => refreshGames(queryClient),
  });
}

export function useCancelGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (game: { id: string; title: string }) =>
      apiRequest('POST', gameUrl(game.id, 'cancel')),
    onSuccess: (_response, game) =>
      toast({ title: 'Game cancelled', description: `${game.title} is off. Players will see it.` }),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: "Couldn't cancel the game",
        description: errorMessage(error, 'Please try again.'),
      }),
    onSettled: () => refreshGames(queryClient),
  });
}

export function useReportResult() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, result }: { id: string; result: GameResult }) =>
      apiRequest('PUT', gameUrl(id, 'result'), { result }),
    onSuccess: () => toast({ title: 'Result saved', description: 'Your record has been updated.' }),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: "Couldn't save the result",
        description: errorMessage(error, 'Please try again.'),
      }),
    onSettled: () => refreshGames(queryClient),
  });
}

export function useCreateGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateGameBody) =>
      (await (await apiRequest('POST', '/api/games', body)).json()) as GameDetail,
    onSuccess: (game) => {
      toast({ title: 'Game created', description: `${game.title} is open for players.` });
      return refreshGames(queryClient);
    },
  });
}
