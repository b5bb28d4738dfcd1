import { z } from 'zod';
import { personSummary } from './common';
import { UPLOAD_URL_PATTERN } from './uploads';

/** Team life (issue 15): events with answers, the invite link, dues and the calendar feed. */
export const TEAM_EVENT_KINDS = ['training', 'match', 'social'] as const;
export type TeamEventKind = (typeof TEAM_EVENT_KINDS)[number];
export const RSVP_ANSWERS = ['yes', 'no', 'maybe'] as const;
export type RsvpAnswer = (typeof RSVP_ANSWERS)[number];
export const TEAM_DUE_STATUSES = ['open', 'paid'] as const;

const instant = (message: string) =>
  z.iso.datetime({ offset: true, error: message }).transform((value) => new Date(value));

const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => value || null);

const eventFields = z.object({
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(2, 'Title must be at least 2 characters')
    .max(120, 'Title must be at most 120 characters'),
  kind: z.enum(TEAM_EVENT_KINDS, { error: 'Kind must be training, match or social' }),
  startTime: instant('Start time must be a date and time'),
  endTime: instant('End time must be a date and time').nullish(),
  venueId: z.uuid({ error: 'Venue not found' }).nullish(),
  bookingId: z.uuid({ error: 'Booking not found' }).nullish(),
  location: optionalText(255, 'Location'),
  note: optionalText(2000, 'Note'),
});

const endsAfterStart = (e: { startTime?: Date; endTime?: Date | null }) =>
  !e.endTime || !e.startTime || e.endTime > e.startTime;
const endMessage = { message: 'The event must end after it starts', path: ['endTime'] };

export const createTeamEventBody = eventFields.refine(endsAfterStart, endMessage);
export type CreateTeamEventBody = z.input<typeof createTeamEventBody>;
export type CreateTeamEventInput = z.output<typeof createTeamEventBody>;

export const updateTeamEventBody = eventFields.partial().refine(endsAfterStart, endMessage);
export type UpdateTeamEventBody = z.input<typeof updateTeamEventBody>;

export const rsvpBody = z.object({
  answer: z.enum(RSVP_ANSWERS, { error: 'Answer must be yes, no or maybe' }),
});

export const teamEventParams = z.object({
  id: z.uuid({ error: 'Team not found' }),
  eventId: z.uuid({ error: 'Event not found' }),
});

export const teamEventsQuery = z.object({
  when: z
    .enum(['upcoming', 'past'], { error: 'When must be upcoming or past' })
    .default('upcoming'),
});

const answerCounts = z.object({ yes: z.number(), no: z.number(), maybe: z.number() });

export const teamEventView = z.object({
  id: z.string(),
  teamId: z.string(),
  title: z.string(),
  kind: z.enum(TEAM_EVENT_KINDS),
  startTime: z.string(),
  endTime: z.string().nullable(),
  venue: z.object({ id: z.string(), name: z.string() }).nullable(),
  bookingId: z.string().nullable(),
  location: z.string().nullable(),
  note: z.string().nullable(),
  cancelled: z.boolean(),
  counts: answerCounts,
  myAnswer: z.enum(RSVP_ANSWERS).nullable(),
  /** Every member with their answer (null: not answered yet). */
  answers: z.array(z.object({ user: personSummary, answer: z.enum(RSVP_ANSWERS).nullable() })),
});
export type TeamEventView = z.infer<typeof teamEventView>;
export const teamEventList = z.array(teamEventView);

export const updateTeamBody = z
  .object({
    name: z
      .string({ error: 'Team name must be text' })
      .trim()
      .min(2, 'Team name must be at least 2 characters')
      .max(100, 'Team name must be at most 100 characters')
      .optional(),
    // Left out keeps the description; empty clears it.
    description: optionalText(2000, 'Description').optional(),
    logo: z
      .string({ error: 'Upload the logo first' })
      .regex(UPLOAD_URL_PATTERN, 'Upload the logo first')
      .nullish(),
    colors: z
      .array(z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Colours must be like #1d4ed8'), {
        error: 'Colours must be a list',
      })
      .max(3, 'A team has at most 3 colours')
      .optional(),
    isPrivate: z.boolean({ error: 'Private must be true or false' }).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Nothing to change',
    // A root-level issue reads as a malformed body; this one is about the fields.
    path: ['name'],
  });
export type UpdateTeamBody = z.input<typeof updateTeamBody>;

/** What a team page adds for its members: the look, the invite link (leaders), dues and feed. */
export const teamLifeView = z.object({
  logo: z.string().nullable(),
  colors: z.array(z.string()),
  /** True for the captain and the manager. */
  canManage: z.boolean(),
  /** The invite code, for those who manage the team (null for everyone else or none made). */
  inviteCode: z.string().nullable(),
  /** The member's own calendar feed path (null for non-members). */
  calendarPath: z.string().nullable(),
});
export type TeamLifeView = z.infer<typeof teamLifeView>;

export const inviteView = z.object({ code: z.string() });
export const invitePreview = z.object({
  teamId: z.string(),
  name: z.string(),
  isPrivate: z.boolean(),
});
export type InvitePreview = z.infer<typeof invitePreview>;
export const inviteParams = z.object({
  code: z.string().regex(/^[A-Za-z0-9_-]{6,32}$/, 'Invite link not found'),
});

export const createDuesBody = z.object({
  label: z
    .string({ error: 'Label is required' })
    .trim()
    .min(2, 'Label must be at least 2 characters')
    .max(120, 'Label must be at most 120 characters'),
  amount: z
    .string({ error: 'Amount is required' })
    .trim()
    .regex(/^\d{1,6}(\.\d{1,2})?$/, 'Amount must be like 25 or 24.50')
    .refine((value) => Number(value) > 0, 'Amount must be more than zero'),
  /** Who is asked; left out, every member but the one asking. */
  userIds: z
    .array(z.uuid({ error: 'Member not found' }))
    .max(100)
    .optional(),
});
export type CreateDuesBody = z.input<typeof createDuesBody>;

export const teamDueView = z.object({
  id: z.string(),
  label: z.string(),
  amount: z.string(),
  status: z.enum(TEAM_DUE_STATUSES),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
  user: personSummary,
});
export type TeamDueView = z.infer<typeof teamDueView>;

/** The manager sees every due; a member only their own. */
export const teamDuesView = z.object({
  dues: z.array(teamDueView),
  collected: z.string(),
  outstanding: z.string(),
});
export type TeamDuesView = z.infer<typeof teamDuesView>;

export const payDueResult = z.object({ orderId: z.string() });
export const teamDueParams = z.object({
  id: z.uuid({ error: 'Team not found' }),
  dueId: z.uuid({ error: 'Due not found' }),
});
