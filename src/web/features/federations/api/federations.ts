import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AddOfficialBody,
  AffiliationView,
  CreateFederationBody,
  FederationLeagueView,
  FederationView,
  LeagueSanctionView,
  MemberClubView,
  OfficialView,
  PlayersByMonth,
  RegulationBody,
  RegulationView,
  UpdateFederationBody,
} from '@shared/contracts/federations';
import { apiRequest, errorMessage, getJson } from '@web/lib/api-client';
import { toast } from '@web/lib/use-toast';

export const federationsKey = ['/api/federations'] as const;
export const federationKey = (id: string) => ['/api/federations', id] as const;
const sanctionKey = (leagueId: string) => ['/api/leagues', leagueId, 'sanction'] as const;

const federationUrl = (id: string, ...parts: string[]) =>
  ['/api/federations', encodeURIComponent(id), ...parts].join('/');

export function useFederations(filters: { q?: string; mine?: boolean }, enabled = true) {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.mine) params.set('mine', 'true');
  return useQuery<FederationView[]>({
    queryKey: ['/api/federations', 'list', params.toString()],
    queryFn: ({ signal }) => getJson(`/api/federations?${params.toString()}`, signal),
    enabled,
  });
}

export const useFederation = (id: string) =>
  useQuery<FederationView>({ queryKey: federationKey(id) });
export const useOfficials = (id: string) =>
  useQuery<OfficialView[]>({ queryKey: [...federationKey(id), 'officials'] });
export const useRegulations = (id: string) =>
  useQuery<RegulationView[]>({ queryKey: [...federationKey(id), 'regulations'] });
export const useMemberClubs = (id: string) =>
  useQuery<MemberClubView[]>({ queryKey: [...federationKey(id), 'clubs'] });
export const useSanctionedLeagues = (id: string) =>
  useQuery<FederationLeagueView[]>({ queryKey: [...federationKey(id), 'leagues'] });
export const usePlayersOverTime = (id: string) =>
  useQuery<PlayersByMonth>({ queryKey: [...federationKey(id), 'players-over-time'] });
/** Officials only: the requests waiting (and answered). */
export const useFederationRequests = (id: string, enabled: boolean) =>
  useQuery<AffiliationView[]>({ queryKey: [...federationKey(id), 'requests'], enabled });
export const useLeagueSanction = (leagueId: string) =>
  useQuery<LeagueSanctionView>({ queryKey: sanctionKey(leagueId) });

/** Everything shown about one federation, and the lists it appears in. */
const refreshFederation = (queryClient: QueryClient, id: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: federationKey(id) }),
    queryClient.invalidateQueries({ queryKey: [...federationsKey, 'list'] }),
  ]);

function failure(title: string) {
  return (error: unknown) =>
    toast({ variant: 'destructive', title, description: errorMessage(error, 'Please try again.') });
}

export function useCreateFederation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateFederationBody) =>
      (await (await apiRequest('POST', '/api/federations', body)).json()) as FederationView,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...federationsKey, 'list'] }),
  });
}

export function useUpdateFederation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateFederationBody) =>
      (await (await apiRequest('PATCH', federationUrl(id), body)).json()) as FederationView,
    onSettled: () => refreshFederation(queryClient, id),
  });
}

export function useAddOfficial(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddOfficialBody) => apiRequest('POST', federationUrl(id, 'officials'), body),
    onSettled: () => refreshFederation(queryClient, id),
  });
}

export function useRemoveOfficial(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (officialId: string) =>
      apiRequest('DELETE', federationUrl(id, 'officials', officialId)),
    onError: failure("Couldn't remove the official"),
    onSettled: () => refreshFederation(queryClient, id),
  });
}

export function usePublishRegulation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegulationBody) =>
      apiRequest('POST', federationUrl(id, 'regulations'), body),
    onSettled: () => refreshFederation(queryClient, id),
  });
}

export function useDeleteRegulation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (regulationId: string) =>
      apiRequest('DELETE', federationUrl(id, 'regulations', regulationId)),
    onError: failure("Couldn't withdraw the regulation"),
    onSettled: () => refreshFederation(queryClient, id),
  });
}

/** An official adds a club, or a captain asks for their team to join. */
export function useAddClub(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (teamId: string) =>
      (await (
        await apiRequest('POST', federationUrl(id, 'clubs'), { teamId })
      ).json()) as AffiliationView,
    onSuccess: (entry) =>
      toast(
        entry.status === 'pending'
          ? { title: 'Request sent', description: "The federation's officials will answer it." }
          : { title: 'Club added', description: `${entry.target.name} is a member club.` },
      ),
    onError: failure("Couldn't add the club"),
    onSettled: () => refreshFederation(queryClient, id),
  });
}

/** A league's admin asks a federation to sanction the league. */
export function useRequestSanction(leagueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (federationId: string) =>
      apiRequest('POST', federationUrl(federationId, 'leagues'), { leagueId }),
    onSuccess: () =>
      toast({ title: 'Request sent', description: "The federation's officials will answer it." }),
    onError: failure("Couldn't send the request"),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sanctionKey(leagueId) }),
  });
}

export function useDecideRequest(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, status }: { requestId: string; status: 'accepted' | 'declined' }) =>
      apiRequest('PATCH', federationUrl(id, 'requests', requestId), { status }),
    onError: failure("Couldn't answer the request"),
    onSettled: () =>
      Promise.all([
        refreshFederation(queryClient, id),
        // A league's own page shows who sanctions it.
        queryClient.invalidateQueries({ queryKey: ['/api/leagues'] }),
      ]),
  });
}
