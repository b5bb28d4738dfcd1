import { randomBytes } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { bookingTotalCents, fromCents, toCents } from '@shared/money';
import { addDays, localToday, localToInstant, TIME_OPTIONS } from '@shared/slots';
import type { Db } from '@server/db/client';
import { bookings, type NewBooking } from '@server/db/schema/bookings';
import { reviews } from '@server/db/schema/reviews';
import { users } from '@server/db/schema/users';
import { testPaymentIntents } from '@server/db/schema/payments';
import { venueSports, venues } from '@server/db/schema/venues';
import { SAMPLE_PLAYERS } from './venue-people';
import { OWNER_EMAILS, SAMPLE_VENUES } from './venues';

/** A small seeded generator: the same sample data on every fresh database. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!,
    chance: (p: number) => next() < p,
  };
}

const COMMENTS = [
  'Great surface and friendly staff. We will be back next week.',
  'Check-in with the QR code took seconds. Lights were excellent for our evening game.',
  'Good value for the location. Changing rooms could be a little cleaner.',
  'Booked last minute and everything was ready when we arrived.',
  'Our regular spot now. Easy to book and never overbooked.',
  'Parking was tight on a Saturday, but the court itself was perfect.',
  'Lovely setting, well looked after. The café is a bonus.',
  'Solid facility, a bit noisy next to the main hall.',
  null,
  null,
];
const NOTES = [
  'Bringing our own balls',
  'Birthday game, 10 players',
  'Team training',
  'Doubles with friends',
];
const RATINGS = [5, 5, 5, 5, 5, 4, 4, 4, 4, 3, 3, 2];

/** The built-in provider's record of a seeded paid booking, so it can be refunded. */
export function seededIntent(id: string, bookingId: string, totalAmount: string) {
  return {
    id,
    bookingId,
    amount: toCents(totalAmount),
    currency: 'USD',
    status: 'succeeded',
    clientSecret: `seed_${randomBytes(16).toString('hex')}`,
    idempotencyKey: `booking-${bookingId}-test`,
    cardBrand: 'visa',
    cardLast4: '4242',
  };
}

type Venue = { id: string; timeZone: string; price: string; sports: number[]; owner: string };

/**
 * Demo step: bookings in the past and the future, check-ins, cancellations and reviews across the
 * sample venues, so dashboards, calendars and venue pages have something true to show. Runs only
 * while the sample venues have no bookings at all (it is sample data, not a migration).
 */
