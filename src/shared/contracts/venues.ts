import { z } from 'zod';
import { VENUE_PAGE_SIZE, VENUE_PAGE_SIZE_MAX } from '../constants';
import { isMoneyText, toCents } from '../money';
import { isIsoDate, isTimeZone } from '../slots';
import { idSchema, isIntIdText, uuidParams } from './common';
import { UPLOAD_URL_PATTERN } from './uploads';

/** Blank query values mean "no filter" (a form sends `location=` when left empty). */
const optionalQueryText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((value) => value || undefined);

export const isoDate = z
  .string({ error: 'Date must be written YYYY-MM-DD' })
  .refine(isIsoDate, 'Date must be a real date written YYYY-MM-DD');

/** GET /api/venues (SPEC §7: filters sport, location, date) with pagination. */
export const venueSearchQuery = z.object({
  /** A sport id or name ("Tennis"); venues offering it. */
  sport: optionalQueryText(50, 'Sport').refine(
    (sport) => sport === undefined || !/^\d+$/.test(sport) || isIntIdText(sport),
    'Choose a sport from the list',
  ),
  /** Matches the city, state or venue name, case-insensitively. */
  location: optionalQueryText(100, 'Location'),
  /** Only venues with at least one free slot that day (venue time). */
  date: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .pipe(isoDate.optional()),
  page: z.coerce
    .number({ error: 'Page must be a number' })
    .int('Page must be a whole number')
    .min(1, 'Page starts at 1')
    .max(10_000, 'Page is too far')
    .default(1),
  pageSize: z.coerce
    .number({ error: 'Page size must be a number' })
    .int('Page size must be a whole number')
    .min(1, 'Page size must be at least 1')
    .max(VENUE_PAGE_SIZE_MAX, `Page size can be at most ${VENUE_PAGE_SIZE_MAX}`)
    .default(VENUE_PAGE_SIZE),
});
export type VenueSearchQuery = z.input<typeof venueSearchQuery>;

export const venueSport = z.object({ id: z.number(), name: z.string() });
export type VenueSport = z.infer<typeof venueSport>;

/** A venue card (SPEC §3 "Venue" shape, the fields a list shows). */
export const venueListItem = z.object({
  id: z.string(),
  name: z.string(),
  images: z.array(z.string()),
  city: z.string(),
  state: z.string().nullable(),
  country: z.string(),
  description: z.string().nullable(),
  /** Numeric text, e.g. "25.00". */
  pricePerHour: z.string(),
  rating: z.number(),
  reviewCount: z.number(),
  sports: z.array(z.string()),
});
export type VenueListItem = z.infer<typeof venueListItem>;

export const venueList = z.object({
  items: z.array(venueListItem),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type VenueList = z.infer<typeof venueList>;

/** A bookable court of a venue. */
export const venueCourt = z.object({
  id: z.string(),
  name: z.string(),
  /** The sports played on it (a court set to none takes all of its venue's sports). */
  sports: z.array(venueSport),
  indoor: z.boolean(),
  surface: z.string().nullable(),
  /** Its own base price per hour, or null for the venue's. */
  pricePerHour: z.string().nullable(),
});
export type VenueCourt = z.infer<typeof venueCourt>;

/** The venue's week (Monday first; both times null = closed) and its dated exceptions. */
export const openingHoursView = z.object({
  weekly: z.array(
    z.object({
      weekday: z.number(),
      opensAt: z.string().nullable(),
      closesAt: z.string().nullable(),
    }),
  ),
  exceptions: z.array(
    z.object({
      date: z.string(),
      opensAt: z.string().nullable(),
      closesAt: z.string().nullable(),
      note: z.string().nullable(),
    }),
  ),
});
export type OpeningHoursView = z.infer<typeof openingHoursView>;

/** GET /api/venues/{id}: everything the venue page shows (SPEC §2 Venue detail). */
export const venueDetail = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  images: z.array(z.string()),
  address: z.string(),
  city: z.string(),
  state: z.string().nullable(),
  zipCode: z.string().nullable(),
  country: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  phoneNumber: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  pricePerHour: z.string(),
  currency: z.string(),
  rating: z.number(),
  reviewCount: z.number(),
  amenities: z.array(z.string()),
  timeZone: z.string(),
  isActive: z.boolean(),
  sports: z.array(venueSport),
  courts: z.array(venueCourt),
  openingHours: openingHoursView,
  /** A split booking's shares are due this many hours before the start (issue 16). */
  splitDeadlineHours: z.number(),
});
export type VenueDetail = z.infer<typeof venueDetail>;

export const venueIdParams = uuidParams('Venue not found');

export const availabilityQuery = z.object({
  date: isoDate,
  /** Signed-in callers moving their own booking see its slots as free. */
  excludeBookingId: z.uuid({ error: 'Booking not found' }).optional(),
  /** A slot's status then speaks of this court only. */
  courtId: z.uuid({ error: 'Court not found' }).optional(),
});

export const courtSlot = z.object({
  courtId: z.string(),
  status: z.enum(['free', 'taken', 'past']),
  /** The hourly rate of this half-hour on this court (peak pricing applied), numeric text. */
  pricePerHour: z.string(),
});
export type CourtSlot = z.infer<typeof courtSlot>;

