import type { DomainEventOf } from '@shared/events';
import type { Db } from '@server/db/client';
import { bookingFacts, nameOf } from './lookups';
import type { NotificationInput } from './notify';

/** Who hears of a booking's changes, and what they read. Each answers the notifications to write. */

const OWNER_BOOKINGS = '/dashboard/venue';

export async function bookingConfirmed(
  db: Db,
  { data }: DomainEventOf<'booking.confirmed'>,
): Promise<NotificationInput[]> {
  const booking = await bookingFacts(db, data.bookingId);
  if (!booking) return [];
  return [
    {
      userId: booking.userId,
      type: 'booking',
      key: `booking.confirmed:${data.bookingId}`,
      title: 'Booking confirmed',
      message: `${booking.venue}, ${booking.when}. See you there!`,
      link: '/bookings',
      relatedId: data.bookingId,
    },
  ];
}

/** Cancelled by the venue: the player hears; cancelled by the player: the venue's owner does. */
export async function bookingCancelled(
  db: Db,
  { data }: DomainEventOf<'booking.cancelled'>,
): Promise<NotificationInput[]> {
  const booking = await bookingFacts(db, data.bookingId);
  if (!booking) return [];
  const key = `booking.cancelled:${data.bookingId}`;
  // A desk booking's user is the venue's own staff: nobody to tell of their own action.
  if (booking.userId === booking.ownerId) return [];
  if (data.byOwner) {
    return [
      {
        userId: booking.userId,
        type: 'booking',
        key,
        title: 'Booking cancelled by the venue',
        message: `${booking.venue} cancelled your booking for ${booking.when}.`,
        link: '/bookings',
        relatedId: data.bookingId,
        actorId: booking.ownerId,
      },
    ];
  }
  if (booking.ownerId === booking.userId) return [];
  const player = await nameOf(db, booking.userId);
  return [
    {
      userId: booking.ownerId,
      type: 'booking',
      key,
      title: 'A booking was cancelled',
      message: `${player} cancelled their booking at ${booking.venue} for ${booking.when}.`,
      link: OWNER_BOOKINGS,
      relatedId: data.bookingId,
      actorId: booking.userId,
    },
  ];
}

export async function bookingRefunded(
  db: Db,
  { data }: DomainEventOf<'booking.refunded'>,
): Promise<NotificationInput[]> {
  const booking = await bookingFacts(db, data.bookingId);
  if (!booking) return [];
  return [
    {
      userId: booking.userId,
      type: 'payment',
      key: `booking.refunded:${data.bookingId}`,
      title: 'Booking refunded',
      message: `Your payment for ${booking.venue}, ${booking.when}, was refunded.`,
      link: '/bookings',
      relatedId: data.bookingId,
    },
  ];
}

export async function paymentFailed(
  db: Db,
  { data }: DomainEventOf<'payment.failed'>,
): Promise<NotificationInput[]> {
  const booking = await bookingFacts(db, data.bookingId);
  if (!booking) return [];
  return [
    {
      userId: booking.userId,
      type: 'payment',
      key: `payment.failed:${data.bookingId}`,
      title: 'Payment failed',
      message: `Your payment for ${booking.venue}, ${booking.when}, did not go through: ${data.message}`,
      link: '/bookings',
      relatedId: data.bookingId,
    },
  ];
}
