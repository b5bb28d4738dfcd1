import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LeagueDashboardView, TeamLeagueView } from '@shared/contracts/league-dashboard';
import type { FixtureView, RefereeView, UpdateFixtureBody } from '@shared/contracts/leagues';
import type { PlayerPage } from '@shared/contracts/players';
import type { VenueList } from '@shared/contracts/venues';
import { apiRequest, errorMessage, getJson } from '@web/lib/api-client';
import { useRealtimeEvent } from '@web/lib/realtime';
import { toast } from '@web/lib/use-toast';
import { leagueKey } from './leagues';

const leagueUrl = (id: string, ...parts: string[]) =>
  ['/api/leagues', encodeURIComponent(id), ...parts].join('/');

export const leagueDashboardKey = ['/api/leagues/dashboard'] as const;

function failure(title: string) {
  return (error: unknown) =>
    toast({ variant: 'destructive', title, description: errorMessage(error, 'Please try again.') });
}

/** A league page stays live: a result entered anywhere refreshes its fixtures and table. */
export function useLiveLeague(id: string) {
  const queryClient = useQueryClient();
  useRealtimeEvent('league.changed', ({ leagueId }) => {
    if (leagueId !== id) return;
    void queryClient.invalidateQueries({ queryKey: [...leagueKey(id), 'fixtures'] });
    void queryClient.invalidateQueries({ queryKey: [...leagueKey(id), 'standings'] });
  });
}

/** PATCH a fixture's kick-off, venue or referee (the admin). Errors are the caller's to show. */
export function useUpdateFixture(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ fixtureId, ...body }: UpdateFixtureBody & { fixtureId: string }) =>
      (await (
        await apiRequest('PATCH', leagueUrl(id, 'fixtures', fixtureId), body)
      ).json()) as FixtureView,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [...leagueKey(id), 'fixtures'] }),
        queryClient.invalidateQueries({ queryKey: leagueDashboardKey }),
      ]),
  });
}

export const useReferees = (id: string) =>
  useQuery<RefereeView[]>({ queryKey: [...leagueKey(id), 'referees'] });

export function useAddReferee(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => apiRequest('POST', leagueUrl(id, 'referees'), { userId }),
    onSuccess: () => toast({ title: 'Referee named', description: 'They can enter results now.' }),
    onError: failure("Couldn't name the referee"),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...leagueKey(id), 'referees'] }),
  });
}

export function useRemoveReferee(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      apiRequest('DELETE', leagueUrl(id, 'referees', encodeURIComponent(userId))),
    onError: failure("Couldn't remove the referee"),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...leagueKey(id), 'referees'] }),
  });
}

/** People found by name, to name a referee. */
export function usePeopleSearch(q: string) {
  const params = new URLSearchParams({ q, limit: '8' });
  return useQuery<PlayerPage>({
    queryKey: ['/api/players', 'referee-search', q],
    queryFn: ({ signal }) => getJson(`/api/players?${params.toString()}`, signal),
    enabled: q.length >= 2,
  });
}

/** Venues offering the league's sport, by name or city, to host a fixture. */
export function useVenueSearch(sportId: number, q: string) {
  const params = new URLSearchParams({ sport: String(sportId), location: q, pageSize: '8' });
  return useQuery<VenueList>({
    queryKey: ['/api/venues', 'fixture-search', sportId, q],
    queryFn: ({ signal }) => getJson(`/api/venues?${params.toString()}`, signal),
    enabled: q.length >= 2,
  });
}

export const useLeagueDashboard = () =>
  useQuery<LeagueDashboardView>({ queryKey: leagueDashboardKey });

export const useTeamLeagues = (teamId: string) =>
  useQuery<TeamLeagueView[]>({
    queryKey: ['/api/teams', teamId, 'leagues'],
    queryFn: ({ signal }) => getJson(`/api/teams/${encodeURIComponent(teamId)}/leagues`, signal),
  });