export const availabilitySlot = z.object({
  start: z.string(),
  end: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  /** free when at least one court (or the court asked for) is free. */
  status: z.enum(['free', 'taken', 'past']),
  /** How many courts are free for this half-hour. */
  freeCourts: z.number(),
  courts: z.array(courtSlot),
});
export type AvailabilitySlot = z.infer<typeof availabilitySlot>;

export const availability = z.object({
  venueId: z.string(),
  date: z.string(),
  timeZone: z.string(),
  /** The venue's own calendar date today, the earliest date a form should offer. */
  today: z.string(),
  /** The day's opening window ("07:00"–"23:00"), or null when the venue is closed. */
  opensAt: z.string().nullable(),
  closesAt: z.string().nullable(),
  courts: z.array(venueCourt),
  slots: z.array(availabilitySlot),
});
export type Availability = z.infer<typeof availability>;

// ---- Owners: creating and editing venues ----

const requiredText = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

/** Optional text: blank becomes null, so a field can be cleared. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .transform((value) => value || null)
    .nullable()
    .optional();

/** Pictures the app itself serves: uploads, or the drawings shipped under /images/venues. */
export const VENUE_IMAGE_PATTERN = /^\/images\/venues\/[a-z0-9-]+\.svg$/;
export const isVenueImageUrl = (url: string) =>
  UPLOAD_URL_PATTERN.test(url) || VENUE_IMAGE_PATTERN.test(url);

export const VENUE_IMAGES_MAX = 8;

const coordinate = (min: number, max: number, label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(min, `${label} must be between ${min} and ${max}`)
    .max(max, `${label} must be between ${min} and ${max}`)
    .nullable()
    .optional();

export const SPLIT_DEADLINE_MESSAGE = 'Split deadline must be a whole number of hours from 0 to 72';

/** The fields, without defaults (so the partial update below does not invent values). */
const venueFields = {
  name: requiredText(255, 'Name is required'),
  description: optionalText(5000),
  address: requiredText(255, 'Address is required'),
  city: requiredText(100, 'City is required'),
  state: optionalText(100),
  zipCode: optionalText(20),
  country: z
    .string({ error: 'Country is required' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'Country must be a two-letter code such as US or GB'),
  latitude: coordinate(-90, 90, 'Latitude'),
  longitude: coordinate(-180, 180, 'Longitude'),
  phoneNumber: optionalText(30).refine(
    (value) => !value || /^\+?[0-9()\s.-]{5,30}$/.test(value),
    'Enter a phone number such as +44 20 7946 0000',
  ),
  email: optionalText(255).refine(
    (value) => !value || z.email().safeParse(value).success,
    'Invalid email address',
  ),
  website: optionalText(500).refine(
    (value) => !value || /^https?:\/\/[^\s]+\.[^\s]+$/.test(value),
    'Website must start with http:// or https://',
  ),
  pricePerHour: z
    .string({ error: 'Price per hour is required' })
    .trim()
    .refine(isMoneyText, 'Price per hour must be an amount such as 25.00')
    .refine((value) => !isMoneyText(value) || toCents(value) > 0, 'Price per hour must be above 0')
    .refine(
      (value) => !isMoneyText(value) || toCents(value) <= 99_999_999,
      'Price per hour can be at most 999999.99',
    ),
  amenities: z
    .array(z.string().trim().toLowerCase().min(1).max(40, 'Amenities are at most 40 characters'), {
      error: 'Amenities must be a list',
    })
    .max(20, 'At most 20 amenities')
    .transform((list) => [...new Set(list)]),
  images: z
    .array(z.string().refine(isVenueImageUrl, 'Upload images through the form'), {
      error: 'Images must be a list',
    })
    .max(VENUE_IMAGES_MAX, `At most ${VENUE_IMAGES_MAX} images`)
    .transform((list) => [...new Set(list)]),
  sportIds: z
    .array(idSchema('Choose sports from the list'), { error: 'Choose at least one sport' })
    .min(1, 'Choose at least one sport')
    .max(10, 'At most 10 sports')
    .transform((list) => [...new Set(list)]),
  // A named IANA zone: the runtime also takes bare offsets such as "+05:00", but those carry no
  // daylight-saving rules, so a venue on one would drift an hour twice a year.
  timeZone: z
    .string({ error: 'Time zone is required' })
    .trim()
    .refine(
      (zone) => isTimeZone(zone) && !/^[+-]/.test(zone),
      'Choose a time zone such as Europe/London',
    ),
  // How long before the start the players of a split booking must have paid their shares;
  // the booker pays what is left then (ADR 017). Whole hours, as the database checks.
  splitDeadlineHours: z
    .number({ error: SPLIT_DEADLINE_MESSAGE })
    .int(SPLIT_DEADLINE_MESSAGE)
    .min(0, SPLIT_DEADLINE_MESSAGE)
    .max(72, SPLIT_DEADLINE_MESSAGE),
};

export const venueInput = z.object({
  ...venueFields,
  amenities: venueFields.amenities.default([]),
  images: venueFields.images.default([]),
  splitDeadlineHours: venueFields.splitDeadlineHours.default(2),
});
export type VenueInput = z.input<typeof venueInput>;
export type VenueInputParsed = z.output<typeof venueInput>;

/** PATCH: any subset of the fields, plus switching the venue on or off. */
export const venueUpdate = z
  .object(venueFields)
  .partial()
  .extend({
    isActive: z.boolean({ error: 'Active must be true or false' }).optional(),
  });
export type VenueUpdate = z.input<typeof venueUpdate>;
