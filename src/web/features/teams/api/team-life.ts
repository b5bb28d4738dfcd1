import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateDuesBody,
  CreateTeamEventBody,
  InvitePreview,
  RsvpAnswer,
  TeamDuesView,
  TeamEventView,
  TeamLifeView,
  UpdateTeamBody,
  UpdateTeamEventBody,
} from '@shared/contracts/team-life';
import type { JoinTeamResult, TeamDetail, TeamView } from '@shared/contracts/teams';
import { apiRequest, errorMessage, getJson } from '@web/lib/api-client';
import { toast } from '@web/lib/use-toast';
import { teamKey, teamsKey } from './teams';

const lifeKey = (id: string) => ['/api/teams', id, 'life'] as const;
export const teamEventsKey = (id: string) => ['/api/teams', id, 'events'] as const;
const duesKey = (id: string) => ['/api/teams', id, 'dues'] as const;
export const managedTeamsKey = ['/api/teams', 'managed'] as const;
const url = (id: string, rest: string) => `/api/teams/${encodeURIComponent(id)}/${rest}`;

const failure = (title: string) => (error: unknown) =>
  toast({ variant: 'destructive', title, description: errorMessage(error, 'Please try again.') });

export const useTeamLife = (id: string) => useQuery<TeamLifeView>({ queryKey: lifeKey(id) });

export const useManagedTeams = () => useQuery<TeamView[]>({ queryKey: managedTeamsKey });

/** Upcoming events (or past ones); only members may read them. */
export function useTeamEvents(id: string, when: 'upcoming' | 'past' = 'upcoming', enabled = true) {
  return useQuery<TeamEventView[]>({
    queryKey: [...teamEventsKey(id), when],
    queryFn: ({ signal }) => getJson(url(id, `events?when=${when}`), signal),
    enabled,
  });
}

export const useTeamDues = (id: string, enabled = true) =>
  useQuery<TeamDuesView>({ queryKey: duesKey(id), enabled });

export function useUpdateTeam(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateTeamBody) =>
      (await (
        await apiRequest('PATCH', `/api/teams/${encodeURIComponent(id)}`, body)
      ).json()) as TeamDetail,
    onSuccess: (team) => {
      queryClient.setQueryData(teamKey(id), team);
      toast({ title: 'Team saved', description: team.name });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: lifeKey(id) }),
        queryClient.invalidateQueries({ queryKey: teamsKey }),
      ]);
    },
  });
}

export function useResetInvite(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await (await apiRequest('POST', url(id, 'invite'))).json()) as { code: string },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lifeKey(id) }),
    onError: failure("Couldn't make the invite link"),
  });
}

export const useInvite = (code: string) =>
  useQuery<InvitePreview>({ queryKey: ['/api/team-invites', code] });

export function useJoinByInvite(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await (
        await apiRequest('POST', `/api/team-invites/${encodeURIComponent(code)}/join`)
      ).json()) as JoinTeamResult,
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamsKey }),
  });
}

function useRefreshEvents(id: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: teamEventsKey(id) });
}

export function useCreateTeamEvent(id: string) {
  const refresh = useRefreshEvents(id);
  return useMutation({
    mutationFn: async (body: CreateTeamEventBody) =>
      (await (await apiRequest('POST', url(id, 'events'), body)).json()) as TeamEventView,
    onSuccess: (event) => {
      toast({ title: 'Event scheduled', description: `${event.title}: the team has been told.` });
      return refresh();
    },
  });
}

export function useUpdateTeamEvent(id: string, eventId: string) {
  const refresh = useRefreshEvents(id);
  return useMutation({
    mutationFn: async (body: UpdateTeamEventBody) =>
      (await (
        await apiRequest('PATCH', url(id, `events/${eventId}`), body)
      ).json()) as TeamEventView,
    onSuccess: (event) => {
      toast({ title: 'Event saved', description: event.title });
      return refresh();
    },
  });
}

export function useAnswerEvent(id: string) {
  const refresh = useRefreshEvents(id);
  return useMutation({
    mutationFn: ({ eventId, answer }: { eventId: string; answer: RsvpAnswer }) =>
      apiRequest('POST', url(id, `events/${eventId}/rsvp`), { answer }),
    onError: failure("Couldn't save your answer"),
    onSettled: refresh,
  });
}

export function useCancelEvent(id: string) {
  const refresh = useRefreshEvents(id);
  return useMutation({
    mutationFn: (eventId: string) => apiRequest('POST', url(id, `events/${eventId}/cancel`)),
    onSuccess: () => toast({ title: 'Event cancelled' }),
    onError: failure("Couldn't cancel the event"),
    onSettled: refresh,
  });
}

export function useAskDues(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateDuesBody) =>
      (await (await apiRequest('POST', url(id, 'dues'), body)).json()) as TeamDuesView,
    onSuccess: (dues) => {
      queryClient.setQueryData(duesKey(id), dues);
      toast({ title: 'Dues requested', description: 'Each member was asked to pay.' });
    },
  });
}

/** Opens (or finds) the payment order for one of my dues; the caller goes to checkout. */
export function usePayDue(id: string) {
  return useMutation({
    mutationFn: async (dueId: string) =>
      (await (await apiRequest('POST', url(id, `dues/${dueId}/pay`))).json()) as {
        orderId: string;
      },
    onError: failure("Couldn't start the payment"),
  });
}

export const checkoutPath = (orderId: string) => `/checkout?order=${encodeURIComponent(orderId)}`;
