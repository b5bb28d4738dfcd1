import type { PaymentProviderName } from '@shared/contracts/payments';

/** A PaymentIntent as this app needs to know it, whichever provider holds it. */
export type ProviderIntent = {
  id: string;
  clientSecret: string;
  /** Stripe's lifecycle: requires_payment_method, requires_action, processing, succeeded, canceled… */
  status: string;
  /** Integer cents. */
  amount: number;
  currency: string;
};

/**
 * What bookings need from a card payment provider. Two implementations: the built-in test
 * provider (default, offline, intents kept in the database) and Stripe. A booking records which
 * one took its money, so refunds go back through the same one.
 */
export type PaymentProvider = {
  name: PaymentProviderName;
  /** What the page needs to collect a card (Stripe's publishable key; null for the test one). */
  publishableKey: string | null;
  createIntent(input: {
    /** What it pays for: a booking, or a payment order (of `kind`); exactly one of the two. */
    bookingId?: string;
    orderId?: string;
    kind?: string;
    amount: number;
    currency: string;
    description: string;
    /** Keep the card for `chargeSaved` later (Stripe: a Customer and setup_future_usage). */
    saveCard?: boolean;
    /** The same key answers the same intent, however often the call is repeated. */
    idempotencyKey: string;
  }): Promise<ProviderIntent>;
  retrieveIntent(id: string): Promise<ProviderIntent>;
  /** Best effort: an intent that can no longer be paid (its hold ran out, the booking was cancelled). */
  cancelIntent(id: string): Promise<void>;
  refund(input: { intentId: string; amount: number; idempotencyKey: string }): Promise<void>;
  /**
   * Charges, without the payer present, the card an earlier intent of theirs was paid with (a
   * split booking's backstop at its deadline). Answers the new intent: `succeeded`, or another
   * status when the card was declined. A provider without it cannot charge saved cards.
   */
  chargeSaved?(input: {
    savedIntentId: string;
    orderId: string;
    kind: string;
    amount: number;
    currency: string;
    description: string;
    idempotencyKey: string;
  }): Promise<ProviderIntent>;
};

export type PaymentProviders = {
  /** The provider new payments go to. */
  active: PaymentProvider;
  /** The provider a booking was paid with, or null when it is no longer configured. */
  byName(name: string): PaymentProvider | null;
};
