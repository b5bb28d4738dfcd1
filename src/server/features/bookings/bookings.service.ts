import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import { BOOKING_HOLD_MINUTES, DEFAULT_CURRENCY } from '@shared/constants';
import type { Booking, BookingList } from '@shared/contracts/bookings';
import type { VenueCourt } from '@shared/contracts/venues';
import { formatCents, fromCents, toCents } from '@shared/money';
import { bookingPriceCents } from '@shared/pricing';
import { checkBookingTimes } from '@shared/slots';
import type { Db } from '@server/db/client';
import { bookings } from '@server/db/schema/bookings';
import { sports } from '@server/db/schema/sports';
import { venueSports } from '@server/db/schema/venues';
import { AppError, badRequest, conflict, notFound } from '@server/lib/app-error';
import { emit } from '@server/lib/events';
import { isExclusionViolation } from '@server/lib/pg-errors';
import { getActiveVenueRow } from '@server/features/venues/venues.service';
import {
  baseCentsOf,
  COURT_NOT_FOUND,
  loadVenueSetup,
  type VenueSetup,
  windowsOf,
} from '@server/features/courts/venue-setup';
import {
  at,
  bookingRef,
  busyCourts,
  checkBookingTotal,
  releaseExpiredHolds,
} from './booking-rules';
import { selectBookings, toBooking, venueColumnsOf } from './booking-rows';

export const SLOT_TAKEN = 'This time slot has just been booked';
export const BOOKING_NOT_FOUND = 'Booking not found';

export const slotTaken = () => conflict(SLOT_TAKEN, 'slot_taken');

export type CreateBookingInput = {
  venueId: string;
  courtId?: string;
  sportId: number;
  startTime: Date;
  endTime: Date;
  totalAmount?: string;
  notes?: string | null;
};

export type BookingSettings = { maxPendingPerUser: number; provider: string };

export type CreateBookingArgs = {
  db: Db;
  userId: string;
  input: CreateBookingInput;
  settings: BookingSettings;
  now: Date;
};

/**
 * POST /api/bookings. The court's price rules and the times decide the total; the database's
 * exclusion constraint decides who gets a contested court (the loser tries the next free court,
 * and gets 409 when none is left). The new booking holds its court for BOOKING_HOLD_MINUTES
 * while it is paid for.
 */
export async function createBooking({
  db,
  userId,
  input,
  settings,
  now,
}: CreateBookingArgs): Promise<Booking> {
  const venue = await getActiveVenueRow(db, input.venueId);
  const [offered] = await db
    .select({ sportName: sports.name })
    .from(venueSports)
    .innerJoin(sports, eq(sports.id, venueSports.sportId))
    .where(and(eq(venueSports.venueId, venue.id), eq(venueSports.sportId, input.sportId)));
  if (!offered) {
    throw badRequest("This venue doesn't offer that sport", {
      sportId: "This venue doesn't offer that sport",
    });
  }

  const setup = await loadVenueSetup(db, venue.id);
  const times = checkBookingTimes(
    input.startTime,
    input.endTime,
    venue.timeZone,
    now,
    windowsOf(setup.hours),
  );
  if (!times.ok) throw badRequest(times.message, { [times.field]: times.message });

  const priced = pricedCourts(venue, setup, input);
  const candidates = await freeCourtsFirst(db, priced, input, now);

  for (const { court, totalCents } of candidates) {
    try {
      const inserted = await insertHold(db, {
        userId,
        venueId: venue.id,
        courtId: court.id,
        input,
        totalCents,
        settings,
        now,
      });
      // What was inserted, beside the venue and sport already read; a new booking has no review.
      return toBooking(
        {
          booking: inserted,
          sportName: offered.sportName,
          courtName: court.name,
          ...venueColumnsOf(venue),
          reviewRating: null,
          reviewComment: null,
        },
        now,
      );
    } catch (error) {
      // Someone took this court meanwhile: the next one may still be free.
      if (!isExclusionViolation(error)) throw error;
    }
  }
  throw slotTaken();
}

type Priced = { court: VenueCourt; totalCents: number };

/**
 * The courts this booking may take, each with its price: the one asked for, or every court for
 * the sport. A total sent by the client must be what one of them costs; "any court" then only
 * takes courts at that price, so nobody pays more than the form showed.
 */
function pricedCourts(
  venue: { pricePerHour: string; timeZone: string },
  setup: VenueSetup,
  input: CreateBookingInput,
): Priced[] {
  let courts = setup.courts.filter((c) => c.sports.some((sport) => sport.id === input.sportId));
  if (input.courtId) {
    const court = setup.courts.find((c) => c.id === input.courtId);
    if (!court) throw notFound(COURT_NOT_FOUND);
    if (!courts.includes(court)) {
      const message = "This court isn't for that sport";
      throw badRequest(message, { courtId: message });
    }
    courts = [court];
  }
  if (courts.length === 0) {
    const message = 'No court here is set up for that sport';
    throw badRequest(message, { sportId: message });
  }
  const priced = courts.map((court) => ({
    court,
    totalCents: bookingPriceCents({
      baseCents: baseCentsOf(court, venue.pricePerHour),
      rules: setup.rules,
      courtId: court.id,
      timeZone: venue.timeZone,
      startTime: input.startTime,
      endTime: input.endTime,
    }),
  }));
  checkBookingTotal(Math.min(...priced.map((p) => p.totalCents)));
  if (input.totalAmount === undefined) return priced;
  const wanted = toCents(input.totalAmount);
  const matching = priced.filter((p) => p.totalCents === wanted);
  if (matching.length === 0) {
    const cheapest = Math.min(...priced.map((p) => p.totalCents));
    const message = `The total for this booking is ${formatCents(cheapest)}; please review it and try again`;
    throw new AppError(400, 'total_mismatch', message, { totalAmount: message });
  }
  return matching;
}

