import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { CoachRole } from '@shared/coaching-enums';
import { bookingTotalCents, fromCents, toCents } from '@shared/money';
import { addDays, localToday, localToInstant } from '@shared/slots';
import type { Db } from '@server/db/client';
import { bookings, type NewBooking } from '@server/db/schema/bookings';
import { coachingSessions, coachManagement, coachProfiles } from '@server/db/schema/coaching';
import { testPaymentIntents } from '@server/db/schema/payments';
import { sports } from '@server/db/schema/sports';
import { teams } from '@server/db/schema/teams';
import { users } from '@server/db/schema/users';
import { venueSports, venues } from '@server/db/schema/venues';
import { createRandom } from './random';
import { seededIntent } from './venue-activity';
import { SAMPLE_PLAYERS } from './venue-people';

/** The court the demo coach (Madrid) books; none of the end-to-end tests book there. */
const COURT = 'Club Pádel Chamartín';
/** Early and late hours first: the sample bookings favour the middle of the day. */
const HOURS = ['09:00', '21:00', '10:30', '19:30'];

const GOALS = [
  'Bandeja to the back glass, ten in a row',
  'Split step before every volley',
  'Lob deep over the net player',
  'Serve to the T under pressure',
  'Move as a pair: cover the middle',
  'Patience from the back: three-ball rallies',
];
const NOTES = [
  'Good footwork today; still late on the backhand volley.',
  'Tired after 60 minutes: work on endurance next block.',
  'Confident at the net. Next: the vibora.',
  'Struggled with the wind; kept the game simple.',
  'Great attitude. Ready for the club tournament.',
  null,
];

/** athletes: player@ first; one more is offered (pending); one coaching ended last spring. */
const ATHLETES: { email: string; role: CoachRole; specialization: string }[] = [
  { email: 'player@matchday.dev', role: 'head_coach', specialization: 'Padel technique' },
  ...SAMPLE_PLAYERS.slice(0, 4).map(
    (p, i): { email: string; role: CoachRole; specialization: string } => ({
      email: p.email,
      role: i % 2 === 0 ? 'head_coach' : 'fitness_coach',
      specialization: i % 2 === 0 ? 'Match tactics' : 'Court fitness',
    }),
  ),
];

type Planned = { row: NewBooking; coachingId: string; goals: string; notes: string | null };

/**
 * Demo step: coach@matchday.dev's profile, athletes (player@ among them) and a team, a pending
 * offer, and sessions over the past five months and the next two weeks: paid bookings of the
 * coach at one Madrid court, at hours the sample bookings leave free. Runs once (no profile yet).
 */
export async function seedCoaching(db: Db) {
  const [coach] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'coach@matchday.dev'));
  if (!coach) return;
  const [done] = await db
    .select({ id: coachProfiles.userId })
    .from(coachProfiles)
    .where(eq(coachProfiles.userId, coach.id));
  if (done) return;

  const sportRows = await db
    .select({ id: sports.id, name: sports.name })
    .from(sports)
    .where(inArray(sports.name, ['Padel', 'Tennis']));
  await db.insert(coachProfiles).values({
    userId: coach.id,
    headline: 'Padel coach: technique, tactics and match fitness',
    specialities: ['Padel technique', 'Match tactics', 'Court fitness', 'Junior players'],
    certifications: ['Spanish Padel Federation Level 2', 'First aid (2025)'],
    hourlyRate: '40.00',
    sportIds: sportRows.map((s) => s.id),
    availability: [0, 1, 2, 3, 4]
      .map((weekday) => ({ weekday, startHour: 17, endHour: 22 }))
      .concat([{ weekday: 5, startHour: 9, endHour: 13 }]),
  });

  const now = new Date();
  const emails = [
    ...ATHLETES.map((a) => a.email),
    SAMPLE_PLAYERS[4]?.email ?? '',
    SAMPLE_PLAYERS[5]?.email ?? '',
  ];
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, emails));
  const idOf = (email: string) => people.find((p) => p.email === email)?.id;
  const started = addDays(now.toISOString().slice(0, 10), -150);

  const records: { id: string; weight: number }[] = [];
  for (const athlete of ATHLETES) {
    const entityId = idOf(athlete.email);
    if (!entityId) continue;
    const [row] = await db
      .insert(coachManagement)
      .values({
        coachId: coach.id,
        entityType: 'player',
        entityId,
        role: athlete.role,
        specialization: athlete.specialization,
        status: 'active',
        startDate: started,
      })
      .returning({ id: coachManagement.id });
    records.push({ id: row!.id, weight: athlete.email === 'player@matchday.dev' ? 3 : 1 });
  }
  const [team] = await db
    .select({ id: teams.id })
    .from(teams)
    .where(and(eq(teams.name, 'Real Malasaña'), isNotNull(teams.captainId)))
    .limit(1);
  if (team) {
    const [row] = await db
      .insert(coachManagement)
      .values({
        coachId: coach.id,
        entityType: 'team',
        entityId: team.id,
        role: 'fitness_coach',
        specialization: 'Pre-season conditioning',
        status: 'active',
        startDate: addDays(started, 30),
      })
      .returning({ id: coachManagement.id });
    records.push({ id: row!.id, weight: 1 });
  }
  const offered = idOf(SAMPLE_PLAYERS[4]?.email ?? '');
  if (offered) {
    await db.insert(coachManagement).values({
      coachId: coach.id,
      entityType: 'player',
      entityId: offered,
      role: 'head_coach',
      specialization: 'Padel for beginners',
      status: 'pending',
    });
  }
  const former = idOf(SAMPLE_PLAYERS[5]?.email ?? '');
  if (former) {
    await db.insert(coachManagement).values({
      coachId: coach.id,
      entityType: 'player',
      entityId: former,
      role: 'mental_coach',
      status: 'terminated',
      startDate: addDays(started, -120),
      endDate: addDays(started, -20),
    });
  }
  if (records.length === 0) return;
  await seedSessions(db, coach.id, records, now);
}

