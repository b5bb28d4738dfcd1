import { z } from 'zod';
import { BOOKING_STATUSES, PAYMENT_STATUSES } from '../enums';
import { isMoneyText } from '../money';
import { idParam, intParam, uuidParams } from './common';
import { isoDate } from './venues';

const instant = (message: string) =>
  z.iso.datetime({ offset: true, error: message }).transform((value) => new Date(value));

/**
 * POST /api/bookings (SPEC §7: venueId, sportId, startTime, endTime (ISO), totalAmount (text),
 * notes). The server prices the booking itself; a totalAmount sent along must agree with it.
 */
export const createBookingBody = z.object({
  venueId: z.uuid({ error: 'Choose a venue' }),
  // A number, or its text from older clients; either way an id the database can hold.
  sportId: idParam('Sport is required'),
  startTime: instant('Start time is required'),
  endTime: instant('End time is required'),
  /** The court wanted; without it the server takes any free court (409 when none is). */
  courtId: z.uuid({ error: 'Court not found' }).optional(),
  totalAmount: z
    .string({ error: 'Total must be an amount such as 40.00' })
    .trim()
    .refine(isMoneyText, 'Total must be an amount such as 40.00')
    .optional(),
  notes: z
    .string({ error: 'Notes must be text' })
    .trim()
    .max(500, 'Notes must be at most 500 characters')
    .transform((value) => value || null)
    .nullable()
    .optional(),
});
export type CreateBookingBody = z.input<typeof createBookingBody>;

/** The booking form (SPEC §5): local date and times, as the venue's clock shows them. */
export const bookingForm = z.object({
  date: z.string().min(1, 'Date is required').pipe(isoDate),
  sportId: z.string().min(1, 'Sport is required'),
  startTime: z.string().min(1, 'Start time is required'),
  endTime: z.string().min(1, 'End time is required'),
  /** '' = any free court. */
  courtId: z.string(),
  notes: z.string().max(500, 'Notes must be at most 500 characters').optional(),
});
export type BookingForm = z.infer<typeof bookingForm>;

/** PATCH /api/bookings/{id}: move a confirmed booking to another slot of the same length. */
export const modifyBookingBody = z.object({
  startTime: instant('Start time is required'),
  endTime: instant('End time is required'),
});
export type ModifyBookingBody = z.input<typeof modifyBookingBody>;

export const bookingIdParams = uuidParams('Booking not found');

export const bookingListQuery = z.object({
  /** upcoming: not yet ended, soonest first; past: ended or cancelled, latest first. */
  when: z
    .enum(['upcoming', 'past', 'all'], { error: 'when is upcoming, past or all' })
    .default('all'),
  page: intParam('Page must be a whole number from 1 to 10000', 1, 10_000).default(1),
  pageSize: intParam('Page size must be a whole number from 1 to 100', 1, 100).default(50),
});

/** SPEC §3 "Booking" as used by screens, plus what My Bookings shows about the venue. */
export const booking = z.object({
  id: z.string(),
  venueId: z.string(),
  sportId: z.number(),
  sportName: z.string(),
  courtId: z.string(),
  courtName: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  /** Numeric text, e.g. "40.00". */
  totalAmount: z.string(),
  currency: z.string(),
  notes: z.string().nullable(),
  status: z.enum(BOOKING_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  paymentProvider: z.string(),
  /** The signed check-in token the QR code carries (confirmed bookings only). */
  qrCode: z.string().nullable(),
  /** While pending: when the held slot is released unless paid. */
  holdExpiresAt: z.string().nullable(),
  checkedInAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  createdAt: z.string(),
  venue: z.object({
    id: z.string(),
    name: z.string(),
    address: z.string(),
    city: z.string(),
    state: z.string().nullable(),
    timeZone: z.string(),
    image: z.string().nullable(),
  }),
  /** The player's review of this booking, once written. */
  review: z.object({ rating: z.number(), comment: z.string().nullable() }).nullable(),
  /** Played (checked in, or confirmed and over) and not reviewed yet. */
  canReview: z.boolean(),
});
export type Booking = z.infer<typeof booking>;

export const bookingList = z.object({
  items: z.array(booking),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type BookingList = z.infer<typeof bookingList>;
