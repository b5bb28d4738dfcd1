import { z } from 'zod';
import { PAYMENT_ORDER_STATUSES } from '@shared/enums';
import { booking } from './bookings';

export const PAYMENT_PROVIDERS = ['test', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

const CHOOSE_BOOKING = 'Choose a booking to pay for';

/**
 * POST /api/create-payment-intent, for a booking (`bookingId`) or a payment order (`orderId`:
 * a league's registration fee…). SPEC §7 sent an amount; here the server decides it. An `amount`
 * may still be sent with a booking (older clients): it must match the booking's total or is
 * refused.
 */
export const createPaymentIntentBody = z
  .object({
    bookingId: z.uuid({ error: CHOOSE_BOOKING }).optional(),
    orderId: z.uuid({ error: 'Payment not found' }).optional(),
    /** With `bookingId`: pay one's share of a split booking (issue 16). */
    shareId: z.uuid({ error: 'Share not found' }).optional(),
    amount: z.number({ error: 'Amount must be a number' }).nonnegative().optional(),
  })
  .superRefine((body, context) => {
    if (body.bookingId === undefined && body.orderId === undefined) {
      context.addIssue({ code: 'custom', path: ['bookingId'], message: CHOOSE_BOOKING });
    } else if (body.bookingId !== undefined && body.orderId !== undefined) {
      context.addIssue({
        code: 'custom',
        path: ['orderId'],
        message: 'Pay for a booking or for an order, not both',
      });
    } else if (body.shareId !== undefined && body.bookingId === undefined) {
      context.addIssue({ code: 'custom', path: ['bookingId'], message: CHOOSE_BOOKING });
    }
  });
export type CreatePaymentIntentBody = z.infer<typeof createPaymentIntentBody>;

export const paymentIntent = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  paymentIntentId: z.string(),
  clientSecret: z.string(),
  /** What the intent pays for: one of the two. */
  bookingId: z.string().optional(),
  orderId: z.string().optional(),
  /** Numeric text, e.g. "40.00". */
  amount: z.string(),
  currency: z.string(),
  /** Stripe only: the publishable key the page needs to load Stripe.js. */
  publishableKey: z.string().nullable(),
});
export type PaymentIntent = z.infer<typeof paymentIntent>;

/** The built-in test provider's card form (what Stripe's own card field would collect). */
export const testCardPaymentBody = z.object({
  clientSecret: z.string({ error: 'Missing payment' }).min(1, 'Missing payment').max(200),
  cardNumber: z
    .string({ error: 'Card number is required' })
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(
      z
        .string()
        .min(1, 'Card number is required')
        .regex(/^\d{12,19}$/, 'Your card number is incomplete'),
    ),
  expiry: z
    .string({ error: 'Expiry date is required' })
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/, 'Enter the expiry date as MM/YY'),
  cvc: z
    .string({ error: 'Security code is required' })
    .trim()
    .regex(/^\d{3,4}$/, "Your card's security code is incomplete"),
});
export type TestCardPaymentBody = z.infer<typeof testCardPaymentBody>;

/** GET /api/payment-orders/{id}: what the payer is paying for (the checkout's summary). */
export const paymentOrder = z.object({
  id: z.string(),
  kind: z.string(),
  description: z.string(),
  /** Numeric text, e.g. "120.00". */
  amount: z.string(),
  currency: z.string(),
  status: z.enum(PAYMENT_ORDER_STATUSES),
  /** The provider's words for the last declined card. */
  lastError: z.string().nullable(),
  /** The web path to go back to after paying (the league's page…). */
  returnTo: z.string(),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
});
export type PaymentOrder = z.infer<typeof paymentOrder>;

/** The test card form's answer: the booking or the order it paid. */
export const paymentResult = z.object({
  status: z.literal('succeeded'),
  booking: booking.optional(),
  order: paymentOrder.optional(),
});
export type PaymentResult = z.infer<typeof paymentResult>;

/** POST /api/bookings/{id}/payment/refresh: asks the provider how the payment stands. */
export const paymentRefreshResult = z.object({ booking });

/** Luhn's checksum: catches most mistyped card numbers before anything is charged. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}
