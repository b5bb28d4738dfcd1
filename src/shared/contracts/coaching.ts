import { z } from 'zod';
import {
  COACH_ROLES,
  COACHING_ENTITY_TYPES,
  COACHING_STATUSES,
  type CoachingSide,
} from '../coaching-enums';
import { isMoneyText } from '../money';
import { idSchema, intSchema, sportIdParam, uuidParams } from './common';
import { createBookingBody } from './bookings';

export const COACH_NOT_FOUND = 'Coach not found';
export const COACHING_NOT_FOUND = 'Coaching record not found';
export const SESSION_NOT_FOUND = 'Coaching session not found';

const textList = (what: string) =>
  z
    .array(
      z
        .string({ error: `Each ${what} must be text` })
        .trim()
        .min(1, `A ${what} cannot be empty`)
        .max(80, `Each ${what} must be at most 80 characters`),
      { error: `${what[0]!.toUpperCase()}${what.slice(1)}s must be a list` },
    )
    .max(12, `List at most 12 ${what}s`);

const availabilityWindow = z
  .object({
    weekday: intSchema('Weekday must be 0 (Monday) to 6 (Sunday)', 0, 6),
    startHour: intSchema('Start hour must be 0 to 23', 0, 23),
    endHour: intSchema('End hour must be 1 to 24', 1, 24),
  })
  .refine((w) => w.endHour > w.startHour, 'Each availability must end after it starts');
export type AvailabilityWindow = z.infer<typeof availabilityWindow>;

/** POST /api/coaches: create or update my coach profile. */
export const coachProfileBody = z.object({
  headline: z
    .string({ error: 'Headline must be text' })
    .trim()
    .max(120, 'Headline must be at most 120 characters')
    .transform((v) => v || null)
    .nullable()
    .optional(),
  specialities: textList('speciality').default([]),
  certifications: textList('certification').default([]),
  hourlyRate: z
    .string({ error: 'Hourly rate must be an amount such as 45.00' })
    .trim()
    .refine(isMoneyText, 'Hourly rate must be an amount such as 45.00'),
  sportIds: z
    .array(idSchema('Choose sports from the list'), { error: 'Choose sports from the list' })
    .min(1, 'Choose at least one sport')
    .max(10, 'Choose at most 10 sports'),
  availability: z
    .array(availabilityWindow, { error: 'Availability must be a list' })
    .max(50, 'At most 50 availability windows')
    .default([]),
});
export type CoachProfileBody = z.input<typeof coachProfileBody>;

export const coachProfile = z.object({
  userId: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  location: z.string().nullable(),
  bio: z.string().nullable(),
  headline: z.string().nullable(),
  specialities: z.array(z.string()),
  certifications: z.array(z.string()),
  /** Numeric text, e.g. "45.00". */
  hourlyRate: z.string(),
  sports: z.array(z.object({ id: z.number(), name: z.string() })),
  availability: z.array(
    z.object({ weekday: z.number(), startHour: z.number(), endHour: z.number() }),
  ),
  /** Players, teams and esports teams coached now. */
  activeCount: z.number(),
});
export type CoachProfile = z.infer<typeof coachProfile>;

export const coachListQuery = z.object({
  sportId: sportIdParam,
  q: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
});

export const coachIdParams = uuidParams(COACH_NOT_FOUND);
export const coachingIdParams = uuidParams(COACHING_NOT_FOUND);
export const sessionIdParams = uuidParams(SESSION_NOT_FOUND);

/** POST /api/coaching: a coach offers to coach a player (entityId = user id), team or esports team. */
export const offerCoachingBody = z.object({
  entityType: z.enum(COACHING_ENTITY_TYPES, {
    error: 'Coach a player, a team or an esports team',
  }),
  entityId: z.uuid({ error: 'Choose who to coach' }),
  role: z.enum(COACH_ROLES, {
    error: 'Role must be head_coach, assistant_coach, fitness_coach, mental_coach or analyst',
  }),
  specialization: z
    .string({ error: 'Specialisation must be text' })
    .trim()
    .max(100, 'Specialisation must be at most 100 characters')
    .transform((v) => v || null)
    .nullable()
    .optional(),
});
export type OfferCoachingBody = z.input<typeof offerCoachingBody>;

export const coachingStatusBody = z.object({
  status: z.enum(COACHING_STATUSES, {
    error: 'Status must be pending, active, inactive, terminated or declined',
  }),
});

export const coachingView = z.object({
  id: z.string(),
  coachId: z.string(),
  coachName: z.string(),
  entityType: z.enum(COACHING_ENTITY_TYPES),
  entityId: z.string(),
  entityName: z.string(),
  role: z.enum(COACH_ROLES),
  specialization: z.string().nullable(),
  status: z.enum(COACHING_STATUSES),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  /** The caller's side: the coach, or the coached player / team's captain or manager. */
  side: z.enum(['coach', 'entity'] satisfies CoachingSide[]),
  /** The statuses the caller may move this record to. */
  allowed: z.array(z.enum(COACHING_STATUSES)),
  createdAt: z.string(),
});
export type CoachingView = z.infer<typeof coachingView>;

/** POST /api/coaching/{id}/sessions: book a venue slot (the booking body) for a session. */
export const createSessionBody = createBookingBody.omit({ notes: true }).extend({
  notes: z
    .string({ error: 'Notes must be text' })
    .trim()
    .max(2000, 'Notes must be at most 2000 characters')
    .transform((v) => v || null)
    .nullable()
    .optional(),
  goals: z
    .string({ error: 'Goals must be text' })
    .trim()
    .max(2000, 'Goals must be at most 2000 characters')
    .transform((v) => v || null)
    .nullable()
    .optional(),
});
export type CreateSessionBody = z.input<typeof createSessionBody>;

export const updateSessionBody = createSessionBody.pick({ notes: true, goals: true });
export type UpdateSessionBody = z.input<typeof updateSessionBody>;

export const sessionListQuery = z.object({
  when: z
    .enum(['upcoming', 'past', 'all'], { error: 'when is upcoming, past or all' })
    .default('all'),
});

export const coachingSession = z.object({
  id: z.string(),
  coachingId: z.string(),
  bookingId: z.string(),
  coachId: z.string(),
  coachName: z.string(),
  entityType: z.enum(COACHING_ENTITY_TYPES),
  entityName: z.string(),
  venueId: z.string(),
  venueName: z.string(),
  sportName: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  bookingStatus: z.string(),
  paymentStatus: z.string(),
  totalAmount: z.string(),
  /** The coach's own notes: null for the coached side. */
  notes: z.string().nullable(),
  goals: z.string().nullable(),
  side: z.enum(['coach', 'entity'] satisfies CoachingSide[]),
});
export type CoachingSession = z.infer<typeof coachingSession>;

export const coachDashboard = z.object({
  hasProfile: z.boolean(),
  hourlyRate: z.string().nullable(),
  athletes: z.number(),
  teams: z.number(),
  pendingOffers: z.number(),
  /** The last six months, oldest first: hours coached and revenue (rate × hours). */
  months: z.array(z.object({ month: z.string(), hours: z.number(), revenue: z.number() })),
});
export type CoachDashboard = z.infer<typeof coachDashboard>;
