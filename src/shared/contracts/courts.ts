import { z } from 'zod';
import { isMoneyText, toCents } from '../money';
import { isGridTime, minutesOfGrid, WEEKDAYS } from '../opening-hours';
import { idSchema } from './common';
import { isoDate, venueCourt } from './venues';

/**
 * Venue operations (issue 17): courts, opening hours, peak pricing, blocks and desk bookings.
 * Owners manage them under /api/venue/venues/{id}/…; players read courts and hours on the venue.
 */

const name = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const money = (label: string) =>
  z
    .string({ error: `${label} must be an amount such as 25.00` })
    .trim()
    .refine(isMoneyText, `${label} must be an amount such as 25.00`)
    .refine(
      (value) => !isMoneyText(value) || toCents(value) <= 99_999_999,
      `${label} can be at most 999999.99`,
    );

const gridTime = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .refine(isGridTime, `${label} must be a time on the hour or half hour, such as 07:30`);

const instant = (message: string) =>
  z.iso.datetime({ offset: true, error: message }).transform((value) => new Date(value));

// ---- Courts ----

export const courtSummary = venueCourt;
export type CourtSummary = z.infer<typeof courtSummary>;

const courtFields = {
  name: name('Court name', 60),
  sportIds: z
    .array(idSchema('Choose sports from the list'), { error: 'Choose at least one sport' })
    .min(1, 'Choose at least one sport')
    .max(10, 'At most 10 sports')
    .transform((list) => [...new Set(list)]),
  indoor: z.boolean({ error: 'Indoor must be true or false' }),
  surface: z
    .string()
    .trim()
    .max(40, 'Surface must be at most 40 characters')
    .transform((value) => value || null)
    .nullable(),
  pricePerHour: money('Price per hour').nullable(),
};

/** POST /api/venue/venues/{id}/courts. */
export const courtInput = z.object({
  ...courtFields,
  indoor: courtFields.indoor.default(false),
  surface: courtFields.surface.optional(),
  pricePerHour: courtFields.pricePerHour.optional(),
});
export type CourtInput = z.input<typeof courtInput>;

/** PATCH /api/venue/venues/{id}/courts/{courtId}: any subset. */
export const courtUpdate = z.object(courtFields).partial();
export type CourtUpdate = z.input<typeof courtUpdate>;

export const courtParams = z.object({
  id: z.uuid({ error: 'Venue not found' }),
  courtId: z.uuid({ error: 'Court not found' }),
});

// ---- Opening hours ----

const optionalTime = (label: string) => gridTime(label).nullable();

/** Both times or neither (closed); closing after opening. */
const window = <T extends { opensAt: string | null; closesAt: string | null }>(
  value: T,
  ctx: z.core.$RefinementCtx<T>,
) => {
  if ((value.opensAt === null) !== (value.closesAt === null)) {
    ctx.addIssue({
      code: 'custom',
      path: [value.opensAt === null ? 'opensAt' : 'closesAt'],
      message: 'Give both times, or mark the day closed',
    });
  } else if (
    value.opensAt !== null &&
    value.closesAt !== null &&
    isGridTime(value.opensAt) &&
    isGridTime(value.closesAt) &&
    minutesOfGrid(value.closesAt) <= minutesOfGrid(value.opensAt)
  ) {
    ctx.addIssue({ code: 'custom', path: ['closesAt'], message: 'Closing must be after opening' });
  }
};

export const weekdayHours = z
  .object({
    weekday: z
      .number({ error: 'Weekday is 1 (Monday) to 7 (Sunday)' })
      .int('Weekday is 1 (Monday) to 7 (Sunday)')
      .min(1, 'Weekday is 1 (Monday) to 7 (Sunday)')
      .max(7, 'Weekday is 1 (Monday) to 7 (Sunday)'),
    opensAt: optionalTime('Opening time'),
    closesAt: optionalTime('Closing time'),
  })
  .superRefine(window);

export const hoursException = z
  .object({
    date: isoDate,
    opensAt: optionalTime('Opening time'),
    closesAt: optionalTime('Closing time'),
    note: z
      .string()
      .trim()
      .max(100, 'Note must be at most 100 characters')
      .transform((value) => value || null)
      .nullable()
      .optional()
      .transform((value) => value ?? null),
  })
  .superRefine(window);

/** GET on the venue, PUT /api/venue/venues/{id}/hours: the whole week and its exceptions. */
export const openingHours = z.object({
  weekly: z
    .array(weekdayHours, { error: 'Give the hours of each weekday' })
    .length(7, 'Give the hours of each weekday')
    .refine(
      (rows) => WEEKDAYS.every((weekday) => rows.some((row) => row.weekday === weekday)),
      'Give the hours of each weekday once',
    ),
  exceptions: z
    .array(hoursException)
    .max(100, 'At most 100 dated exceptions')
    .refine(
      (rows) => new Set(rows.map((row) => row.date)).size === rows.length,
      'Each date can have one exception',
    ),
});
export type OpeningHoursInput = z.input<typeof openingHours>;

