import type { Booking } from '@shared/contracts/bookings';
import { SPLIT_PAYMENT_PROVIDER } from '@shared/split-shares';

export type BookingActions = {
  showQr: boolean;
  completePayment: boolean;
  /** Share the cost with other players (issue 16): while held and not yet split or paid. */
  split: boolean;
  modify: boolean;
  cancel: boolean;
  addToCalendar: boolean;
  review: boolean;
};

/**
 * Which buttons a booking card shows (SPEC §2 My Bookings): Show QR Code when it has a code and is
 * confirmed; Complete Payment while unpaid and still held; Modify when confirmed and in the
 * future; Cancel when pending or confirmed and in the future. Calendar and review are ours. Once
 * checked in, the booking is being used: no code to show, nothing to move or cancel.
 */
export function bookingActions(booking: Booking, now: Date): BookingActions {
  const future = new Date(booking.startTime).getTime() > now.getTime();
  const checkedIn = booking.checkedInAt !== null;
  const split = booking.paymentProvider === SPLIT_PAYMENT_PROVIDER;
  const held =
    booking.status === 'pending' &&
    booking.holdExpiresAt !== null &&
    new Date(booking.holdExpiresAt).getTime() > now.getTime();
  return {
    showQr: booking.qrCode !== null && booking.status === 'confirmed' && !checkedIn,
    // A split booking is paid share by share, from its shares panel.
    completePayment: held && !split && ['pending', 'failed'].includes(booking.paymentStatus),
    split: held && !split && ['pending', 'failed'].includes(booking.paymentStatus),
    modify: booking.status === 'confirmed' && future && !checkedIn,
    cancel:
      (booking.status === 'pending' || booking.status === 'confirmed') && future && !checkedIn,
    addToCalendar: booking.status === 'confirmed' || booking.status === 'completed',
    review: booking.canReview,
  };
}
