import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  COACHING_NOT_FOUND,
  type CoachingSession,
  SESSION_NOT_FOUND,
} from '@shared/contracts/coaching';
import type { Db } from '@server/db/client';
import { bookings } from '@server/db/schema/bookings';
import { coachingSessions, coachManagement } from '@server/db/schema/coaching';
import { sports } from '@server/db/schema/sports';
import { venues } from '@server/db/schema/venues';
import { conflict, notFound } from '@server/lib/app-error';
import {
  type BookingSettings,
  createBooking,
  type CreateBookingInput,
} from '@server/features/bookings/bookings.service';
import { at, bookingStatusAt, occupiesTime } from '@server/features/bookings/booking-rules';
import { coachingColumns, onEitherSide, sideOf } from './coaching-rows';

export type SessionInput = CreateBookingInput & { goals?: string | null };

const sessionColumns = {
  session: coachingSessions,
  booking: bookings,
  coachingId: coachManagement.id,
  coachId: coachManagement.coachId,
  entityType: coachManagement.entityType,
  coachName: coachingColumns.coachName,
  entityName: coachingColumns.entityName,
  venueName: venues.name,
  sportName: sports.name,
};

function selectSessions(db: Db, where: SQL | undefined) {
  return db
    .select(sessionColumns)
    .from(coachingSessions)
    .innerJoin(coachManagement, eq(coachManagement.id, coachingSessions.coachingId))
    .innerJoin(bookings, eq(bookings.id, coachingSessions.bookingId))
    .innerJoin(venues, eq(venues.id, bookings.venueId))
    .innerJoin(sports, eq(sports.id, bookings.sportId))
    .where(where);
}

type SessionRow = Awaited<ReturnType<typeof selectSessions>>[number];

function toSession(row: SessionRow, userId: string, now: Date): CoachingSession {
  const side = sideOf(row.coachId, userId);
  return {
    id: row.session.id,
    coachingId: row.coachingId,
    bookingId: row.booking.id,
    coachId: row.coachId,
    coachName: row.coachName,
    entityType: row.entityType,
    entityName: row.entityName ?? 'Removed',
    venueId: row.booking.venueId,
    venueName: row.venueName,
    sportName: row.sportName,
    startTime: row.booking.startTime.toISOString(),
    endTime: row.booking.endTime.toISOString(),
    bookingStatus: bookingStatusAt(row.booking, now),
    paymentStatus: row.booking.paymentStatus,
    totalAmount: row.booking.totalAmount,
    // The notes are the coach's own; the coached side reads the goals.
    notes: side === 'coach' ? row.session.notes : null,
    goals: row.session.goals,
    side,
  };
}

/**
 * POST /api/coaching/{id}/sessions: the coach books the venue slot through the bookings service
 * (same prices, holds and no-double-booking rule; paid at /checkout like any booking) and the
 * booking is linked to the coaching record. Only the coach, only while the coaching is active.
 */
export async function bookSession(
  db: Db,
  coachId: string,
  coachingId: string,
  input: SessionInput,
  settings: BookingSettings,
  now: Date,
): Promise<CoachingSession> {
  const [record] = await db
    .select(coachingColumns)
    .from(coachManagement)
    .where(and(eq(coachManagement.id, coachingId), onEitherSide(coachId)));
  if (!record) throw notFound(COACHING_NOT_FOUND);
  if (record.record.coachId !== coachId) {
    throw conflict('Only the coach books sessions', 'not_coach');
  }
  if (record.record.status !== 'active') {
    throw conflict(
      `Sessions can be booked only while coaching is active (it is ${record.record.status})`,
      'not_active',
    );
  }
  const booking = await createBooking({
    db,
    userId: coachId,
    input: { ...input, notes: `Coaching session: ${record.entityName ?? 'athlete'}` },
    settings,
    now,
  });
  const [session] = await db
    .insert(coachingSessions)
    .values({
      bookingId: booking.id,
      coachingId,
      notes: input.notes ?? null,
      goals: input.goals ?? null,
    })
    .returning({ id: coachingSessions.id });
  return getSession(db, coachId, session!.id, now);
}

export async function getSession(db: Db, userId: string, id: string, now: Date) {
  const [row] = await selectSessions(db, and(eq(coachingSessions.id, id), onEitherSide(userId)));
  if (!row) throw notFound(SESSION_NOT_FOUND);
  return toSession(row, userId, now);
}

/**
 * GET /api/coaching/sessions: sessions of the coaching I am on either side of. Upcoming: not over
 * and still holding their slot, soonest first; past: the rest, latest first.
 */
export async function listSessions(
  db: Db,
  userId: string,
  when: 'upcoming' | 'past' | 'all',
  now: Date,
): Promise<CoachingSession[]> {
  const upcoming = sql`(${bookings.endTime} > ${at(now)} and ${occupiesTime(now)})`;
  const rows = await selectSessions(
    db,
    and(
      onEitherSide(userId),
      when === 'upcoming' ? upcoming : when === 'past' ? sql`not ${upcoming}` : undefined,
    ),
  )
    .orderBy(
      when === 'upcoming' ? asc(bookings.startTime) : desc(bookings.startTime),
      asc(coachingSessions.id),
    )
    .limit(200);
  return rows.map((row) => toSession(row, userId, now));
}

/** PATCH /api/coaching/sessions/{id}: the coach writes notes and goals; the coached side 404s. */
export async function updateSession(
  db: Db,
  coachId: string,
  id: string,
  input: { notes?: string | null; goals?: string | null },
  now: Date,
) {
  const owned = db
    .select({ id: coachManagement.id })
    .from(coachManagement)
    .where(eq(coachManagement.coachId, coachId));
  const updated = await db
    .update(coachingSessions)
    .set({
      updatedAt: now,
      ...(input.notes !== undefined && { notes: input.notes }),
      ...(input.goals !== undefined && { goals: input.goals }),
    })
    .where(and(eq(coachingSessions.id, id), sql`${coachingSessions.coachingId} in ${owned}`))
    .returning({ id: coachingSessions.id });
  if (updated.length === 0) throw notFound(SESSION_NOT_FOUND);
  return getSession(db, coachId, id, now);
}
