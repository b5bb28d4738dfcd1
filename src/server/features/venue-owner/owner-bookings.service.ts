import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { VenueBooking, VenueBookingList } from '@shared/contracts/venue-owner';
import type { BookingStatus } from '@shared/enums';
import { instantToLocal } from '@shared/slots';
import type { Db } from '@server/db/client';
import { bookings } from '@server/db/schema/bookings';
import { courts } from '@server/db/schema/courts';
import { sports } from '@server/db/schema/sports';
import { users } from '@server/db/schema/users';
import { venues } from '@server/db/schema/venues';
import {
  at,
  bookingStatusAt,
  completeFinishedBookings,
  releaseExpiredHolds,
} from '@server/features/bookings/booking-rules';
import { selectShares } from '@server/features/splits/split-rows';
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
  courtId: bookings.courtId,
  courtName: courts.name,
  source: bookings.source,
  customerName: bookings.customerName,
  customerPhone: bookings.customerPhone,
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
    // A desk booking is for the customer named at the desk, not for the staff who entered it.
    customerName:
      row.customerName ?? ([row.firstName, row.lastName].filter(Boolean).join(' ') || 'Player'),
    customerPhone: row.customerPhone ?? null,
    source: row.source!,
    courtId: row.courtId!,
    courtName: row.courtName!,
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
    .innerJoin(courts, eq(courts.id, bookings.courtId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(where);
}

/**
 * Adds each split booking's shares, so the venue sees who has paid their part (the booking stays
 * pending until all have). Bookings that are not split are left as they are.
 */
export async function withShares(db: Db, items: VenueBooking[]): Promise<VenueBooking[]> {
  const shares = await selectShares(
    db,
    items.map((b) => b.id),
  );
  if (shares.length === 0) return items;
  return items.map((booking) => {
    const mine = shares.filter((s) => s.share.bookingId === booking.id);
    if (mine.length === 0) return booking;
    return {
      ...booking,
      shares: mine.map(({ share, player }) => ({
        holder:
          share.userId && player
            ? [player.firstName, player.lastName].filter(Boolean).join(' ') || 'Player'
            : null,
        amount: share.amount,
        status: share.status,
      })),
    };
  });
}

/**
 * One booking as the venue sees it, with its shares when split: what the check-in and desk
 * answers return, mapped as the bookings list maps them.
 */
export async function venueBookingById(
  db: Db,
  bookingId: string,
  now: Date,
): Promise<VenueBooking> {
  const [row] = await selectOwnerBookings(db, eq(bookings.id, bookingId));
  const [view] = await withShares(db, [toVenueBooking(row!, now)]);
  return view!;
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
    items: await withShares(
      db,
      rows.map((row) => toVenueBooking(row, now)),
    ),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