/**
 * The candidates without those already taken for these times (so a full venue answers 409 at
 * once), in court order. Expired holds count as free: the insert releases them first.
 */
async function freeCourtsFirst(
  db: Db,
  priced: Priced[],
  input: CreateBookingInput,
  now: Date,
): Promise<Priced[]> {
  const busy = new Set(
    await busyCourts(db, {
      venueId: input.venueId,
      from: input.startTime,
      to: input.endTime,
      now,
    }),
  );
  const free = priced.filter((p) => !busy.has(p.court.id));
  if (free.length === 0) throw slotTaken();
  return free;
}

async function insertHold(
  db: Db,
  args: {
    userId: string;
    venueId: string;
    courtId: string;
    input: CreateBookingInput;
    totalCents: number;
    settings: BookingSettings;
    now: Date;
  },
) {
  const { userId, input, settings, now } = args;
  return db.transaction(async (tx) => {
    // Expired holds on these times must not block: the constraint cannot see the clock.
    await releaseExpiredHolds(tx, now, {
      venueId: args.venueId,
      from: input.startTime,
      to: input.endTime,
    });
    const [held] = await tx
      .select({ n: count() })
      .from(bookings)
      .where(
        and(
          eq(bookings.userId, userId),
          eq(bookings.status, 'pending'),
          sql`${bookings.holdExpiresAt} > ${at(now)}`,
        ),
      );
    if ((held?.n ?? 0) >= settings.maxPendingPerUser) {
      throw conflict(
        `You have ${held!.n} unpaid bookings. Pay for or cancel one before booking again.`,
        'too_many_holds',
      );
    }
    const [row] = await tx
      .insert(bookings)
      .values({
        userId,
        venueId: args.venueId,
        courtId: args.courtId,
        sportId: input.sportId,
        startTime: input.startTime,
        endTime: input.endTime,
        totalAmount: fromCents(args.totalCents),
        currency: DEFAULT_CURRENCY,
        notes: input.notes ?? null,
        paymentProvider: settings.provider,
        holdExpiresAt: new Date(now.getTime() + BOOKING_HOLD_MINUTES * 60_000),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await emit(tx, { type: 'booking.held', data: bookingRef(row!, row!.startTime) });
    return row!;
  });
}

/** One of the caller's bookings, or 404 (someone else's booking is "not found" too). */
export async function getMyBooking(
  db: Db,
  userId: string,
  bookingId: string,
  now: Date,
): Promise<Booking> {
  const [row] = await selectBookings(
    db,
    and(eq(bookings.id, bookingId), eq(bookings.userId, userId), ne(bookings.source, 'desk')),
  );
  if (!row) throw notFound(BOOKING_NOT_FOUND);
  return toBooking(row, now);
}

/** The raw row of one of the caller's bookings, or 404. */
export async function myBookingRow(db: Db, userId: string, bookingId: string) {
  const [row] = await db
    .select()
    .from(bookings)
    .where(
      and(eq(bookings.id, bookingId), eq(bookings.userId, userId), ne(bookings.source, 'desk')),
    );
  if (!row) throw notFound(BOOKING_NOT_FOUND);
  return row;
}

/**
 * GET /api/bookings: the caller's bookings. Upcoming: not over and not cancelled, soonest first.
 * Past: over or cancelled, latest first. All: latest first.
 */
export async function listMyBookings(
  db: Db,
  userId: string,
  query: { when: 'upcoming' | 'past' | 'all'; page: number; pageSize: number },
  now: Date,
): Promise<BookingList> {
  await releaseExpiredHolds(db, now, { userId });

  const upcoming = sql`${bookings.endTime} > ${at(now)} and ${bookings.status} in ('pending', 'confirmed')`;
  // Desk bookings name the staff member who entered them; they are the venue's, not theirs.
  const where = and(
    eq(bookings.userId, userId),
    ne(bookings.source, 'desk'),
    query.when === 'upcoming'
      ? upcoming
      : query.when === 'past'
        ? sql`not (${upcoming})`
        : undefined,
  );
  const order =
    query.when === 'upcoming'
      ? [asc(bookings.startTime), asc(bookings.id)]
      : [desc(bookings.startTime), desc(bookings.id)];
  const [rows, [total]] = await Promise.all([
    selectBookings(db, where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(bookings).where(where),
  ]);
  return {
    items: rows.map((row) => toBooking(row, now)),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