async function seedSessions(
  db: Db,
  coachId: string,
  records: { id: string; weight: number }[],
  now: Date,
) {
  const [court] = await db
    .select({ id: venues.id, timeZone: venues.timeZone, price: venues.pricePerHour })
    .from(venues)
    .where(eq(venues.name, COURT));
  if (!court) return;
  const [padel] = await db
    .select({ id: venueSports.sportId })
    .from(venueSports)
    .innerJoin(sports, eq(sports.id, venueSports.sportId))
    .where(and(eq(venueSports.venueId, court.id), eq(sports.name, 'Padel')));
  if (!padel) return;
  // What the court already holds, so no session lands on a sample booking.
  const held = await db
    .select({ start: bookings.startTime, end: bookings.endTime })
    .from(bookings)
    .where(
      and(
        eq(bookings.venueId, court.id),
        inArray(bookings.status, ['pending', 'confirmed', 'completed']),
      ),
    );
  const free = (start: Date, end: Date) => !held.some((b) => b.start < end && start < b.end);

  const random = createRandom(1515_15);
  const pool = records.flatMap((r) => Array.from({ length: r.weight }, () => r.id));
  const today = localToday(court.timeZone, now);
  const planned: Planned[] = [];
  for (let days = -150; days <= 14; days += random.pick([2, 3, 4])) {
    const date = addDays(today, days);
    const minutes = random.pick([60, 60, 90]);
    for (const time of HOURS) {
      const start = localToInstant(date, time, court.timeZone);
      if (!start) continue;
      const end = new Date(start.getTime() + minutes * 60_000);
      // Today's sessions only when over or well ahead; none that is under way.
      if (start <= now && end > now) continue;
      if (!free(start, end)) continue;
      held.push({ start, end });
      const past = end <= now;
      const createdAt = new Date(Math.min(now.getTime(), start.getTime() - 3 * 86_400_000));
      planned.push({
        coachingId: random.pick(pool),
        goals: random.pick(GOALS),
        notes: past ? random.pick(NOTES) : null,
        row: {
          userId: coachId,
          venueId: court.id,
          sportId: padel.id,
          startTime: start,
          endTime: end,
          totalAmount: fromCents(bookingTotalCents(toCents(court.price), minutes)),
          status: past ? 'completed' : 'confirmed',
          paymentStatus: 'paid',
          paymentProvider: 'test',
          // Upcoming paid sessions carry a test payment, so cancelling one can refund it.
          stripePaymentIntentId: past ? null : `pi_test_${randomBytes(12).toString('hex')}`,
          notes: 'Coaching session',
          checkedInAt: past ? new Date(start.getTime() - 5 * 60_000) : null,
          createdAt,
          updatedAt: createdAt,
        },
      });
      break;
    }
  }
  if (planned.length === 0) return;
  const inserted = await db
    .insert(bookings)
    .values(planned.map((p) => p.row))
    .returning({ id: bookings.id });
  await db.insert(coachingSessions).values(
    planned.map((p, i) => ({
      bookingId: inserted[i]!.id,
      coachingId: p.coachingId,
      goals: p.goals,
      notes: p.notes,
    })),
  );
  const intents = planned.flatMap((p, i) =>
    p.row.stripePaymentIntentId
      ? [seededIntent(p.row.stripePaymentIntentId, inserted[i]!.id, String(p.row.totalAmount))]
      : [],
  );
  if (intents.length) await db.insert(testPaymentIntents).values(intents);
}
