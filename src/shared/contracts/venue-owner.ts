import { z } from 'zod';
import { BOOKING_STATUSES, PAYMENT_STATUSES } from '../enums';

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

/** GET /api/venue/stats: SPEC "Venue stats", over the caller's venues. */
export const venueStats = z.object({
  /** Paid bookings starting this calendar month (UTC), numeric text. */
  monthlyRevenue: z.string(),
  /** Confirmed and completed bookings, all time. */
  totalBookings: z.number(),
  /** Booked share of opening hours over the last 30 days, in percent (one decimal). */
  occupancyRate: z.number(),
  /** Average of all reviews of the caller's venues. */
  rating: z.number(),
  reviews: z.number(),
  venues: z.number(),
  /** Confirmed bookings starting today or later. */
  upcomingBookings: z.number(),
});
export type VenueStats = z.infer<typeof venueStats>;

export const venueBookingsQuery = z.object({
  venueId: z.uuid({ error: 'Venue not found' }).optional(),
  /** Bookings overlapping [from, to): the calendar asks for a day or a week. */
  from: z.iso.datetime({ offset: true, error: 'from must be an ISO date-time' }).optional(),
  to: z.iso.datetime({ offset: true, error: 'to must be an ISO date-time' }).optional(),
  status: z.enum(BOOKING_STATUSES, { error: 'Unknown status' }).optional(),
  page: z.coerce.number().int().min(1, 'Page starts at 1').max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(500, 'Page size can be at most 500').default(50),
});
export type VenueBookingsQuery = z.input<typeof venueBookingsQuery>;

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
});
export type VenueBooking = z.infer<typeof venueBooking>;

export const venueBookingList = z.object({
  items: z.array(venueBooking),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type VenueBookingList = z.infer<typeof venueBookingList>;

export const analyticsQuery = z.object({
  venueId: z.uuid({ error: 'Venue not found' }).optional(),
  days: z.coerce
    .number({ error: 'days must be a number' })
    .int()
    .min(7, 'days is between 7 and 90')
    .max(90, 'days is between 7 and 90')
    .default(30),
});

export const venueAnalytics = z.object({
  days: z.number(),
  /** Paid revenue per day (UTC date of the booking's start), oldest first. */
  revenueByDay: z.array(z.object({ date: z.string(), amount: z.string(), bookings: z.number() })),
  /** Share of each opening half-hour (venue time) that was booked over the period, percent. */
  occupancyByHour: z.array(z.object({ hour: z.string(), rate: z.number() })),
  statusCounts: z.array(z.object({ status: z.enum(BOOKING_STATUSES), count: z.number() })),
});
export type VenueAnalytics = z.infer<typeof venueAnalytics>;

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
