import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  FollowResult,
  PlayerMatch,
  PlayerPage,
  PlayerPreferences,
  PlayerPreferencesInput,
  PlayerProfile,
} from '@shared/contracts/players';
import { apiRequest, errorMessage } from '@web/lib/api-client';
import { useCursorPages } from '@web/lib/cursor-pages';
import { toast } from '@web/lib/use-toast';
import type { Filters } from '../filters';

export const playersKey = ['/api/players'] as const;
export const matchesKey = ['/api/players', 'matches'] as const;
export const playerKey = (id: string) => ['/api/players', id] as const;
export const preferencesKey = ['/api/player/preferences'] as const;

export function usePlayers(filters: Filters) {
  return useCursorPages<PlayerPage>(
    ['/api/players', { view: 'list', ...filters }],
    '/api/players',
    filters,
  );
}

export const useMatches = ({ enabled }: { enabled: boolean }) =>
  useQuery<{ items: PlayerMatch[] }>({ queryKey: matchesKey, enabled });

export const usePlayerProfile = (id: string) =>
  useQuery<PlayerProfile>({ queryKey: playerKey(id) });

/** Connect / Following: follows or unfollows, then refreshes every player list and profile. */
export function useFollow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, follow }: { id: string; follow: boolean; name: string }) =>
      (await (
        await apiRequest(
          follow ? 'POST' : 'DELETE',
          `/api/players/${encodeURIComponent(id)}/follow`,
        )
      ).json()) as FollowResult,
    onSuccess: (result, { name }) => {
      toast({
        title: result.following ? 'Connected' : 'Unfollowed',
        description: result.following ? `You now follow ${name}.` : `You no longer follow ${name}.`,
      });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: playersKey }),
        queryClient.invalidateQueries({ queryKey: ['/api/auth/user'] }),
        queryClient.invalidateQueries({ queryKey: ['/api/player/stats'] }),
      ]);
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: "Couldn't update",
        description: errorMessage(error, 'Please try again.'),
      }),
  });
}

export const usePreferences = ({ enabled = true } = {}) =>
  useQuery<PlayerPreferences>({ queryKey: preferencesKey, enabled });

export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PlayerPreferencesInput) =>
      (await (
        await apiRequest('PUT', '/api/player/preferences', body)
      ).json()) as PlayerPreferences,
    onSuccess: (saved) => {
      queryClient.setQueryData(preferencesKey, saved);
      toast({ title: 'Preferences saved', description: 'Your matches have been updated.' });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: playersKey }),
        queryClient.invalidateQueries({ queryKey: ['/api/auth/user'] }),
      ]);
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: "Couldn't save your preferences",
        description: errorMessage(error, 'Please try again.'),
      }),
  });
}
