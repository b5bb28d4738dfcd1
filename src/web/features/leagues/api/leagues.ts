import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateLeagueBody,
  FixtureView,
  LeagueTeamView,
  LeagueView,
  StandingsRowView,
} from '@shared/contracts/leagues';
import type { LeagueStatus } from '@shared/enums';
import { apiRequest, errorMessage, getJson } from '@web/lib/api-client';
import { toast } from '@web/lib/use-toast';

export type LeagueFilters = { q?: string; status?: LeagueStatus; mine?: boolean };

export const leaguesKey = ['/api/leagues'] as const;
export const leagueKey = (id: string) => ['/api/leagues', id] as const;

const leagueUrl = (id: string, ...parts: string[]) =>
  ['/api/leagues', encodeURIComponent(id), ...parts].join('/');

export function useLeagues(filters: LeagueFilters) {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.status) params.set('status', filters.status);
  if (filters.mine) params.set('mine', 'true');
  return useQuery<LeagueView[]>({
    queryKey: ['/api/leagues', 'list', params.toString()],
    queryFn: ({ signal }) => getJson(`/api/leagues?${params.toString()}`, signal),
  });
}

export const useLeague = (id: string) => useQuery<LeagueView>({ queryKey: leagueKey(id) });
export const useLeagueTeams = (id: string) =>
  useQuery<LeagueTeamView[]>({ queryKey: [...leagueKey(id), 'teams'] });
export const useFixtures = (id: string) =>
  useQuery<FixtureView[]>({ queryKey: [...leagueKey(id), 'fixtures'] });
export const useStandings = (id: string) =>
  useQuery<StandingsRowView[]>({ queryKey: [...leagueKey(id), 'standings'] });

/** Everything shown about one league, and the lists it appears in. */
const refreshLeague = (queryClient: QueryClient, id: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: leagueKey(id) }),
    queryClient.invalidateQueries({ queryKey: [...leaguesKey, 'list'] }),
  ]);

function failure(title: string) {
  return (error: unknown) =>
    toast({ variant: 'destructive', title, description: errorMessage(error, 'Please try again.') });
}

export function useCreateLeague() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateLeagueBody) =>
      (await (await apiRequest('POST', '/api/leagues', body)).json()) as LeagueView,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...leaguesKey, 'list'] }),
  });
}

export function useLeagueStatus(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: LeagueStatus) => apiRequest('PATCH', leagueUrl(id, 'status'), { status }),
    onError: failure("Couldn't change the league's status"),
    onSettled: () => refreshLeague(queryClient, id),
  });
}

/** The admin adds a team, or a captain asks to register theirs. */
export function useAddLeagueTeam(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (teamId: string) =>
      (await (
        await apiRequest('POST', leagueUrl(id, 'teams'), { teamId })
      ).json()) as LeagueTeamView,
    onSuccess: (entry) => {
      // A request awaiting its fee goes to checkout (the caller navigates): nothing to say yet.
      if (entry.status === 'awaiting_payment') return;
      toast(
        entry.status === 'pending'
          ? { title: 'Request sent', description: `The league's admin will answer it.` }
          : { title: 'Team added', description: `${entry.teamName} is in the league.` },
      );
    },
    onError: failure("Couldn't add the team"),
    onSettled: () => refreshLeague(queryClient, id),
  });
}

export function useDecideLeagueTeam(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ entryId, status }: { entryId: string; status: 'accepted' | 'declined' }) =>
      apiRequest('PATCH', leagueUrl(id, 'teams', entryId), { status }),
    onError: failure("Couldn't answer the request"),
    onSettled: () => refreshLeague(queryClient, id),
  });
}

export function useGenerateFixtures(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: {
      rounds: 1 | 2;
      startDate: string;
      daysBetweenRounds: number;
      kickOffTime: string;
      timeZone: string;
    }) => apiRequest('POST', leagueUrl(id, 'fixtures'), body),
    onSuccess: () => toast({ title: 'Fixtures ready', description: 'The season is scheduled.' }),
    onError: failure("Couldn't generate the fixtures"),
    onSettled: () => refreshLeague(queryClient, id),
  });
}

export function useEnterResult(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      fixtureId,
      ...score
    }: {
      fixtureId: string;
      homeScore: number;
      awayScore: number;
    }) => apiRequest('PUT', leagueUrl(id, 'fixtures', fixtureId, 'result'), score),
    onError: failure("Couldn't save the result"),
    onSettled: () => refreshLeague(queryClient, id),
  });
}
