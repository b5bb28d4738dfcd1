import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CourtInput,
  CourtSummary,
  CourtUpdate,
  OpeningHoursInput,
  PriceRule,
  PriceRuleInput,
} from '@shared/contracts/courts';
import type { OpeningHoursView } from '@shared/contracts/venues';
import { venuesKey } from '@web/features/venues/api/venues';
import { apiRequest } from '@web/lib/api-client';
import { ownedKey, ownerVenueKey } from './owner';

/** The owner's setup of a venue (ADR 018): courts, opening hours and price rules. */

const priceRulesKey = (venueId: string) => [...ownerVenueKey, venueId, 'price-rules'] as const;

const json = async <T>(response: Promise<Response>) => (await (await response).json()) as T;

/** Courts and hours live on the venue itself: the owner's copy and the public pages refetch. */
function useRefreshVenue(venueId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [[...ownerVenueKey, venueId], priceRulesKey(venueId), ownedKey, venuesKey].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

export function useAddCourt(venueId: string) {
  const refresh = useRefreshVenue(venueId);
  return useMutation({
    mutationFn: (body: CourtInput) =>
      json<CourtSummary>(apiRequest('POST', `/api/venue/venues/${venueId}/courts`, body)),
    onSuccess: refresh,
  });
}

export function useUpdateCourt(venueId: string) {
  const refresh = useRefreshVenue(venueId);
  return useMutation({
    mutationFn: ({ courtId, ...body }: CourtUpdate & { courtId: string }) =>
      json<CourtSummary>(
        apiRequest('PATCH', `/api/venue/venues/${venueId}/courts/${courtId}`, body),
      ),
    onSuccess: refresh,
  });
}

export function useRemoveCourt(venueId: string) {
  const refresh = useRefreshVenue(venueId);
  return useMutation({
    mutationFn: (courtId: string) =>
      apiRequest('DELETE', `/api/venue/venues/${venueId}/courts/${courtId}`),
    onSuccess: refresh,
  });
}

export function useSetOpeningHours(venueId: string) {
  const refresh = useRefreshVenue(venueId);
  return useMutation({
    mutationFn: (body: OpeningHoursInput) =>
      json<OpeningHoursView>(apiRequest('PUT', `/api/venue/venues/${venueId}/hours`, body)),
    onSuccess: refresh,
  });
}

export const usePriceRules = (venueId: string) =>
  useQuery<PriceRule[]>({ queryKey: priceRulesKey(venueId) });

export function useAddPriceRule(venueId: string) {
  const refresh = useRefreshVenue(venueId);
  return useMutation({
    mutationFn: (body: PriceRuleInput) =>
      json<PriceRule>(apiRequest('POST', `/api/venue/venues/${venueId}/price-rules`, body)),
    onSuccess: refresh,
  });
}

export function useUpdatePriceRule(venueId: string) {
  const refresh = useRefreshVenue(venueId);
  return useMutation({
    mutationFn: ({ ruleId, body }: { ruleId: string; body: PriceRuleInput }) =>
      json<PriceRule>(
        apiRequest('PATCH', `/api/venue/venues/${venueId}/price-rules/${ruleId}`, body),
      ),
    onSuccess: refresh,
  });
}

export function useRemovePriceRule(venueId: string) {
  const refresh = useRefreshVenue(venueId);
  return useMutation({
    mutationFn: (ruleId: string) =>
      apiRequest('DELETE', `/api/venue/venues/${venueId}/price-rules/${ruleId}`),
    onSuccess: refresh,
  });
}