export async function seedVenueActivity(db: Db) {
  const names = SAMPLE_VENUES.map((v) => v.name);
  const venueRows = await db
    .select({
      id: venues.id,
      name: venues.name,
      timeZone: venues.timeZone,
      price: venues.pricePerHour,
      owner: users.email,
    })
    .from(venues)
    .innerJoin(users, eq(users.id, venues.ownerId))
    .where(inArray(venues.name, names));
  if (venueRows.length === 0) return;
  const ids = venueRows.map((v) => v.id);
  const [{ n } = { n: 0 }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bookings)
    .where(inArray(bookings.venueId, ids));
  if (n > 0) return;

  const sportRows = await db.select().from(venueSports).where(inArray(venueSports.venueId, ids));
  const byName = new Map<string, Venue>(
    venueRows.map((v) => [
      v.name,
      { ...v, sports: sportRows.filter((s) => s.venueId === v.id).map((s) => s.sportId) },
    ]),
  );
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ['player@matchday.dev', ...SAMPLE_PLAYERS.map((p) => p.email)]));
  const sam = people.find((p) => p.email === 'player@matchday.dev')?.id;
  const others = people.filter((p) => p.email !== 'player@matchday.dev').map((p) => p.id);
  if (others.length === 0) return;

  const now = new Date();
  const random = generator(20240611);
  const taken = new Set<string>();
  const rows: NewBooking[] = [];
  const reviewed: { index: number; rating: number; comment: string | null }[] = [];

  /** Adds a booking unless it would overlap one already planned at that venue. */
  function plan(
    venue: Venue,
    userId: string,
    days: number,
    startIndex: number,
    slots: number,
    fate?: 'completed' | 'confirmed' | 'cancelled',
  ): number | null {
    const date = addDays(localToday(venue.timeZone, now), days);
    if (startIndex + slots > TIME_OPTIONS.length - 1) return null;
    const keys = Array.from({ length: slots }, (_, i) => `${venue.id}|${date}|${startIndex + i}`);
    if (keys.some((key) => taken.has(key))) return null;
    const start = localToInstant(date, TIME_OPTIONS[startIndex]!, venue.timeZone);
    const end = localToInstant(date, TIME_OPTIONS[startIndex + slots]!, venue.timeZone);
    if (!start || !end) return null;
    keys.forEach((key) => taken.add(key));

    const past = end.getTime() <= now.getTime();
    const status =
      fate ??
      (past
        ? random.pick([
            'completed',
            'completed',
            'completed',
            'completed',
            'completed',
            'completed',
            'confirmed',
            'confirmed',
            'cancelled',
          ] as const)
        : random.chance(0.85)
          ? 'confirmed'
          : 'cancelled');
    const createdAt = new Date(
      Math.min(now.getTime(), start.getTime() - random.int(1, 12) * 86_400_000),
    );
    const cancelledAt =
      status === 'cancelled'
        ? new Date(Math.min(now.getTime(), start.getTime() - random.int(2, 72) * 3_600_000))
        : null;
    const refunded =
      cancelledAt !== null && start.getTime() - cancelledAt.getTime() >= 24 * 3_600_000;
    // Upcoming paid bookings carry a payment from the built-in provider, so they can be refunded.
    const upcomingPaid = status === 'confirmed' && start.getTime() > now.getTime();
    rows.push({
      userId,
      venueId: venue.id,
      sportId: random.pick(venue.sports),
      startTime: start,
      endTime: end,
      totalAmount: fromCents(bookingTotalCents(toCents(venue.price), slots * 30)),
      status,
      paymentStatus: refunded ? 'refunded' : 'paid',
      paymentProvider: 'test',
      stripePaymentIntentId: upcomingPaid ? `pi_test_${randomBytes(12).toString('hex')}` : null,
      notes: random.chance(0.15) ? random.pick(NOTES) : null,
      checkedInAt:
        status === 'completed' ? new Date(start.getTime() - random.int(2, 15) * 60_000) : null,
      cancelledAt,
      createdAt,
      updatedAt: createdAt,
    });
    return rows.length - 1;
  }

  // Sam (player@matchday.dev): a little history and a few upcoming games, in London mostly.
  const at = (name: string) => byName.get(name)!;
  if (sam) {
    const battersea = plan(at('Battersea Park Tennis'), sam, -7, 18, 2, 'completed');
    if (battersea !== null) {
      reviewed.push({
        index: battersea,
        rating: 5,
        comment: 'Lovely courts in the park, and the floodlights made our evening match.',
      });
    }
    plan(at('Hackney Marshes Pitches'), sam, -3, 20, 2, 'completed');
    plan(at('Wimbledon Village Clay Courts'), sam, -12, 4, 2, 'cancelled');
    plan(at('Shoreditch Rooftop Padel'), sam, 2, 18, 3, 'confirmed');
    plan(at('Battersea Park Tennis'), sam, 5, 2, 2, 'confirmed');
    plan(at('Ancoats Padel Club'), sam, 9, 20, 2, 'confirmed');
  }

  // Everyone else: the owner@matchday.dev venues busy, the others steadier.
  for (const venue of byName.values()) {
    const busy = venue.owner === OWNER_EMAILS.olivia;
    const [from, to] = busy ? [-30, 14] : [-14, 7];
    for (let days = from; days <= to; days++) {
      const count = busy ? random.pick([0, 1, 1, 2]) : random.pick([0, 0, 0, 1, 1, 2]);
      for (let i = 0; i < count; i++) {
        const index = plan(
          venue,
          random.pick(others),
          days,
          random.int(0, 24),
          random.pick([2, 2, 2, 3, 4]),
        );
        if (index === null) continue;
        if (rows[index]!.status === 'completed' && random.chance(0.45)) {
          reviewed.push({ index, rating: random.pick(RATINGS), comment: random.pick(COMMENTS) });
        }
      }
    }
  }

  const inserted: { id: string }[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    inserted.push(
      ...(await db
        .insert(bookings)
        .values(rows.slice(i, i + 500))
        .returning({ id: bookings.id })),
    );
  }

  const intents = rows.flatMap((row, i) =>
    row.stripePaymentIntentId
      ? [seededIntent(row.stripePaymentIntentId, inserted[i]!.id, String(row.totalAmount))]
      : [],
  );
  for (let i = 0; i < intents.length; i += 500) {
    await db.insert(testPaymentIntents).values(intents.slice(i, i + 500));
  }

  if (reviewed.length) {
    await db.insert(reviews).values(
      reviewed.map(({ index, rating, comment }) => ({
        reviewerId: rows[index]!.userId,
        venueId: rows[index]!.venueId,
        bookingId: inserted[index]!.id,
        rating,
        comment,
        // A few hours after playing, but never later than now (a game that just ended).
        createdAt: new Date(
          Math.min(now.getTime(), rows[index]!.endTime.getTime() + 3 * 3_600_000),
        ),
      })),
    );
  }
  await db
    .update(venues)
    .set({
      rating: sql`coalesce((select round(avg(r.rating), 2) from ${reviews} r where r.venue_id = ${venues.id}), 0)`,
      reviewCount: sql`(select count(*) from ${reviews} r where r.venue_id = ${venues.id})`,
    })
    .where(inArray(venues.id, ids));
}
