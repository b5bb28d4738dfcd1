import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  PaymentIntent,
  PaymentOrder,
  PaymentResult,
  TestCardPaymentBody,
} from '@shared/contracts/payments';
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

export const paymentOrderKey = (orderId: string) => ['/api/payment-orders', orderId] as const;

/** GET /api/payment-orders/{id}: what the payer pays for, the amount, where it stands. */
export function usePaymentOrder(orderId: string) {
  return useQuery<PaymentOrder>({
    queryKey: paymentOrderKey(orderId),
    queryFn: async () =>
      (await (await apiRequest('GET', `/api/payment-orders/${orderId}`)).json()) as PaymentOrder,
  });
}

/** POST /api/create-payment-intent for a payment order (idempotent, as for a booking). */
export function useOrderPaymentIntent(orderId: string | undefined) {
  return useQuery<PaymentIntent>({
    queryKey: ['/api/create-payment-intent', 'order', orderId],
    queryFn: async () =>
      (await (
        await apiRequest('POST', '/api/create-payment-intent', { orderId })
      ).json()) as PaymentIntent,
    enabled: Boolean(orderId),
    gcTime: 0,
    retry: false,
  });
}

/** After Stripe.js said the payment went through: record it without waiting for the webhook. */
export function useRefreshOrder() {
  return useMutation({
    mutationFn: async (orderId: string) =>
      (await (
        await apiRequest('POST', `/api/payment-orders/${orderId}/refresh`)
      ).json()) as PaymentOrder,
  });
}
