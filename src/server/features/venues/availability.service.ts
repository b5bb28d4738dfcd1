import { and, eq, sql } from 'drizzle-orm';
import { BOOKING_MAX_DAYS_AHEAD } from '@shared/constants';
import type { Availability } from '@shared/contracts/venues';
import { fromCents } from '@shared/money';
import { isoWeekday, windowOn } from '@shared/opening-hours';
import { rateCentsAt } from '@shared/pricing';
import { addDays, daySlots, localToday, minutesOf, TIME_MESSAGES } from '@shared/slots';
import type { Db } from '@server/db/client';
import { bookings } from '@server/db/schema/bookings';
import { courtBlocks } from '@server/db/schema/courts';
import { badRequest, notFound } from '@server/lib/app-error';
import { at, occupiesTime } from '@server/features/bookings/booking-rules';
import { baseCentsOf, COURT_NOT_FOUND, loadVenueSetup } from '@server/features/courts/venue-setup';
import { getActiveVenueRow } from './venues.service';

type Span = { courtId: string; start: Date; end: Date };

/**
 * GET /api/venues/{id}/availability: the day's half-hour slots within the venue's opening hours
 * (its own clock), each with every court's state (free, taken by a booking or a block, past) and
 * price, and how many courts are free. A slot is free when any court is, or, with `courtId`,
 * when that court is. A signed-in player moving their own booking may name it in
 * `excludeBookingId` to see its slots as free (nobody else's booking can be excluded).
 */
export async function getAvailability(
  db: Db,
  input: {
    venueId: string;
    date: string;
    excludeBookingId?: string;
    userId?: string;
    courtId?: string;
  },
  now: Date,
): Promise<Availability> {
  const venue = await getActiveVenueRow(db, input.venueId);
  const today = localToday(venue.timeZone, now);
  if (input.date > addDays(today, BOOKING_MAX_DAYS_AHEAD)) throw badRequest(TIME_MESSAGES.tooFar);
  const setup = await loadVenueSetup(db, venue.id);
  if (input.courtId && !setup.courts.some((court) => court.id === input.courtId)) {
    throw notFound(COURT_NOT_FOUND);
  }

  const window = windowOn(setup.hours, input.date);
  const slots = daySlots(input.date, venue.timeZone, window);
  const busy: Span[] = [];
  if (slots.length) {
    const open = at(slots[0]!.startTime);
    const close = at(slots[slots.length - 1]!.endTime);
    const [booked, blocked] = await Promise.all([
      db
        .select({ courtId: bookings.courtId, start: bookings.startTime, end: bookings.endTime })
        .from(bookings)
        .where(
          and(
            eq(bookings.venueId, venue.id),
            sql`${bookings.startTime} < ${close}`,
            sql`${bookings.endTime} > ${open}`,
            occupiesTime(now),
            input.excludeBookingId && input.userId
              ? sql`not (${bookings.id} = ${input.excludeBookingId} and ${bookings.userId} = ${input.userId})`
              : undefined,
          ),
        ),
      db
        .select({
          courtId: courtBlocks.courtId,
          start: courtBlocks.startTime,
          end: courtBlocks.endTime,
        })
        .from(courtBlocks)
        .where(
          and(
            eq(courtBlocks.venueId, venue.id),
            sql`${courtBlocks.startTime} < ${close}`,
            sql`${courtBlocks.endTime} > ${open}`,
          ),
        ),
    ]);
    busy.push(...booked, ...blocked);
  }

  const weekday = isoWeekday(input.date);
  return {
    venueId: venue.id,
    date: input.date,
    timeZone: venue.timeZone,
    today,
    opensAt: window?.opensAt ?? null,
    closesAt: window?.closesAt ?? null,
    courts: setup.courts,
    slots: slots.map((slot) => {
      const past = slot.startTime.getTime() <= now.getTime();
      const courts = setup.courts.map((court) => {
        const taken = busy.some(
          (b) =>
            b.courtId === court.id &&
            b.start.getTime() < slot.endTime.getTime() &&
            b.end.getTime() > slot.startTime.getTime(),
        );
        const rate = rateCentsAt(
          baseCentsOf(court, venue.pricePerHour),
          setup.rules,
          court.id,
          weekday,
          minutesOf(slot.start),
        );
        return {
          courtId: court.id,
          status: past ? ('past' as const) : taken ? ('taken' as const) : ('free' as const),
          pricePerHour: fromCents(rate),
        };
      });
      const freeCourts = courts.filter((c) => c.status === 'free').length;
      const asked = input.courtId ? courts.filter((c) => c.courtId === input.courtId) : courts;
      const status = past ? 'past' : asked.some((c) => c.status === 'free') ? 'free' : 'taken';
      return {
        start: slot.start,
        end: slot.end,
        startTime: slot.startTime.toISOString(),
        endTime: slot.endTime.toISOString(),
        status,
        freeCourts,
        courts,
      };
    }),
  };
}
