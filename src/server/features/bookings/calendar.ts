import ical, { ICalEventStatus } from 'ical-generator';
import { PRODUCT_NAME } from '@shared/constants';
import type { Booking } from '@shared/contracts/bookings';

const STATUS: Record<Booking['status'], ICalEventStatus> = {
  pending: ICalEventStatus.TENTATIVE,
  confirmed: ICalEventStatus.CONFIRMED,
  completed: ICalEventStatus.CONFIRMED,
  cancelled: ICalEventStatus.CANCELLED,
};

/** An iCalendar file with one event for the booking (times in UTC; calendars show local time). */
export function bookingCalendar(booking: Booking, host: string, now: Date): string {
  const place = [booking.venue.address, booking.venue.city, booking.venue.state]
    .filter(Boolean)
    .join(', ');
  const description = [
    `${booking.sportName} at ${booking.venue.name}.`,
    `Total ${booking.totalAmount} ${booking.currency}, payment ${booking.paymentStatus}.`,
    booking.notes ? `Notes: ${booking.notes}` : '',
    'Show your QR code from My Bookings when you arrive.',
  ]
    .filter(Boolean)
    .join('\n');
  const calendar = ical({ prodId: { company: PRODUCT_NAME, product: 'Bookings' } });
  calendar.createEvent({
    id: `booking-${booking.id}@${host}`,
    stamp: now,
    start: new Date(booking.startTime),
    end: new Date(booking.endTime),
    summary: `${booking.sportName} at ${booking.venue.name}`,
    location: place,
    description,
    status: STATUS[booking.status],
  });
  return calendar.toString();
}
