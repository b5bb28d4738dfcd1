import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateTeamBody, JoinTeamResult, TeamDetail, TeamPage } from '@shared/contracts/teams';
import { apiRequest, errorMessage } from '@web/lib/api-client';
import { useCursorPages } from '@web/lib/cursor-pages';
import { toast } from '@web/lib/use-toast';

export type TeamFilters = { q?: string; sportId?: number; skillLevel?: string; location?: string };

export const teamsKey = ['/api/teams'] as const;
export const teamKey = (id: string) => ['/api/teams', id] as const;

function refreshTeams(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: teamsKey }),
    queryClient.invalidateQueries({ queryKey: ['/api/players'] }),
    queryClient.invalidateQueries({
      predicate: (query) => String(query.queryKey[0]).startsWith('/api/player/'),
    }),
  ]);
}

export function useTeams(filters: TeamFilters) {
  return useCursorPages<TeamPage>(
    ['/api/teams', { view: 'list', ...filters }],
    '/api/teams',
    filters,
  );
}

export const useTeam = (id: string) => useQuery<TeamDetail>({ queryKey: teamKey(id) });

const teamUrl = (id: string, action: string) => `/api/teams/${encodeURIComponent(id)}/${action}`;

function failure(title: string) {
  return (error: unknown) =>
    toast({ variant: 'destructive', title, description: errorMessage(error, 'Please try again.') });
}

/** Join a public team, or ask to join a private one. */
export function useJoinTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (team: { id: string; name: string }) =>
      (await (await apiRequest('POST', teamUrl(team.id, 'join'))).json()) as JoinTeamResult,
    onSuccess: (result, team) =>
      toast(
        result.status === 'pending'
          ? { title: 'Request sent', description: `The captain of ${team.name} will answer it.` }
          : { title: 'Welcome to the team!', description: `You joined ${team.name}.` },
      ),
    onError: failure("Couldn't join the team"),
    onSettled: () => refreshTeams(queryClient),
  });
}

export function useLeaveTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (team: { id: string; name: string }) =>
      apiRequest('POST', teamUrl(team.id, 'leave')),
    onSuccess: (_response, team) => toast({ title: 'You left the team', description: team.name }),
    onError: failure("Couldn't leave the team"),
    onSettled: () => refreshTeams(queryClient),
  });
}

export function useWithdrawRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (team: { id: string; name: string }) =>
      apiRequest('DELETE', teamUrl(team.id, 'request')),
    onSuccess: (_response, team) => toast({ title: 'Request withdrawn', description: team.name }),
    onError: failure("Couldn't withdraw the request"),
    onSettled: () => refreshTeams(queryClient),
  });
}

export function useAnswerRequest(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, accept }: { requestId: string; accept: boolean; name: string }) =>
      apiRequest(
        'POST',
        teamUrl(
          teamId,
          `requests/${encodeURIComponent(requestId)}/${accept ? 'accept' : 'decline'}`,
        ),
      ),
    onSuccess: (_response, { accept, name }) =>
      toast({ title: accept ? 'Request accepted' : 'Request declined', description: name }),
    onError: failure("Couldn't answer the request"),
    onSettled: () => refreshTeams(queryClient),
  });
}

export function useCreateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateTeamBody) =>
      (await (await apiRequest('POST', '/api/teams', body)).json()) as TeamDetail,
    onSuccess: (team) => {
      toast({ title: 'Team created', description: `You are the captain of ${team.name}.` });
      return refreshTeams(queryClient);
    },
  });
}
