import { useMutation, useQuery } from '@tanstack/react-query';
import type { PaymentIntent, PaymentResult, TestCardPaymentBody } from '@shared/contracts/payments';
import { apiRequest } from '@web/lib/api-client';

/**
 * POST /api/create-payment-intent for a booking. A query, not a mutation: the server answers the
 * same intent however often it is asked (idempotent), and the page needs it once on arrival.
 */
export function usePaymentIntent(bookingId: string | undefined) {
  return useQuery<PaymentIntent>({
    queryKey: ['/api/create-payment-intent', bookingId],
    queryFn: async () =>
      (await (
        await apiRequest('POST', '/api/create-payment-intent', { bookingId })
      ).json()) as PaymentIntent,
    enabled: Boolean(bookingId),
    gcTime: 0,
  });
}

/** The built-in test provider's card payment. */
export function usePayWithTestCard() {
  return useMutation({
    mutationFn: async (body: TestCardPaymentBody) =>
      (await (
        await apiRequest('POST', '/api/payments/test/confirm', body)
      ).json()) as PaymentResult,
  });
}
