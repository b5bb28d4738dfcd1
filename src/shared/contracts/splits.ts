import { z } from 'zod';
import { SKILL_LEVELS } from '@shared/constants';
import { SHARE_STATUSES, SPLIT_STATUSES } from '@shared/enums';
import { SPLIT_MIN_PLAYERS } from '@shared/split-shares';
import { personSummary, sportSummary, uuidParams } from './common';

export const SHARE_NOT_FOUND = 'Share not found';
export const OPEN_MATCH_NOT_FOUND = 'Match not found';
export const INVITE_NOT_FOUND = 'This invite link is not valid';

const levelField = z.enum(SKILL_LEVELS, {
  error: 'Level must be beginner, intermediate, advanced or expert',
});

/** POST /api/bookings/{id}/split: how many share it, and whom to invite straight away. */
export const splitBookingBody = z.object({
  players: z
    .number({ error: 'Choose how many players share the booking' })
    .int({ error: 'Choose how many players share the booking' })
    .min(SPLIT_MIN_PLAYERS, { error: `Split between at least ${SPLIT_MIN_PLAYERS} players` })
    .max(22, { error: 'Too many players for one booking' }),
  userIds: z
    .array(z.uuid({ error: 'Choose players from the directory' }))
    .max(21, { error: 'Too many players invited' })
    .optional(),
  /** Invite the other members of one of the booker's teams (with any `userIds`). */
  teamId: z.uuid({ error: 'Choose one of your teams' }).optional(),
});
export type SplitBookingBody = z.infer<typeof splitBookingBody>;

export const shareView = z.object({
  id: z.string(),
  /** Null while the share is open (no one has taken it). */
  userId: z.string().nullable(),
  player: personSummary.nullable(),
  /** Money text, e.g. "12.50". */
  amount: z.string(),
  status: z.enum(SHARE_STATUSES),
  isBooker: z.boolean(),
  /** Paid by the booker at the deadline, because its holder had not. */
  paidByBooker: z.boolean(),
  /** After the deadline its holder offers the place: another player may take and pay it. */
  offered: z.boolean(),
});
export type ShareView = z.infer<typeof shareView>;

export const splitView = z.object({
  bookingId: z.string(),
  bookerId: z.string(),
  deadline: z.string(),
  players: z.number(),
  status: z.enum(SPLIT_STATUSES),
  /** Money text: the booking's total, which the shares add up to exactly. */
  totalAmount: z.string(),
  currency: z.string(),
  /** For the shareable invite link (/splits/join/{code}). */
  inviteCode: z.string(),
  isOpen: z.boolean(),
  levelMin: z.enum(SKILL_LEVELS).nullable(),
  levelMax: z.enum(SKILL_LEVELS).nullable(),
  placesLeft: z.number(),
  venue: z.object({ id: z.string(), name: z.string(), city: z.string(), timeZone: z.string() }),
  sport: sportSummary,
  startTime: z.string(),
  endTime: z.string(),
  bookingStatus: z.string(),
  shares: z.array(shareView),
});
export type SplitView = z.infer<typeof splitView>;

export const splitList = z.object({ items: z.array(splitView) });
export type SplitList = z.infer<typeof splitList>;

export const shareParams = z.object({
  id: z.uuid({ error: 'Booking not found' }),
  shareId: z.uuid({ error: SHARE_NOT_FOUND }),
});

/** Taking an open share through an invite link names the link's code. */
export const claimShareBody = z.object({ code: z.string().max(64).optional() }).default({});

export const inviteParams = z.object({ code: z.string().min(1).max(64) });

/** POST /api/bookings/{id}/open: list the booking as an open match for players of these levels. */
export const openMatchBody = z
  .object({ levelMin: levelField.optional(), levelMax: levelField.optional() })
  .refine(
    (body) =>
      !body.levelMin ||
      !body.levelMax ||
      SKILL_LEVELS.indexOf(body.levelMin) <= SKILL_LEVELS.indexOf(body.levelMax),
    { path: ['levelMax'], message: 'The highest level must not be below the lowest' },
  );
export type OpenMatchBody = z.infer<typeof openMatchBody>;

export const openMatchView = z.object({
  bookingId: z.string(),
  organiser: personSummary,
  venue: z.object({
    id: z.string(),
    name: z.string(),
    city: z.string(),
    timeZone: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
  }),
  sport: sportSummary,
  startTime: z.string(),
  endTime: z.string(),
  deadline: z.string(),
  levelMin: z.enum(SKILL_LEVELS).nullable(),
  levelMax: z.enum(SKILL_LEVELS).nullable(),
  players: z.number(),
  placesLeft: z.number(),
  /** Money text: what one joining player pays. */
  shareAmount: z.string(),
  currency: z.string(),
  /** Whether the signed-in player holds a place in it. */
  joined: z.boolean(),
});
export type OpenMatchView = z.infer<typeof openMatchView>;

export const openMatchList = z.object({ items: z.array(openMatchView) });
export type OpenMatchList = z.infer<typeof openMatchList>;

export const openMatchParams = uuidParams(OPEN_MATCH_NOT_FOUND);

/** Leaving: `left` before the deadline; after it the place is `offered` until someone takes it. */
export const leaveResult = z.object({ left: z.boolean(), offered: z.boolean() });
export type LeaveResult = z.infer<typeof leaveResult>;

/** Joining is taking a place and opening its payment in one step: the web goes to checkout. */
export const joinResult = z.object({ share: shareView, paymentOrderId: z.string() });
export type JoinResult = z.infer<typeof joinResult>;
