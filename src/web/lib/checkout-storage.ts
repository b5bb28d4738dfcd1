/**
 * SPEC §4/§9: the amount and venue are kept in local storage under checkout keys, so the checkout
 * page survives a reload. The booking id travels the same way (and in the address).
 */
const KEYS = {
  amount: 'checkout:amount',
  venue: 'checkout:venue',
  bookingId: 'checkout:bookingId',
} as const;

export type CheckoutState = { amount: string; venueName: string; bookingId: string };

export function saveCheckout(state: CheckoutState) {
  try {
    localStorage.setItem(KEYS.amount, state.amount);
    localStorage.setItem(KEYS.venue, state.venueName);
    localStorage.setItem(KEYS.bookingId, state.bookingId);
  } catch {
    // Storage full or blocked: the address still carries what checkout needs.
  }
}

export function readCheckout(): Partial<CheckoutState> {
  try {
    return {
      amount: localStorage.getItem(KEYS.amount) ?? undefined,
      venueName: localStorage.getItem(KEYS.venue) ?? undefined,
      bookingId: localStorage.getItem(KEYS.bookingId) ?? undefined,
    };
  } catch {
    return {};
  }
}

export function clearCheckout() {
  try {
    Object.values(KEYS).forEach((key) => localStorage.removeItem(key));
  } catch {
    // Nothing to clear.
  }
}

/** The checkout address for a booking. */
export const checkoutPath = (bookingId: string, amount: string) =>
  `/checkout?${new URLSearchParams({ bookingId, amount }).toString()}`;
