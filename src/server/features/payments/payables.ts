import type { Tx } from '@server/db/tx';
import type { paymentOrders } from '@server/db/schema/payments';

export type PaymentOrderRow = typeof paymentOrders.$inferSelect;

/** What a feature charges for one subject: decided by the server, never taken from the client. */
export type PayableQuote = {
  /** Integer cents, more than zero. */
  amount: number;
  currency: string;
  /** What the payer sees at checkout and on their statement ("Registration: Riverside League"). */
  description: string;
  /** Where the web app goes after checkout (and when the payer leaves it), e.g. "/leagues/…". */
  returnTo: string;
  /**
   * Keep the payer's card for a later charge made without them (a split booker's own share,
   * whose card pays the unpaid shares at the deadline). Stripe needs to know before the payment.
   */
  saveCard?: boolean;
};

/**
 * One thing Matchday sells besides a whole booking (docs/decisions, "payable kinds"). A feature
 * declares it in its own folder and src/server/payables.ts registers it at start-up; payments
 * never imports a feature. Every hook that takes `tx` runs inside the transaction that changes
 * the order, with the order's row locked, so the feature's state and the order's move together.
 */
export type PayableKind = {
  /** Stored in payment_orders.kind; never rename one that has orders. */
  kind: string;
  /**
   * May `payerId` pay for `subjectId`, and how much? Throw the feature's own AppError (404 for
   * what the payer may not see, 409 for what can no longer be paid). Called when an order is
   * opened and again before each new payment intent, so a price or state change is seen.
   */
  quote(tx: Tx, subjectId: string, payerId: string): Promise<PayableQuote>;
  /**
   * The money came in. Return 'kept' when the subject took it (its state moves on, e.g. a league
   * request goes to the admin) or 'unwanted' when it no longer wants it (then the order is
   * cancelled and the money refunded).
   */
  onPaid(tx: Tx, order: PaymentOrderRow, now: Date): Promise<'kept' | 'unwanted'>;
  /** The money went back (a refund the feature asked for, or one made at the provider). */
  onRefunded?(tx: Tx, order: PaymentOrderRow, now: Date): Promise<void>;
};

export type PayableRegistry = {
  register(kind: PayableKind): void;
  /** The kind an order was opened for; an unknown one is a programming error. */
  get(kind: string): PayableKind;
};

export function createPayableRegistry(): PayableRegistry {
  const kinds = new Map<string, PayableKind>();
  return {
    register(kind) {
      if (kinds.has(kind.kind)) throw new Error(`payable kind ${kind.kind} registered twice`);
      kinds.set(kind.kind, kind);
    },
    get(name) {
      const kind = kinds.get(name);
      if (!kind) throw new Error(`payable kind ${name} is not registered`);
      return kind;
    },
  };
}
