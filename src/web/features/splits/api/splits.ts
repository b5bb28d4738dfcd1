import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaymentIntent } from '@shared/contracts/payments';
import type {
  JoinResult,
  LeaveResult,
  OpenMatchBody,
  OpenMatchList,
  SplitBookingBody,
  SplitList,
  SplitView,
} from '@shared/contracts/splits';
import { apiRequest } from '@web/lib/api-client';
import { fetchByKey } from '@web/lib/query-url';

export const splitsKey = ['/api/splits'] as const;
export const openMatchesKey = ['/api/open-matches'] as const;
export const sharesKey = (bookingId: string) => ['/api/bookings', bookingId, 'shares'] as const;

const json = async <T>(response: Promise<Response>) => (await (await response).json()) as T;

/** A split changes bookings, the splits lists and the open matches together. */
function refreshSplits(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['/api/bookings'] }),
    queryClient.invalidateQueries({ queryKey: splitsKey }),
    queryClient.invalidateQueries({ queryKey: openMatchesKey }),
  ]);
}

/** GET /api/bookings/{id}/shares: each player's share, paid or not, and the deadline. */
export function useSplit(bookingId: string, enabled = true) {
  return useQuery<SplitView>({
    queryKey: sharesKey(bookingId),
    queryFn: fetchByKey as () => Promise<SplitView>,
    enabled,
  });
}

/** GET /api/splits: upcoming split bookings the player booked or holds a share of. */
export function useMySplits() {
  return useQuery<SplitList>({
    queryKey: splitsKey,
    queryFn: fetchByKey as () => Promise<SplitList>,
  });
}

export function useSplitBooking(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SplitBookingBody) =>
      json<SplitView>(apiRequest('POST', `/api/bookings/${bookingId}/split`, body)),
    onSuccess: (split) => {
      queryClient.setQueryData(sharesKey(bookingId), split);
      return refreshSplits(queryClient);
    },
  });
}

/**
 * POST /api/create-payment-intent {bookingId, shareId}: opens the share's payment; the answer
 * names its payment order, whose checkout page (/checkout?order=…) takes the card.
 */
export function usePayShare() {
  return useMutation({
    mutationFn: (input: { bookingId: string; shareId: string }) =>
      json<PaymentIntent>(apiRequest('POST', '/api/create-payment-intent', input)),
  });
}

export function useLeaveShare(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shareId: string) =>
      json<LeaveResult>(apiRequest('POST', `/api/bookings/${bookingId}/shares/${shareId}/leave`)),
    onSuccess: () => refreshSplits(queryClient),
  });
}

export function useOpenMatch(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OpenMatchBody) =>
      json<SplitView>(apiRequest('POST', `/api/bookings/${bookingId}/open`, body)),
    onSuccess: (split) => {
      queryClient.setQueryData(sharesKey(bookingId), split);
      return refreshSplits(queryClient);
    },
  });
}

/** GET /api/splits/invite/{code}: what an invite link offers. */
export function useSplitInvite(code: string) {
  return useQuery<SplitView>({
    queryKey: ['/api/splits/invite', code],
    queryFn: fetchByKey as () => Promise<SplitView>,
    retry: false,
  });
}

/** Takes an open share through an invite link; the answer names its payment order. */
export function useClaimShare(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { shareId: string; code: string }) =>
      json<JoinResult>(
        apiRequest('POST', `/api/bookings/${bookingId}/shares/${input.shareId}/claim`, {
          code: input.code,
        }),
      ),
    onSuccess: () => refreshSplits(queryClient),
  });
}

/** GET /api/open-matches: open matches still taking players (the Games tab, Around You). */
export function useOpenMatches() {
  return useQuery<OpenMatchList>({
    queryKey: openMatchesKey,
    queryFn: fetchByKey as () => Promise<OpenMatchList>,
    staleTime: 30_000,
  });
}

/** Joins an open match: a place and its payment in one step (then checkout). */
export function useJoinOpenMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bookingId: string) =>
      json<JoinResult>(apiRequest('POST', `/api/open-matches/${bookingId}/join`)),
    onSuccess: () => refreshSplits(queryClient),
  });
}

/** Where a share's payment is taken: the payment order's checkout page. */
export const shareCheckoutPath = (orderId: string) =>
  `/checkout?order=${encodeURIComponent(orderId)}`;

/**
 * The booking form's "split between N players": splits the booking just made and opens the
 * booker's own share, answering its payment order (the form goes to its checkout).
 */
export function useSplitNewBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ bookingId, players }: { bookingId: string; players: number }) => {
      const split = await json<SplitView>(
        apiRequest('POST', `/api/bookings/${bookingId}/split`, { players }),
      );
      const intent = await json<PaymentIntent>(
        apiRequest('POST', '/api/create-payment-intent', {
          bookingId,
          shareId: split.shares[0]!.id,
        }),
      );
      return intent.orderId!;
    },
    onSuccess: () => refreshSplits(queryClient),
  });
}
