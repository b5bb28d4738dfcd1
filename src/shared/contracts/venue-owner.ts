import { z } from 'zod';
import { BOOKING_STATUSES, PAYMENT_STATUSES, SHARE_STATUSES } from '../enums';
import { intParam } from './common';

/** GET /api/venue/owned: SPEC "Owned venue" (id, name, location, rating, active) and more. */
export const ownedVenue = z.object({
  id: z.string(),
  name: z.string(),
  /** "City, State" as a card shows it. */
  location: z.string(),
  rating: z.number(),
  active: z.boolean(),
  reviewCount: z.number(),
  pricePerHour: z.string(),
  image: z.string().nullable(),
  timeZone: z.string(),
  upcomingBookings: z.number(),
});
export type OwnedVenue = z.infer<typeof ownedVenue>;

export const venueBookingsQuery = z.object({
  venueId: z.uuid({ error: 'Venue not found' }).optional(),
  /** Bookings overlapping [from, to): the calendar asks for a day or a week. */
  from: z.iso.datetime({ offset: true, error: 'from must be an ISO date-time' }).optional(),
  to: z.iso.datetime({ offset: true, error: 'to must be an ISO date-time' }).optional(),
  status: z.enum(BOOKING_STATUSES, { error: 'Unknown status' }).optional(),
  page: intParam('Page must be a whole number from 1 to 10000', 1, 10_000).default(1),
  pageSize: intParam('Page size must be a whole number from 1 to 500', 1, 500).default(50),
});
export type VenueBookingsQuery = z.input<typeof venueBookingsQuery>;

/** One player's part of a split booking, as the venue sees it: who holds it and whether it is paid. */
export const venueBookingShare = z.object({
  /** The holder's name; null while the place is open (no one has taken it). */
  holder: z.string().nullable(),
  amount: z.string(),
  status: z.enum(SHARE_STATUSES),
});
export type VenueBookingShare = z.infer<typeof venueBookingShare>;

/** SPEC "Venue booking" (id, customerName, venue, time, amount, status) and more. */
export const venueBooking = z.object({
  id: z.string(),
  customerName: z.string(),
  venue: z.string(),
  /** The start as the venue's clock shows it, e.g. "2025-06-10 18:00–19:30". */
  time: z.string(),
  amount: z.string(),
  status: z.enum(BOOKING_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  venueId: z.string(),
  sportName: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  timeZone: z.string(),
  notes: z.string().nullable(),
  checkedInAt: z.string().nullable(),
  courtId: z.string(),
  courtName: z.string(),
  /** online: booked in the app; desk: entered by the venue for a walk-in or phone customer. */
  source: z.enum(['online', 'desk']),
  customerPhone: z.string().nullable(),
  /** A split booking's shares in order (the booker's first); absent when it is not split. */
  shares: z.array(venueBookingShare).optional(),
});
export type VenueBooking = z.infer<typeof venueBooking>;

export const venueBookingList = z.object({
  items: z.array(venueBooking),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type VenueBookingList = z.infer<typeof venueBookingList>;

/** POST /api/venue/check-in and /lookup: the code a QR carries, scanned or typed. */
export const checkInBody = z.object({
  code: z
    .string({ error: 'Enter or scan a check-in code' })
    .trim()
    .min(1, 'Enter or scan a check-in code')
    .max(200, 'That is not a check-in code'),
});

export const checkInResult = z.object({
  booking: venueBooking,
  /** Whether checking in is possible now; when not, `reason` says why. */
  canCheckIn: z.boolean(),
  reason: z.string().nullable(),
});
export type CheckInResult = z.infer<typeof checkInResult>;
