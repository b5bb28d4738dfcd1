import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { VenueBooking, VenueBookingList } from '@shared/contracts/venue-owner';
import type { BookingStatus } from '@shared/enums';
import { instantToLocal } from '@shared/slots';
import type { Db } from '@server/db/client';
import { bookings } from '@server/db/schema/bookings';
import { sports } from '@server/db/schema/sports';
import { users } from '@server/db/schema/users';
import { venues } from '@server/db/schema/venues';
import {
  at,
  bookingStatusAt,
  completeFinishedBookings,
  releaseExpiredHolds,
} from '@server/features/bookings/booking-rules';
import { ownedVenueRow } from './owner-venues.service';

/** Bookings of the caller's venues (optionally one of them, which must be theirs). */
export async function ownedBookingsScope(db: Db, userId: string, venueId?: string): Promise<SQL> {
  if (venueId) {
    await ownedVenueRow(db, userId, venueId);
    return sql`${bookings.venueId} = ${venueId}`;
  }
  return sql`${bookings.venueId} in (select id from ${venues} where owner_id = ${userId})`;
}

const bookingColumns = {
  id: bookings.id,
  status: bookings.status,
  paymentStatus: bookings.paymentStatus,
  startTime: bookings.startTime,
  endTime: bookings.endTime,
  totalAmount: bookings.totalAmount,
  notes: bookings.notes,
  checkedInAt: bookings.checkedInAt,
  venueId: bookings.venueId,
  venueName: venues.name,
  timeZone: venues.timeZone,
  sportName: sports.name,
  firstName: users.firstName,
  lastName: users.lastName,
};

type OwnerBookingRow = {
  [K in keyof typeof bookingColumns]: (typeof bookingColumns)[K]['_']['data'] | null;
};

export function toVenueBooking(row: OwnerBookingRow, now: Date): VenueBooking {
  const start = instantToLocal(row.startTime!, row.timeZone!);
  const end = instantToLocal(row.endTime!, row.timeZone!);
  return {
    id: row.id!,
    customerName: [row.firstName, row.lastName].filter(Boolean).join(' ') || 'Player',
    venue: row.venueName!,
    time: `${start.date} ${start.time}–${end.time}`,
    amount: row.totalAmount!,
    status: bookingStatusAt(
      { status: row.status!, paymentStatus: row.paymentStatus!, endTime: row.endTime! },
      now,
    ),
    paymentStatus: row.paymentStatus!,
    venueId: row.venueId!,
    sportName: row.sportName!,
    startTime: row.startTime!.toISOString(),
    endTime: row.endTime!.toISOString(),
    timeZone: row.timeZone!,
    notes: row.notes ?? null,
    checkedInAt: row.checkedInAt?.toISOString() ?? null,
  };
}

/** Bookings with who booked, which venue and sport. */
export function selectOwnerBookings(db: Db, where: SQL | undefined) {
  return db
    .select(bookingColumns)
    .from(bookings)
    .innerJoin(venues, eq(venues.id, bookings.venueId))
    .innerJoin(sports, eq(sports.id, bookings.sportId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(where);
}

/**
 * GET /api/venue/bookings: bookings of the caller's venues. With `from`/`to` (the calendar), those
 * overlapping the range, earliest first; otherwise the latest first.
 */
export async function venueBookings(
  db: Db,
  userId: string,
  query: {
    venueId?: string;
    from?: string;
    to?: string;
    status?: BookingStatus;
    page: number;
    pageSize: number;
  },
  now: Date,
): Promise<VenueBookingList> {
  // Statuses that time has changed are written first, so the status filter sees them.
  await releaseExpiredHolds(db, now);
  await completeFinishedBookings(db, now);
  const scope = await ownedBookingsScope(db, userId, query.venueId);
  const where = and(
    scope,
    query.to ? sql`${bookings.startTime} < ${at(new Date(query.to))}` : undefined,
    query.from ? sql`${bookings.endTime} > ${at(new Date(query.from))}` : undefined,
    query.status ? eq(bookings.status, query.status) : undefined,
  );
  const order = query.from
    ? [asc(bookings.startTime), asc(bookings.id)]
    : [desc(bookings.startTime), desc(bookings.id)];
  const [rows, [total]] = await Promise.all([
    selectOwnerBookings(db, where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(bookings).where(where),
  ]);
  return {
    items: rows.map((row) => toVenueBooking(row, now)),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
