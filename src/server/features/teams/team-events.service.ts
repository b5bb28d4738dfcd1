import { and, asc, desc, eq, getTableColumns, gte, inArray, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  CreateTeamEventInput,
  RsvpAnswer,
  TeamEventView,
  teamEventsQuery,
  updateTeamEventBody,
} from '@shared/contracts/team-life';
import type { Db } from '@server/db/client';
import type { Tx } from '@server/db/tx';
import { bookings } from '@server/db/schema/bookings';
import { teamEventRsvps, teamEvents } from '@server/db/schema/team-events';
import { teamMembers, teams } from '@server/db/schema/teams';
import { users } from '@server/db/schema/users';
import { venues } from '@server/db/schema/venues';
import { badRequest, conflict, notFound } from '@server/lib/app-error';
import { emit } from '@server/lib/events';
import { requireTeamLeader, requireTeamPerson } from './team-access';

export const EVENT_NOT_FOUND = 'Event not found';
export const VENUE_NOT_FOUND = 'Venue not found';
export const BOOKING_NOT_FOUND = 'Booking not found';
export const EVENT_CANCELLED = 'This event has been cancelled';
export const EVENT_OVER = 'This event is over';
export const EVENT_IN_PAST = 'The event must start in the future';
const PAGE = 50;

type EventRow = typeof teamEvents.$inferSelect & { venueName: string | null };
type Answers = Map<string, Map<string, RsvpAnswer>>;

const person = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.profileImageUrl,
};

/** The roster plus the manager: the people who answer. */
async function people(db: Db | Tx, teamId: string) {
  return db
    .select(person)
    .from(users)
    .where(
      sql`${users.id} in (select ${teamMembers.userId} from ${teamMembers}
        where ${teamMembers.teamId} = ${teamId}
        union select ${teams.managerId} from ${teams} where ${teams.id} = ${teamId})`,
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
}

function eventView(
  row: EventRow,
  roster: Awaited<ReturnType<typeof people>>,
  answers: Answers,
  viewerId: string,
): TeamEventView {
  const mine = answers.get(row.id) ?? new Map<string, RsvpAnswer>();
  const counts = { yes: 0, no: 0, maybe: 0 };
  for (const answer of mine.values()) counts[answer] += 1;
  return {
    id: row.id,
    teamId: row.teamId,
    title: row.title,
    kind: row.kind,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime?.toISOString() ?? null,
    venue: row.venueId && row.venueName ? { id: row.venueId, name: row.venueName } : null,
    bookingId: row.bookingId,
    location: row.location,
    note: row.note,
    cancelled: row.cancelledAt !== null,
    counts,
    myAnswer: mine.get(viewerId) ?? null,
    answers: roster.map((user) => ({ user, answer: mine.get(user.id) ?? null })),
  };
}

const eventColumns = { ...getTableColumns(teamEvents), venueName: venues.name };

async function views(db: Db | Tx, teamId: string, rows: EventRow[], viewerId: string) {
  const ids = rows.map((row) => row.id);
  const [roster, rsvps] = await Promise.all([
    people(db, teamId),
    ids.length
      ? db.select().from(teamEventRsvps).where(inArray(teamEventRsvps.eventId, ids))
      : Promise.resolve([]),
  ]);
  const answers: Answers = new Map();
  for (const rsvp of rsvps) {
    const byUser = answers.get(rsvp.eventId) ?? new Map<string, RsvpAnswer>();
    byUser.set(rsvp.userId, rsvp.answer);
    answers.set(rsvp.eventId, byUser);
  }
  return rows.map((row) => eventView(row, roster, answers, viewerId));
}

function selectEvents(db: Db | Tx) {
  return db
    .select(eventColumns)
    .from(teamEvents)
    .leftJoin(venues, eq(venues.id, teamEvents.venueId));
}

/** One event of the team, as the viewer sees it. */
export async function teamEventView(
  db: Db | Tx,
  teamId: string,
  eventId: string,
  viewerId: string,
) {
  const [row] = await selectEvents(db).where(
    and(eq(teamEvents.id, eventId), eq(teamEvents.teamId, teamId)),
  );
  if (!row) throw notFound(EVENT_NOT_FOUND);
  return (await views(db, teamId, [row], viewerId))[0]!;
}

/** Upcoming events soonest first (an event counts until it ends), or past ones latest first. */
export async function listTeamEvents(
  db: Db,
  viewerId: string,
  teamId: string,
  query: z.output<typeof teamEventsQuery>,
  now: Date,
) {
  await requireTeamPerson(db, teamId, viewerId);
  const ends = sql`coalesce(${teamEvents.endTime}, ${teamEvents.startTime})`;
  const upcoming = query.when === 'upcoming';
  const rows = await selectEvents(db)
    .where(and(eq(teamEvents.teamId, teamId), upcoming ? gte(ends, now) : lt(ends, now)))
    .orderBy(upcoming ? asc(teamEvents.startTime) : desc(teamEvents.startTime))
    .limit(PAGE);
  return views(db, teamId, rows, viewerId);
}

/** The venue must exist; a booking must be the caller's own, and then gives the venue. */
async function placeOf(
  db: Db | Tx,
  userId: string,
  input: { venueId?: string | null; bookingId?: string | null },
) {
  if (input.bookingId) {
    const [booking] = await db
      .select({ venueId: bookings.venueId })
      .from(bookings)
      .where(and(eq(bookings.id, input.bookingId), eq(bookings.userId, userId)));
    if (!booking) throw badRequest(BOOKING_NOT_FOUND, { bookingId: BOOKING_NOT_FOUND });
    return { venueId: booking.venueId, bookingId: input.bookingId };
  }
  if (input.venueId) {
    const [venue] = await db
      .select({ id: venues.id })
      .from(venues)
      .where(eq(venues.id, input.venueId));
    if (!venue) throw badRequest(VENUE_NOT_FOUND, { venueId: VENUE_NOT_FOUND });
  }
  return { venueId: input.venueId ?? null, bookingId: null };
}

/** The captain or manager schedules an event; the members hear of it. */
export async function createTeamEvent(
  db: Db,
  userId: string,
  teamId: string,
  input: CreateTeamEventInput,
  now: Date,
) {
  await requireTeamLeader(db, teamId, userId);
  if (input.startTime <= now) throw badRequest(EVENT_IN_PAST, { startTime: EVENT_IN_PAST });
  const place = await placeOf(db, userId, input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(teamEvents)
      .values({
        teamId,
        title: input.title,
        kind: input.kind,
        startTime: input.startTime,
        endTime: input.endTime ?? null,
        ...place,
        location: input.location,
        note: input.note,
        createdBy: userId,
      })
      .returning({ id: teamEvents.id });
    await emit(tx, {
      type: 'team.event_created',
      data: { teamId, eventId: row!.id, createdBy: userId },
    });
    return teamEventView(tx, teamId, row!.id, userId);
  });
}

