import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  createEsportsOrgBody,
  CreateEsportsTeamBody,
  EsportsDashboardView,
  EsportsGameView,
  esportsOrgSummary,
  EsportsOrgView,
  EsportsTeamSummary,
  EsportsTeamView,
} from '@shared/contracts/esports';
import type { z } from 'zod';
import { apiRequest, errorMessage, getJson } from '@web/lib/api-client';
import { toast } from '@web/lib/use-toast';

/** Titles, teams, organisations and the esports dashboard (issue 14). */

export const esportsKey = ['/api/esports'] as const;
export const gamesKey = ['/api/esports', 'games'] as const;
export const teamKey = (id: string) => ['/api/esports', 'teams', id] as const;
export const orgKey = (id: string) => ['/api/esports', 'orgs', id] as const;
export const dashboardKey = ['/api/esports', 'dashboard'] as const;

const teamUrl = (id: string, ...parts: string[]) =>
  ['/api/esports/teams', encodeURIComponent(id), ...parts].join('/');

export function failure(title: string) {
  return (error: unknown) =>
    toast({ variant: 'destructive', title, description: errorMessage(error, 'Please try again.') });
}

export const useEsportsGames = () => useQuery<EsportsGameView[]>({ queryKey: gamesKey });

export type TeamFilters = { gameId?: string; q?: string; mine?: boolean };

export function useEsportsTeams(filters: TeamFilters, { enabled = true } = {}) {
  const params = new URLSearchParams();
  if (filters.gameId) params.set('gameId', filters.gameId);
  if (filters.q) params.set('q', filters.q);
  if (filters.mine) params.set('mine', 'true');
  return useQuery<EsportsTeamSummary[]>({
    queryKey: ['/api/esports', 'teams', 'list', params.toString()],
    queryFn: ({ signal }) => getJson(`/api/esports/teams?${params.toString()}`, signal),
    enabled,
  });
}

export const useEsportsTeam = (id: string) => useQuery<EsportsTeamView>({ queryKey: teamKey(id) });
export const useEsportsOrgs = () =>
  useQuery<z.infer<typeof esportsOrgSummary>[]>({ queryKey: ['/api/esports', 'orgs'] });
export const useEsportsOrg = (id: string) => useQuery<EsportsOrgView>({ queryKey: orgKey(id) });
export const useEsportsDashboard = ({ enabled = true } = {}) =>
  useQuery<EsportsDashboardView>({ queryKey: dashboardKey, enabled });

/** The teams the signed-in user captains (they register them and report their scores). */
export function useMyCaptainTeams(signedIn: boolean) {
  const dashboard = useEsportsDashboard({ enabled: signedIn });
  return (dashboard.data?.teams ?? []).filter((team) => team.role === 'captain');
}

export type CreateEsportsOrgBody = z.input<typeof createEsportsOrgBody>;

export function useCreateEsportsOrg() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateEsportsOrgBody) =>
      (await (await apiRequest('POST', '/api/esports/orgs', body)).json()) as EsportsOrgView,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api/esports', 'orgs'] }),
  });
}

export function useCreateEsportsTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateEsportsTeamBody) =>
      (await (await apiRequest('POST', '/api/esports/teams', body)).json()) as EsportsTeamView,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api/esports', 'teams'] }),
  });
}

/** A team's page, the team lists and the dashboard all show its roster. */
const refreshTeam = (queryClient: ReturnType<typeof useQueryClient>, id: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ['/api/esports', 'teams'] }),
    queryClient.invalidateQueries({ queryKey: teamKey(id) }),
    queryClient.invalidateQueries({ queryKey: dashboardKey }),
  ]);

export function useInviteMember(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { userId: string; role: 'player' | 'substitute' | 'coach' }) =>
      apiRequest('POST', teamUrl(teamId, 'members'), body),
    onSuccess: () => toast({ title: 'Invitation sent', description: 'The player can accept it.' }),
    onError: failure("Couldn't invite the player"),
    onSettled: () => refreshTeam(queryClient, teamId),
  });
}

export function useAnswerInvitation(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, accept }: { userId: string; accept: boolean }) =>
      apiRequest('POST', teamUrl(teamId, 'members', userId, 'response'), { accept }),
    onSuccess: (_response, { accept }) =>
      toast({ title: accept ? 'Welcome to the team' : 'Invitation declined' }),
    onError: failure("Couldn't answer the invitation"),
    onSettled: () => refreshTeam(queryClient, teamId),
  });
}

/** The captain removes a member (or withdraws an invitation); a member leaves. */
export function useRemoveMember(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => apiRequest('DELETE', teamUrl(teamId, 'members', userId)),
    onError: failure("Couldn't remove the member"),
    onSettled: () => refreshTeam(queryClient, teamId),
  });
}
