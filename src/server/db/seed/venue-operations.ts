import { eq, inArray } from 'drizzle-orm';
import { fromCents, toCents } from '@shared/money';
import { bookingPriceCents } from '@shared/pricing';
import { addDays, localToday, localToInstant } from '@shared/slots';
import type { Db } from '@server/db/client';
import { bookings } from '@server/db/schema/bookings';
import {
  courtBlocks,
  courtSports,
  courts,
  priceRules,
  venueHourExceptions,
  venueHours,
} from '@server/db/schema/courts';
import { sports } from '@server/db/schema/sports';
import { venues } from '@server/db/schema/venues';

/**
 * Demo step: a few clubs run the way real ones are (issue 17). Several courts each, their own
 * opening hours (earlier on weekdays, shorter on Sundays, closed on Christmas Day), an evening
 * peak, a court closed for repairs and a phone booking at the desk, so the owner's calendar and
 * the venue pages have something to show. Runs after the sample bookings, which keep Court 1.
 */

type Hours = [opensAt: string | null, closesAt: string | null];
type Plan = {
  courts: { name: string; sports?: string[]; indoor: boolean; surface: string; price?: string }[];
  /** Monday first. */
  week: Hours[];
  peak: { name: string; weekdays: number[]; startsAt: string; endsAt: string } & (
    { multiplierPercent: number } | { pricePerHour: string }
  );
  /** A court under repair tomorrow morning, and a phone booking the day after. */
  repairs?: string;
  phoneBooking?: { court: string; sport: string; customer: string; phone: string };
};

const WEEKDAYS_7_23: Hours[] = [
  ['07:00', '23:00'],
  ['07:00', '23:00'],
  ['07:00', '23:00'],
  ['07:00', '23:00'],
  ['07:00', '23:00'],
  ['08:00', '22:00'],
  ['08:00', '21:00'],
];

const PLANS: Record<string, Plan> = {
  'Ancoats Padel Club': {
    courts: Array.from({ length: 6 }, (_, i) => ({
      name: `Court ${i + 1}`,
      indoor: true,
      surface: 'Artificial grass',
      // The two show courts with the gallery above cost a little more.
      price: i >= 4 ? '42.00' : undefined,
    })),
    week: WEEKDAYS_7_23,
    peak: {
      name: 'Weekday evenings',
      weekdays: [1, 2, 3, 4, 5],
      startsAt: '18:00',
      endsAt: '21:00',
      multiplierPercent: 150,
    },
    repairs: 'Court 6',
    phoneBooking: {
      court: 'Court 2',
      sport: 'Padel',
      customer: 'Priya Shah',
      phone: '+44 161 496 0321',
    },
  },
  'Didsbury Lawn Tennis Centre': {
    courts: Array.from({ length: 8 }, (_, i) => ({
      name: `Court ${i + 1}`,
      indoor: i >= 6,
      surface: i >= 6 ? 'Acrylic (indoor)' : 'Hard court',
    })),
    week: [...WEEKDAYS_7_23.slice(0, 5), ['08:00', '21:00'], ['08:00', '20:00']],
    peak: {
      name: 'After work',
      weekdays: [1, 2, 3, 4, 5],
      startsAt: '17:30',
      endsAt: '20:30',
      pricePerHour: '32.00',
    },
    repairs: 'Court 3',
  },
  'Salford Quays Five-a-Side': {
    courts: [
      { name: 'Pitch 1', indoor: false, surface: '3G artificial turf' },
      { name: 'Pitch 2', indoor: false, surface: '3G artificial turf' },
      { name: 'Pitch 3', indoor: false, surface: '3G artificial turf' },
    ],
    week: [
      ['09:00', '22:30'],
      ['09:00', '22:30'],
      ['09:00', '22:30'],
      ['09:00', '22:30'],
      ['09:00', '22:30'],
      ['09:00', '22:30'],
      ['10:00', '20:00'],
    ],
    peak: {
      name: 'League nights',
      weekdays: [1, 2, 3, 4],
      startsAt: '18:00',
      endsAt: '22:00',
      multiplierPercent: 130,
    },
    phoneBooking: {
      court: 'Pitch 3',
      sport: 'Football',
      customer: 'Salford Sunday XI',
      phone: '+44 161 496 0874',
    },
  },
};

export const MULTI_COURT_VENUES = Object.keys(PLANS);

