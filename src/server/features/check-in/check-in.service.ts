import { and, eq, isNull, sql } from 'drizzle-orm';
import type { CheckInResult } from '@shared/contracts/venue-owner';
import { instantToLocal, localToday } from '@shared/slots';
import type { Db } from '@server/db/client';
import { bookings } from '@server/db/schema/bookings';
import { venues } from '@server/db/schema/venues';
import { badRequest, conflict, forbidden, notFound } from '@server/lib/app-error';
import { venueBookingById } from '@server/features/venue-owner/owner-bookings.service';
import { checkinTokenMatches, issueCheckinToken, looksLikeCheckinToken } from './checkin-tokens';

export const NOT_A_CODE = 'That is not a Matchday check-in code';
export const UNKNOWN_CODE = 'No booking has this code. It may have been cancelled or replaced.';
export const NOT_YOUR_VENUE = "This booking is for a venue you don't manage";

type Row = typeof bookings.$inferSelect & { timeZone: string; ownerId: string };

/** Finds the booking a code names: the code must be this app's, signed for that booking. */
async function bookingOfCode(db: Db, secret: Buffer, userId: string, code: string): Promise<Row> {
  if (!looksLikeCheckinToken(code)) throw badRequest(NOT_A_CODE, { code: NOT_A_CODE });
  const [row] = await db
    .select({ booking: bookings, timeZone: venues.timeZone, ownerId: venues.ownerId })
    .from(bookings)
    .innerJoin(venues, eq(venues.id, bookings.venueId))
    .where(eq(bookings.qrCode, code));
  if (!row || !checkinTokenMatches(secret, row.booking.id, code)) throw notFound(UNKNOWN_CODE);
  if (row.ownerId !== userId) throw forbidden(NOT_YOUR_VENUE);
  return { ...row.booking, timeZone: row.timeZone, ownerId: row.ownerId };
}

/** Why a booking cannot be checked in now, or null when it can. */
function refusal(row: Row, now: Date): string | null {
  if (row.status === 'cancelled') return 'This booking was cancelled';
  if (row.checkedInAt || row.status === 'completed') {
    const at = row.checkedInAt ? instantToLocal(row.checkedInAt, row.timeZone).time : '';
    return at ? `Already checked in at ${at}` : 'Already checked in';
  }
  if (row.status !== 'confirmed') return 'This booking is not confirmed yet';
  if (row.paymentStatus !== 'paid') return 'This booking is not paid';
  const day = instantToLocal(row.startTime, row.timeZone).date;
  const today = localToday(row.timeZone, now);
  if (day !== today) {
    const label = new Date(`${day}T12:00:00Z`).toLocaleDateString('en-GB', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    });
    return `This booking is for ${label}, not today`;
  }
  if (row.endTime.getTime() <= now.getTime()) return 'This booking has already ended';
  return null;
}

async function result(db: Db, row: Row, now: Date): Promise<CheckInResult> {
  const reason = refusal(row, now);
  return { booking: await venueBookingById(db, row.id, now), canCheckIn: reason === null, reason };
}

/** POST /api/venue/check-in/lookup: who booked what, and whether they can be checked in now. */
export async function lookUpCheckIn(
  db: Db,
  secret: Buffer,
  userId: string,
  code: string,
  now: Date,
): Promise<CheckInResult> {
  return result(db, await bookingOfCode(db, secret, userId, code), now);
}

/**
 * POST /api/venue/check-in: checks a confirmed, paid booking of one of the caller's venues in on
 * its day. It records the time and stays confirmed until it ends (then it is completed, and can
 * be reviewed). Guarded, so a code scanned twice checks in once.
 */
export async function checkIn(
  db: Db,
  secret: Buffer,
  userId: string,
  code: string,
  now: Date,
): Promise<CheckInResult> {
  const row = await bookingOfCode(db, secret, userId, code);
  const reason = refusal(row, now);
  if (reason) throw conflict(reason, 'check_in_refused');
  const [done] = await db
    .update(bookings)
    .set({ checkedInAt: now })
    .where(
      and(
        eq(bookings.id, row.id),
        eq(bookings.status, 'confirmed'),
        eq(bookings.paymentStatus, 'paid'),
        isNull(bookings.checkedInAt),
      ),
    )
    .returning();
  if (!done) throw conflict('This booking changed meanwhile. Scan it again.', 'check_in_refused');
  return result(db, { ...done, timeZone: row.timeZone, ownerId: row.ownerId }, now);
}

/**
 * A booking gets its check-in code when it is confirmed (markBookingPaid, the one door every
 * payment path goes through), so reads never write one. Confirmed bookings without a code (the
 * sample data, or a code revoked by an old version) get one here, once, when the app starts
 * (check-in.routes.ts).
 */
export async function issueMissingCodes(db: Db, secret: Buffer): Promise<number> {
  const missing = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.status, 'confirmed'), isNull(bookings.qrCode)));
  if (!missing.length) return 0;
  const codes = missing.map(({ id }) => ({ id, code: issueCheckinToken(secret, id) }));
  // One statement for all of them (the sample data alone holds hundreds), as one JSON parameter.
  await db.execute(
    sql`update ${bookings} set qr_code = given.code
        from jsonb_to_recordset(${JSON.stringify(codes)}::jsonb) as given(id uuid, code text)
        where ${bookings.id} = given.id and ${bookings.qrCode} is null`,
  );
  return missing.length;
}
