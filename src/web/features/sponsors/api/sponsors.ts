import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateDealBody,
  DealStatusBody,
  DealSummary,
  DealView,
  DeliverableBody,
  DiscoverItem,
  DiscoverQuery,
  SponsorProfileBody,
  SponsorView,
} from '@shared/contracts/sponsors';
import { apiRequest, errorMessage, throwIfNotOk } from '@web/lib/api-client';
import { toast } from '@web/lib/use-toast';

export const dealsKey = ['/api/sponsorship-deals'] as const;
const meKey = ['/api/sponsors', 'me'] as const;

const failed = (title: string) => (error: unknown) =>
  toast({ variant: 'destructive', title, description: errorMessage(error, 'Please try again.') });

/** My sponsor profile; `null` until I create one (the API answers 404). */
export const useMySponsor = () =>
  useQuery<SponsorView | null>({
    queryKey: meKey,
    queryFn: async () => {
      const response = await fetch('/api/sponsors/me', { credentials: 'include' });
      if (response.status === 404) return null;
      await throwIfNotOk(response);
      return (await response.json()) as SponsorView;
    },
  });

/** A sponsor's public page. */
export const useSponsor = (id: string) =>
  useQuery<SponsorView>({ queryKey: ['/api/sponsors', id] });

export function useSaveSponsor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SponsorProfileBody) =>
      (await (await apiRequest('POST', '/api/sponsors', body)).json()) as SponsorView,
    onSuccess: (profile) => {
      queryClient.setQueryData(meKey, profile);
      toast({ title: 'Profile saved', description: `${profile.companyName} is ready to sponsor.` });
    },
    onError: failed("Couldn't save the profile"),
  });
}

/** Teams, leagues, venues… to sponsor, with their reach. */
export function useDiscover(query: Partial<Record<keyof DiscoverQuery, string | number>>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return useQuery<DiscoverItem[]>({
    queryKey: [`/api/sponsors/discover${search ? `?${search}` : ''}`],
  });
}

/** My deals, either side. */
export const useMyDeals = () => useQuery<DealSummary[]>({ queryKey: dealsKey });

export const useDeal = (id: string) => useQuery<DealView>({ queryKey: [...dealsKey, id] });

function useDealMutation<T>(request: (input: T) => Promise<Response>, title: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: T) => (await (await request(input)).json()) as DealView,
    onSuccess: (deal) => {
      queryClient.setQueryData([...dealsKey, deal.id], deal);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: dealsKey, exact: true }),
        queryClient.invalidateQueries({ queryKey: meKey }),
      ]);
    },
    onError: failed(title),
  });
}

export const useCreateDeal = () =>
  useDealMutation(
    (body: CreateDealBody) => apiRequest('POST', '/api/sponsorship-deals', body),
    "Couldn't create the deal",
  );

export const useMoveDeal = (id: string) =>
  useDealMutation(
    (body: DealStatusBody) => apiRequest('POST', `/api/sponsorship-deals/${id}/status`, body),
    "Couldn't update the deal",
  );

export const useTickDeliverable = (id: string) =>
  useDealMutation(
    ({ deliverableId, ...body }: DeliverableBody & { deliverableId: string }) =>
      apiRequest('POST', `/api/sponsorship-deals/${id}/deliverables/${deliverableId}`, body),
    "Couldn't update the deliverable",
  );
