import { PRODUCT_NAME } from '@shared/constants';
import type { Booking } from '@shared/contracts/bookings';

/** RFC 5545 text: backslash, semicolon, comma and newlines escaped. */
function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets are folded: CRLF then a space (never inside a UTF-8 character). */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = Buffer.byteLength(char);
    const limit = parts.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** 2025-06-10T18:00:00.000Z → 20250610T180000Z */
const utcStamp = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');

const STATUS: Record<Booking['status'], string> = {
  pending: 'TENTATIVE',
  confirmed: 'CONFIRMED',
  completed: 'CONFIRMED',
  cancelled: 'CANCELLED',
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
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${PRODUCT_NAME}//Bookings//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:booking-${booking.id}@${host}`,
    `DTSTAMP:${utcStamp(now.toISOString())}`,
    `DTSTART:${utcStamp(booking.startTime)}`,
    `DTEND:${utcStamp(booking.endTime)}`,
    `SUMMARY:${escapeText(`${booking.sportName} at ${booking.venue.name}`)}`,
    `LOCATION:${escapeText(place)}`,
    `DESCRIPTION:${escapeText(description)}`,
    `STATUS:${STATUS[booking.status]}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
