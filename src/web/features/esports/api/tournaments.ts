import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateTournamentBody,
  MatchView,
  ParticipantView,
  StandingsRowView,
  TournamentView,
} from '@shared/contracts/esports';
import type { EsportsTournamentStatus } from '@shared/esports-enums';
import { apiRequest, getJson } from '@web/lib/api-client';
import { toast } from '@web/lib/use-toast';
import { dashboardKey, failure } from './esports';

/** Tournaments: registration, seeding, the bracket, results and standings (issue 14). */

export const tournamentKey = (id: string) => ['/api/esports', 'tournaments', id] as const;
const listKey = ['/api/esports', 'tournaments', 'list'] as const;

const tournamentUrl = (id: string, ...parts: string[]) =>
  ['/api/esports/tournaments', encodeURIComponent(id), ...parts].join('/');

export type TournamentFilters = {
  status?: EsportsTournamentStatus;
  gameId?: string;
  mine?: boolean;
  /** The tournaments a team has entered. */
  teamId?: string;
};

export function useTournaments(filters: TournamentFilters) {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  if (filters.gameId) params.set('gameId', filters.gameId);
  if (filters.mine) params.set('mine', 'true');
  if (filters.teamId) params.set('teamId', filters.teamId);
  return useQuery<TournamentView[]>({
    queryKey: [...listKey, params.toString()],
    queryFn: ({ signal }) => getJson(`/api/esports/tournaments?${params.toString()}`, signal),
  });
}

export const useTournament = (id: string) =>
  useQuery<TournamentView>({ queryKey: tournamentKey(id) });
export const useParticipants = (id: string) =>
  useQuery<ParticipantView[]>({ queryKey: [...tournamentKey(id), 'participants'] });
export const useMatches = (id: string) =>
  useQuery<MatchView[]>({ queryKey: [...tournamentKey(id), 'matches'] });
export const useTournamentStandings = (id: string) =>
  useQuery<StandingsRowView[]>({ queryKey: [...tournamentKey(id), 'standings'] });

/** Everything shown about one tournament, the lists it is in and the dashboard. */
const refresh = (queryClient: QueryClient, id: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: tournamentKey(id) }),
    queryClient.invalidateQueries({ queryKey: listKey }),
    queryClient.invalidateQueries({ queryKey: dashboardKey }),
  ]);

export function useCreateTournament() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateTournamentBody) =>
      (await (await apiRequest('POST', '/api/esports/tournaments', body)).json()) as TournamentView,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
}

export function useTournamentStatus(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: EsportsTournamentStatus) =>
      apiRequest('POST', tournamentUrl(id, 'status'), { status }),
    onError: failure("Couldn't change the tournament's status"),
    onSettled: () => refresh(queryClient, id),
  });
}

export function useStartTournament(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('POST', tournamentUrl(id, 'start')),
    onSuccess: () => toast({ title: 'Tournament started', description: 'The bracket is out.' }),
    onError: failure("Couldn't start the tournament"),
    onSettled: () => refresh(queryClient, id),
  });
}

/** The checkout of a registration's entry fee (it comes back to the tournament when paid). */
export const entryCheckoutPath = (orderId: string) =>
  `/checkout?order=${encodeURIComponent(orderId)}`;

/**
 * A captain registers a team. With an entry fee the answer awaits payment: the caller sends the
 * captain to entryCheckoutPath(paymentOrderId).
 */
export function useRegisterTeam(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (teamId: string) =>
      (await (
        await apiRequest('POST', tournamentUrl(id, 'participants'), { teamId })
      ).json()) as ParticipantView,
    onSuccess: (entry) => {
      if (entry.status !== 'awaiting_payment') toast({ title: 'Team registered' });
    },
    onError: failure("Couldn't register the team"),
    onSettled: () => refresh(queryClient, id),
  });
}

/** The captain withdraws their team, or the organiser removes one, before the start. */
export function useWithdrawTeam(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (teamId: string) => apiRequest('DELETE', tournamentUrl(id, 'participants', teamId)),
    onSuccess: () => toast({ title: 'Team withdrawn' }),
    onError: failure("Couldn't withdraw the team"),
    onSettled: () => refresh(queryClient, id),
  });
}

export function useCheckIn(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (teamId: string) =>
      apiRequest('POST', tournamentUrl(id, 'participants', teamId, 'check-in')),
    onSuccess: () => toast({ title: 'Checked in', description: 'Your team is ready to play.' }),
    onError: failure("Couldn't check in"),
    onSettled: () => refresh(queryClient, id),
  });
}

export type SeedingRequest =
  { method: 'manual'; teamIds: string[] } | { method: 'ranking' | 'random' };

export function useSeed(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SeedingRequest) => apiRequest('PUT', tournamentUrl(id, 'seeds'), body),
    onSuccess: () => toast({ title: 'Seeds saved' }),
    onError: failure("Couldn't save the seeds"),
    onSettled: () => refresh(queryClient, id),
  });
}

export type Score = { score1: number; score2: number };
export type ResultRequest = Score | { forfeit: 'team1' | 'team2' };

/** A team's captain reports the score; the two reports agree, or the match is disputed. */
export function useReportScore(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ matchId, ...score }: Score & { matchId: string }) =>
      apiRequest('POST', tournamentUrl(id, 'matches', matchId, 'report'), score),
    onSuccess: () => toast({ title: 'Score reported' }),
    onError: failure("Couldn't report the score"),
    onSettled: () => refresh(queryClient, id),
  });
}

/** The organiser sets a result or a forfeit (and so settles a dispute). */
export function useSetResult(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ matchId, result }: { matchId: string; result: ResultRequest }) =>
      apiRequest('PUT', tournamentUrl(id, 'matches', matchId, 'result'), result),
    onSuccess: () => toast({ title: 'Result saved' }),
    onError: failure("Couldn't save the result"),
    onSettled: () => refresh(queryClient, id),
  });
}
