import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateDealBody,
  DealDetail,
  DealStatus,
  DealSummary,
  InvestmentTargetType,
  InvestorProfileBody,
  InvestorProfileView,
  PortfolioView,
  TargetOption,
} from '@shared/contracts/investors';
import { ApiError, apiRequest, errorMessage, getJson } from '@web/lib/api-client';
import { toast } from '@web/lib/use-toast';

export const dealsKey = ['/api/investment-deals'] as const;
export const profileKey = ['/api/investors/me'] as const;
const dealUrl = (id: string, ...parts: string[]) =>
  ['/api/investment-deals', encodeURIComponent(id), ...parts].join('/');

const failure = (title: string) => (error: unknown) =>
  toast({ variant: 'destructive', title, description: errorMessage(error, 'Please try again.') });

/** Deals, portfolio and profile figures all move together when one deal changes. */
const refreshAll = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: dealsKey }),
    queryClient.invalidateQueries({ queryKey: profileKey }),
  ]);

/** My investor profile; null until I create one (the API answers 404). */
export const useMyInvestorProfile = () =>
  useQuery<InvestorProfileView | null>({
    queryKey: profileKey,
    queryFn: async ({ signal }) => {
      try {
        return await getJson<InvestorProfileView>(profileKey[0], signal);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });

export function useSaveInvestorProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: InvestorProfileBody) =>
      (await (await apiRequest('POST', '/api/investors', body)).json()) as InvestorProfileView,
    onSuccess: (profile) => queryClient.setQueryData(profileKey, profile),
  });
}

/** My deals as the investor, and inbound ones for what I act for. */
export const useDeals = () => useQuery<DealSummary[]>({ queryKey: dealsKey });

export const useDeal = (id: string) => useQuery<DealDetail>({ queryKey: [...dealsKey, id] });

export const usePortfolio = () => useQuery<PortfolioView>({ queryKey: [...dealsKey, 'portfolio'] });

export const useTargetSearch = (type: InvestmentTargetType, q: string, enabled: boolean) =>
  useQuery<TargetOption[]>({
    queryKey: [...dealsKey, 'targets', type, q],
    queryFn: ({ signal }) =>
      getJson(
        `/api/investment-deals/targets?${new URLSearchParams({ type, ...(q && { q }) }).toString()}`,
        signal,
      ),
    enabled,
    staleTime: 30_000,
  });

export function useCreateDeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateDealBody) =>
      (await (await apiRequest('POST', '/api/investment-deals', body)).json()) as DealSummary,
    onSuccess: () => refreshAll(queryClient),
  });
}

export type Move = { id: string; status: DealStatus; exitValue?: number };

/**
 * Moves a deal along the pipeline. The board shows the move at once (optimistic) and puts the
 * deal back if the server refuses, with the server's sentence naming the allowed moves.
 */
export function useMoveDeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, status, exitValue }: Move) =>
      (await (
        await apiRequest('POST', dealUrl(id, 'status'), { status, exitValue })
      ).json()) as DealSummary,
    onMutate: async ({ id, status }) => {
      await queryClient.cancelQueries({ queryKey: dealsKey, exact: true });
      const before = queryClient.getQueryData<DealSummary[]>(dealsKey);
      queryClient.setQueryData<DealSummary[]>(dealsKey, (deals) =>
        deals?.map((deal) => (deal.id === id ? { ...deal, status } : deal)),
      );
      return { before };
    },
    onError: (error, _move, context) => {
      if (context?.before) queryClient.setQueryData(dealsKey, context.before);
      failure("Couldn't move the deal")(error);
    },
    onSettled: () => refreshAll(queryClient),
  });
}

/** A change to one deal's milestones, documents or data room: answers the whole deal. */
function useDealChange<T>(
  id: string,
  send: (body: T) => Promise<Response>,
  failed: string,
  done?: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: T) => (await (await send(body)).json()) as DealDetail,
    onSuccess: (deal) => {
      queryClient.setQueryData([...dealsKey, id], deal);
      if (done) toast({ title: done });
      return queryClient.invalidateQueries({ queryKey: dealsKey, exact: true });
    },
    onError: failure(failed),
  });
}

export const useAddMilestone = (id: string) =>
  useDealChange(
    id,
    (body: { title: string; dueDate: string }) =>
      apiRequest('POST', dealUrl(id, 'milestones'), body),
    "Couldn't add the milestone",
  );

export const useTickMilestone = (id: string) =>
  useDealChange(
    id,
    ({ milestoneId, done }: { milestoneId: string; done: boolean }) =>
      apiRequest('PATCH', dealUrl(id, 'milestones', milestoneId), { done }),
    "Couldn't update the milestone",
  );

export const useAddDocument = (id: string) =>
  useDealChange(
    id,
    (body: { title: string; url: string }) => apiRequest('POST', dealUrl(id, 'documents'), body),
    "Couldn't add the document",
  );

export const useRequestDataRoom = (id: string) =>
  useDealChange(
    id,
    (body: { message?: string }) => apiRequest('POST', dealUrl(id, 'data-room'), body),
    "Couldn't send the request",
    'Data-room request sent',
  );

export const useAnswerDataRoom = (id: string) =>
  useDealChange(
    id,
    (answer: 'shared' | 'declined') =>
      apiRequest('POST', dealUrl(id, 'data-room', 'answer'), { answer }),
    "Couldn't answer the request",
    'Answer sent',
  );