async function openEvent(db: Db | Tx, teamId: string, eventId: string, now: Date) {
  const [event] = await db
    .select()
    .from(teamEvents)
    .where(and(eq(teamEvents.id, eventId), eq(teamEvents.teamId, teamId)));
  if (!event) throw notFound(EVENT_NOT_FOUND);
  if (event.cancelledAt) throw conflict(EVENT_CANCELLED, 'event_cancelled');
  if ((event.endTime ?? event.startTime) < now) throw conflict(EVENT_OVER, 'event_over');
  return event;
}

/** The captain or manager changes an event that is still ahead. */
export async function updateTeamEvent(
  db: Db,
  userId: string,
  teamId: string,
  eventId: string,
  input: z.output<typeof updateTeamEventBody>,
  now: Date,
) {
  await requireTeamLeader(db, teamId, userId);
  const event = await openEvent(db, teamId, eventId, now);
  const startTime = input.startTime ?? event.startTime;
  const endTime = input.endTime === undefined ? event.endTime : input.endTime;
  if (endTime && endTime <= startTime) {
    throw badRequest('The event must end after it starts', {
      endTime: 'The event must end after it starts',
    });
  }
  const placeChanged = input.venueId !== undefined || input.bookingId !== undefined;
  const place = placeChanged ? await placeOf(db, userId, input) : {};
  await db
    .update(teamEvents)
    .set({
      title: input.title,
      kind: input.kind,
      startTime,
      endTime,
      ...place,
      location: input.location === undefined ? undefined : input.location,
      note: input.note === undefined ? undefined : input.note,
    })
    .where(eq(teamEvents.id, eventId));
  return teamEventView(db, teamId, eventId, userId);
}

/** Calls an event off; it stays in the list, marked cancelled. */
export async function cancelTeamEvent(
  db: Db,
  userId: string,
  teamId: string,
  eventId: string,
  now: Date,
) {
  await requireTeamLeader(db, teamId, userId);
  await openEvent(db, teamId, eventId, now);
  await db.update(teamEvents).set({ cancelledAt: now }).where(eq(teamEvents.id, eventId));
  return teamEventView(db, teamId, eventId, userId);
}

/** A member answers yes, no or maybe (again, to change it) while the event is ahead. */
export async function answerTeamEvent(
  db: Db,
  userId: string,
  teamId: string,
  eventId: string,
  answer: RsvpAnswer,
  now: Date,
) {
  await requireTeamPerson(db, teamId, userId);
  await openEvent(db, teamId, eventId, now);
  await db
    .insert(teamEventRsvps)
    .values({ eventId, userId, answer })
    .onConflictDoUpdate({
      target: [teamEventRsvps.eventId, teamEventRsvps.userId],
      set: { answer, updatedAt: now },
    });
  return teamEventView(db, teamId, eventId, userId);
}
