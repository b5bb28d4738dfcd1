import type { AppDeps } from '@server/deps';
import { cancelReleasedIntent } from './payments.service';

export function registerPaymentsEvents({ events, db, payments }: AppDeps) {
  // A hold that ran out leaves an open payment with its provider: cancel it there.
  events.on('booking.released', ({ data }) => cancelReleasedIntent(db, payments, data.bookingId));
}