export async function seedVenueOperations(db: Db) {
  const rows = await db.select().from(venues).where(inArray(venues.name, MULTI_COURT_VENUES));
  const sportRows = await db.select().from(sports);
  const now = new Date();
  for (const venue of rows) {
    const plan = PLANS[venue.name]!;
    const existing = await db
      .select({ id: courts.id, name: courts.name })
      .from(courts)
      .where(eq(courts.venueId, venue.id));
    // Seeded before: leave the owner's changes alone.
    if (existing.length > 1) continue;

    const ids = new Map<string, string>();
    for (const [position, court] of plan.courts.entries()) {
      const values = {
        name: court.name,
        position,
        indoor: court.indoor,
        surface: court.surface,
        pricePerHour: court.price ?? null,
      };
      const first = position === 0 ? existing[0] : undefined;
      if (first) {
        await db.update(courts).set(values).where(eq(courts.id, first.id));
        ids.set(court.name, first.id);
      } else {
        const [row] = await db
          .insert(courts)
          .values({ venueId: venue.id, ...values })
          .returning({ id: courts.id });
        ids.set(court.name, row!.id);
      }
      if (court.sports) {
        await db.insert(courtSports).values(
          court.sports.map((name) => ({
            courtId: ids.get(court.name)!,
            sportId: sportRows.find((s) => s.name === name)!.id,
          })),
        );
      }
    }

    await db.insert(venueHours).values(
      plan.week.map(([opensAt, closesAt], i) => ({
        venueId: venue.id,
        weekday: i + 1,
        opensAt,
        closesAt,
      })),
    );
    const today = localToday(venue.timeZone, now);
    const christmas = `${today.slice(0, 4)}-12-25`;
    await db.insert(venueHourExceptions).values({
      venueId: venue.id,
      date: christmas >= today ? christmas : `${Number(today.slice(0, 4)) + 1}-12-25`,
      opensAt: null,
      closesAt: null,
      note: 'Christmas Day',
    });

    const { peak } = plan;
    await db.insert(priceRules).values({
      venueId: venue.id,
      name: peak.name,
      weekdays: peak.weekdays,
      startsAt: peak.startsAt,
      endsAt: peak.endsAt,
      multiplierPercent: 'multiplierPercent' in peak ? peak.multiplierPercent : null,
      pricePerHour: 'pricePerHour' in peak ? peak.pricePerHour : null,
    });

    const at = (days: number, time: string) =>
      localToInstant(addDays(today, days), time, venue.timeZone)!;
    if (plan.repairs) {
      const courtId = ids.get(plan.repairs)!;
      // A court this step just added: nothing is booked on it yet.
      await db.insert(courtBlocks).values({
        venueId: venue.id,
        courtId,
        startTime: at(1, '09:00'),
        endTime: at(1, '12:00'),
        reason: 'Resurfacing',
        createdBy: venue.ownerId,
        createdAt: now,
      });
    }
    if (plan.phoneBooking) {
      const booking = plan.phoneBooking;
      const courtId = ids.get(booking.court)!;
      const sportId = sportRows.find((s) => s.name === booking.sport)!.id;
      await db.insert(bookings).values({
        userId: venue.ownerId,
        venueId: venue.id,
        courtId,
        sportId,
        startTime: at(2, '19:00'),
        endTime: at(2, '20:00'),
        // Priced as the desk would: the peak rule applies in the evening.
        totalAmount: fromCents(
          bookingPriceCents({
            baseCents: toCents(venue.pricePerHour),
            rules: [
              {
                courtId: null,
                weekdays: peak.weekdays,
                startsAt: peak.startsAt,
                endsAt: peak.endsAt,
                multiplierPercent: 'multiplierPercent' in peak ? peak.multiplierPercent : null,
                fixedCents: 'pricePerHour' in peak ? toCents(peak.pricePerHour) : null,
              },
            ],
            courtId,
            timeZone: venue.timeZone,
            startTime: at(2, '19:00'),
            endTime: at(2, '20:00'),
          }),
        ),
        status: 'confirmed',
        paymentStatus: 'pending',
        paymentProvider: 'desk',
        source: 'desk',
        customerName: booking.customer,
        customerPhone: booking.phone,
        notes: 'Booked by phone; pays at the desk',
        createdAt: now,
        updatedAt: now,
      });
    }
  }
}
