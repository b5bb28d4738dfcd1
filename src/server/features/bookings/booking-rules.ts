import { sql, type SQL } from 'drizzle-orm';
import type { BookingStatus } from '@shared/enums';
import { formatCents } from '@shared/money';
import { MAX_BOOKING_CENTS } from '@shared/pricing';
import { type Db, rowsOf } from '@server/db/client';
import type { Tx } from '@server/db/tx';
import { bookings } from '@server/db/schema/bookings';
import { courtBlocks } from '@server/db/schema/courts';
import { badRequest } from '@server/lib/app-error';
import { emit } from '@server/lib/events';

/**
 * The payment provider named on a league fixture's booking: paid outside Matchday, moved and
 * cancelled only through the fixture (features/leagues/fixture-bookings.ts).
 */
export const FIXTURE_PAYMENT_PROVIDER = 'league';
export const FIXTURE_BOOKING =
  "This pitch is booked for a league fixture: change the fixture's kick-off or venue on the league's page";

/**
 * The payment provider named on a split booking (issue 16): its money comes in as shares (payment
 * orders, features/splits), never as one payment for the whole, so its refunds go share by share.
 */
export { SPLIT_PAYMENT_PROVIDER } from '@shared/split-shares';

export const TOO_DEAR = `A booking can cost at most ${formatCents(MAX_BOOKING_CENTS)}: book fewer hours`;

/** A 400 for a total no payment could carry (the venue's hours and peak prices allow it). */
export function checkBookingTotal(totalCents: number) {
  if (totalCents > MAX_BOOKING_CENTS) throw badRequest(TOO_DEAR, { endTime: TOO_DEAR });
}

/** An instant as a SQL timestamptz literal parameter (both drivers read ISO text the same way). */
export const at = (instant: Date): SQL => sql`${instant.toISOString()}::timestamptz`;

/**
 * Bookings that occupy their time: confirmed and completed (checked in) ones, and pending ones
 * whose hold has not run out. The exclusion constraint counts every pending booking, so expired
 * holds are released (below) before they could block anyone.
 */
export function occupiesTime(now: Date, b: typeof bookings = bookings): SQL {
  return sql`(${b.status} in ('confirmed', 'completed') or (${b.status} = 'pending' and ${b.holdExpiresAt} > ${at(now)}))`;
}

/** What a booking event says about a booking (the start instants it touched, as ISO strings). */
export function bookingRef(
  row: { id: string; venueId: string; userId: string },
  ...starts: Date[]
): { bookingId: string; venueId: string; userId: string; startTimes: string[] } {
  return {
    bookingId: row.id,
    venueId: row.venueId,
    userId: row.userId,
    startTimes: starts.map((start) => start.toISOString()),
  };
}

/**
 * Courts of a venue taken at some time in [from, to): by a booking that occupies its time, or
 * by a block.
 */
export async function busyCourts(
  db: Db | Tx,
  span: { venueId: string; from: Date; to: Date; now: Date; exceptBookingId?: string },
): Promise<string[]> {
  const rows = await rowsOf<{ courtId: string }>(
    db,
    sql`select ${bookings.courtId} as "courtId" from ${bookings}
        where ${bookings.venueId} = ${span.venueId}
          and ${bookings.startTime} < ${at(span.to)} and ${bookings.endTime} > ${at(span.from)}
          and ${occupiesTime(span.now)}
          ${span.exceptBookingId ? sql`and ${bookings.id} <> ${span.exceptBookingId}` : sql``}
        union
        select ${courtBlocks.courtId} from ${courtBlocks}
        where ${courtBlocks.venueId} = ${span.venueId}
          and ${courtBlocks.startTime} < ${at(span.to)} and ${courtBlocks.endTime} > ${at(span.from)}`,
  );
  return rows.map((row) => row.courtId);
}

export type ReleasedHold = { id: string; venueId: string; userId: string; startTime: string };

/**
 * Cancels pending bookings whose hold has expired, optionally only those of one venue that
 * overlap a time range (what a new booking there needs cleared) or of one user. Each one is a
 * `booking.released` event (its slot frees, its open payment is cancelled with the provider).
 */
export async function releaseExpiredHolds(
  db: Db | Tx,
  now: Date,
  scope: { venueId?: string; userId?: string; from?: Date; to?: Date } = {},
): Promise<ReleasedHold[]> {
  const conditions: SQL[] = [
    sql`${bookings.status} = 'pending'`,
    sql`${bookings.holdExpiresAt} <= ${at(now)}`,
  ];
  if (scope.venueId) conditions.push(sql`${bookings.venueId} = ${scope.venueId}`);
  if (scope.userId) conditions.push(sql`${bookings.userId} = ${scope.userId}`);
  if (scope.from && scope.to) {
    conditions.push(sql`${bookings.startTime} < ${at(scope.to)}`);
    conditions.push(sql`${bookings.endTime} > ${at(scope.from)}`);
  }
  const released = await rowsOf<ReleasedHold>(
    db,
    sql`update ${bookings}
        set status = 'cancelled', cancelled_at = ${at(now)}, updated_at = ${at(now)}
        where ${sql.join(conditions, sql` and `)}
        returning id, venue_id as "venueId", user_id as "userId",
                  to_json(start_time)#>>'{}' as "startTime"`,
  );
  for (const hold of released) {
    const { id: bookingId, venueId, userId, startTime } = hold;
    await emit(db, {
      type: 'booking.released',
      data: { bookingId, venueId, userId, startTimes: [new Date(startTime).toISOString()] },
    });
  }
  return released;
}

type StatusFields = Pick<typeof bookings.$inferSelect, 'status' | 'paymentStatus' | 'endTime'>;

/**
 * A booking's status at `now`. Checking in only records the time; a confirmed, paid booking
 * becomes completed when its time is over. The sweep below writes that down, and reads use this
 * so a booking that ended a minute ago is not shown as still to come meanwhile.
 */
export function bookingStatusAt(booking: StatusFields, now: Date): BookingStatus {
  const over = booking.endTime.getTime() <= now.getTime();
  if (booking.status === 'confirmed' && booking.paymentStatus === 'paid' && over) {
    return 'completed';
  }
  return booking.status;
}

/** Marks confirmed, paid bookings whose time is over as completed (housekeeping). */
export async function completeFinishedBookings(db: Db, now: Date): Promise<number> {
  const done = await rowsOf<{ id: string }>(
    db,
    sql`update ${bookings}
        set status = 'completed', updated_at = ${at(now)}
        where status = 'confirmed' and payment_status = 'paid' and end_time <= ${at(now)}
        returning id`,
  );
  return done.length;
}