// ---- Pricing ----

export const priceRule = z.object({
  id: z.string(),
  courtId: z.string().nullable(),
  name: z.string(),
  weekdays: z.array(z.number()),
  startsAt: z.string(),
  endsAt: z.string(),
  /** 1.5 = 1.5 × the base price (or null when the rule sets a fixed price). */
  multiplier: z.number().nullable(),
  pricePerHour: z.string().nullable(),
});
export type PriceRule = z.infer<typeof priceRule>;

/** POST /api/venue/venues/{id}/price-rules: a multiplier or a fixed price, not both. */
export const priceRuleInput = z
  .object({
    name: name('Name', 60),
    courtId: z.uuid({ error: 'Court not found' }).nullable().default(null),
    weekdays: z
      .array(z.number().int().min(1).max(7), { error: 'Choose at least one weekday' })
      .min(1, 'Choose at least one weekday')
      .transform((days) => [...new Set(days)].sort()),
    startsAt: gridTime('Start'),
    endsAt: gridTime('End'),
    multiplier: z
      .number({ error: 'Multiplier must be a number such as 1.5' })
      .min(0.01, 'Multiplier must be between 0.01 and 10')
      .max(10, 'Multiplier must be between 0.01 and 10')
      .refine((value) => Number.isInteger(Math.round(value * 100 * 1e6) / 1e6), {
        message: 'Multiplier has at most two decimals',
      })
      .nullable()
      .default(null),
    pricePerHour: money('Price per hour').nullable().default(null),
  })
  .superRefine((value, ctx) => {
    if ((value.multiplier === null) === (value.pricePerHour === null)) {
      ctx.addIssue({
        code: 'custom',
        path: ['multiplier'],
        message: 'Give either a multiplier or a fixed price per hour',
      });
    }
    if (
      isGridTime(value.startsAt) &&
      isGridTime(value.endsAt) &&
      minutesOfGrid(value.endsAt) <= minutesOfGrid(value.startsAt)
    ) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'End must be after start' });
    }
  });
export type PriceRuleInput = z.input<typeof priceRuleInput>;
/** A rule as the contract reads it: weekdays sorted, no price left undefined. */
export type PriceRuleValues = z.output<typeof priceRuleInput>;

export const priceRuleParams = z.object({
  id: z.uuid({ error: 'Venue not found' }),
  ruleId: z.uuid({ error: 'Price rule not found' }),
});

// ---- Blocks ----

export const courtBlock = z.object({
  id: z.string(),
  courtId: z.string(),
  courtName: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  reason: z.string(),
});
export type CourtBlockView = z.infer<typeof courtBlock>;

/** POST /api/venue/venues/{id}/blocks. */
export const blockInput = z.object({
  courtId: z.uuid({ error: 'Court not found' }),
  startTime: instant('Start time is required'),
  endTime: instant('End time is required'),
  reason: name('Reason', 200),
});
export type BlockInput = z.input<typeof blockInput>;

export const blockParams = z.object({
  id: z.uuid({ error: 'Venue not found' }),
  blockId: z.uuid({ error: 'Block not found' }),
});

export const scheduleQuery = z.object({
  from: instant('from must be an ISO date-time'),
  to: instant('to must be an ISO date-time'),
});

// ---- Desk bookings and moves ----

/** POST /api/venue/venues/{id}/bookings: a walk-in or phone customer, entered at the desk. */
export const deskBookingInput = z.object({
  courtId: z.uuid({ error: 'Court not found' }),
  sportId: idSchema('Sport is required'),
  startTime: instant('Start time is required'),
  endTime: instant('End time is required'),
  customerName: name('Customer name', 100),
  customerPhone: z
    .string()
    .trim()
    .max(30, 'Phone must be at most 30 characters')
    .refine(
      (value) => !value || /^\+?[0-9()\s.-]{5,30}$/.test(value),
      'Enter a phone number such as +44 20 7946 0000',
    )
    .transform((value) => value || null)
    .nullable()
    .optional(),
  paidAtDesk: z.boolean({ error: 'Paid must be true or false' }).default(false),
  notes: z
    .string()
    .trim()
    .max(500, 'Notes must be at most 500 characters')
    .transform((value) => value || null)
    .nullable()
    .optional(),
});
export type DeskBookingInput = z.input<typeof deskBookingInput>;

/** PATCH /api/venue/venues/{id}/bookings/{bookingId}: drag to another time and/or court. */
export const moveBookingInput = z.object({
  courtId: z.uuid({ error: 'Court not found' }).optional(),
  startTime: instant('Start time is required'),
  endTime: instant('End time is required'),
});
export type MoveBookingInput = z.input<typeof moveBookingInput>;

export const ownerBookingParams = z.object({
  id: z.uuid({ error: 'Venue not found' }),
  bookingId: z.uuid({ error: 'Booking not found' }),
});
