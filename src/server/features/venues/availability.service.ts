import { and, eq, sql } from 'drizzle-orm';
import { BOOKING_MAX_DAYS_AHEAD } from '@shared/constants';
import type { Availability } from '@shared/contracts/venues';
import { addDays, daySlots, localToday, openingWindow, TIME_MESSAGES } from '@shared/slots';
import type { Db } from '@server/db/client';
import { bookings } from '@server/db/schema/bookings';
import { badRequest } from '@server/lib/app-error';
import { at, occupiesTime } from '@server/features/bookings/booking-rules';
import { getActiveVenueRow } from './venues.service';

/**
 * GET /api/venues/{id}/availability: the day's half-hour slots on the venue's clock, each free,
 * taken, or past. A signed-in player moving their own booking may name it in `excludeBookingId`
 * to see its slots as free (nobody else's booking can be excluded).
 */
export async function getAvailability(
  db: Db,
  input: { venueId: string; date: string; excludeBookingId?: string; userId?: string },
  now: Date,
): Promise<Availability> {
  const venue = await getActiveVenueRow(db, input.venueId);
  const today = localToday(venue.timeZone, now);
  if (input.date > addDays(today, BOOKING_MAX_DAYS_AHEAD)) throw badRequest(TIME_MESSAGES.tooFar);

  const slots = daySlots(input.date, venue.timeZone);
  const window = openingWindow(input.date, venue.timeZone);
  const taken = window
    ? await db
        .select({ start: bookings.startTime, end: bookings.endTime })
        .from(bookings)
        .where(
          and(
            eq(bookings.venueId, venue.id),
            sql`${bookings.startTime} < ${at(window.close)}`,
            sql`${bookings.endTime} > ${at(window.open)}`,
            occupiesTime(now),
            input.excludeBookingId && input.userId
              ? sql`not (${bookings.id} = ${input.excludeBookingId} and ${bookings.userId} = ${input.userId})`
              : undefined,
          ),
        )
    : [];

  return {
    venueId: venue.id,
    date: input.date,
    timeZone: venue.timeZone,
    today,
    slots: slots.map((slot) => {
      const isTaken = taken.some(
        (b) =>
          b.start.getTime() < slot.endTime.getTime() && b.end.getTime() > slot.startTime.getTime(),
      );
      const status =
        slot.startTime.getTime() <= now.getTime() ? 'past' : isTaken ? 'taken' : 'free';
      return {
        start: slot.start,
        end: slot.end,
        startTime: slot.startTime.toISOString(),
        endTime: slot.endTime.toISOString(),
        status,
      };
    }),
  };
}
