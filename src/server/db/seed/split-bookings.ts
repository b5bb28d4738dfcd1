import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SkillLevel } from '@shared/constants';
import { bookingTotalCents, fromCents, toCents } from '@shared/money';
import { SPLIT_PAYMENT_PROVIDER, shareAmounts } from '@shared/split-shares';
import { addDays, localToday, localToInstant } from '@shared/slots';
import type { Db } from '@server/db/client';
import type { Tx } from '@server/db/tx';
import { bookings } from '@server/db/schema/bookings';
import { bookingShares, bookingSplits } from '@server/db/schema/splits';
import { sports } from '@server/db/schema/sports';
import { users } from '@server/db/schema/users';
import { venueSports, venues } from '@server/db/schema/venues';
import { insertSeedOrder } from './paid-orders';
import { SAMPLE_PLAYERS } from './venue-people';

type Plan = {
  booker: string;
  /** The share holders after the booker: a user id (paid or not) or null for an open place. */
  holders: { userId: string | null; paid: boolean }[];
  bookerPaid: boolean;
  days: number;
  time: [string, string];
  open?: [SkillLevel, SkillLevel];
};

/**
 * Demo step: split bookings and open matches at padel and tennis venues, so My Bookings shows a
 * split with paid and unpaid shares (player@matchday.dev books one and is invited to another)
 * and the Games tab lists open matches. Runs once: only while no booking is split.
 */
export async function seedSplitBookings(db: Db) {
  const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(bookingSplits);
  if (n > 0) return;
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ['player@matchday.dev', ...SAMPLE_PLAYERS.map((p) => p.email)]));
  const player = people.find((p) => p.email === 'player@matchday.dev')?.id;
  const others = people.filter((p) => p.email !== 'player@matchday.dev').map((p) => p.id);
  if (!player || others.length < 5) return;
  const courts = await db
    .select({
      id: venues.id,
      timeZone: venues.timeZone,
      price: venues.pricePerHour,
      sportId: sports.id,
      deadlineHours: venues.splitDeadlineHours,
    })
    .from(venueSports)
    .innerJoin(venues, eq(venues.id, venueSports.venueId))
    .innerJoin(sports, eq(sports.id, venueSports.sportId))
    .where(and(inArray(sports.name, ['Padel', 'Tennis']), eq(venues.isActive, true)))
    .orderBy(sql`${sports.name} = 'Padel' desc`, venues.name)
    .limit(5);
  if (courts.length === 0) return;
  const [a, b, c, d, e] = others as [string, string, string, string, string];
  const plans: Plan[] = [
    // Sam's own split: Sam and Karim paid, Lucia invited and not yet, one place open.
    {
      booker: player,
      bookerPaid: true,
      holders: [
        { userId: a, paid: true },
        { userId: b, paid: false },
        { userId: null, paid: false },
      ],
      days: 3,
      time: ['19:00', '20:30'],
      open: ['intermediate', 'advanced'],
    },
    // Sam is invited to Jordan's booking and owes a share.
    {
      booker: c,
      bookerPaid: true,
      holders: [
        { userId: player, paid: false },
        { userId: d, paid: true },
        { userId: e, paid: true },
      ],
      days: 4,
      time: ['18:00', '19:00'],
    },
    // Open matches looking for players.
    {
      booker: d,
      bookerPaid: true,
      holders: [
        { userId: a, paid: true },
        { userId: null, paid: false },
        { userId: null, paid: false },
      ],
      days: 2,
      time: ['20:00', '21:30'],
      open: ['beginner', 'intermediate'],
    },
    {
      booker: e,
      bookerPaid: true,
      holders: [
        { userId: null, paid: false },
        { userId: null, paid: false },
        { userId: null, paid: false },
      ],
      days: 5,
      time: ['10:00', '11:30'],
      open: ['advanced', 'expert'],
    },
  ];
  const now = new Date();
  for (const [i, plan] of plans.entries()) {
    const venue = courts[i % courts.length]!;
    const date = addDays(localToday(venue.timeZone, now), plan.days);
    const start = localToInstant(date, plan.time[0], venue.timeZone);
    const end = localToInstant(date, plan.time[1], venue.timeZone);
    if (!start || !end) continue;
    const minutes = (end.getTime() - start.getTime()) / 60_000;
    const total = bookingTotalCents(toCents(venue.price), minutes);
    // Each split in its own transaction: a slot already taken by the sample bookings is skipped.
    await db
      .transaction((tx) => insertSplit(tx, plan, { ...venue, start, end, total }))
      .catch(() => {});
  }
}

async function insertSplit(
  tx: Tx,
  plan: Plan,
  at: {
    id: string;
    sportId: number;
    deadlineHours: number;
    start: Date;
    end: Date;
    total: number;
  },
) {
  const [booking] = await tx
    .insert(bookings)
    .values({
      userId: plan.booker,
      venueId: at.id,
      sportId: at.sportId,
      startTime: at.start,
      endTime: at.end,
      totalAmount: fromCents(at.total),
      currency: 'USD',
      status: 'pending',
      paymentStatus: 'pending',
      paymentProvider: SPLIT_PAYMENT_PROVIDER,
      holdExpiresAt: at.start,
    })
    .returning({ id: bookings.id });
  const holders = [{ userId: plan.booker, paid: plan.bookerPaid }, ...plan.holders];
  const amounts = shareAmounts(at.total, holders.length);
  await tx.insert(bookingSplits).values({
    bookingId: booking!.id,
    players: holders.length,
    deadline: new Date(at.start.getTime() - at.deadlineHours * 3_600_000),
    inviteCode: randomBytes(12).toString('base64url'),
    isOpen: Boolean(plan.open),
    levelMin: plan.open?.[0] ?? null,
    levelMax: plan.open?.[1] ?? null,
  });
  const paidAt = new Date();
  for (const [position, holder] of holders.entries()) {
    const shareId = randomUUID();
    const orderId = holder.userId ? randomUUID() : null;
    await tx.insert(bookingShares).values({
      id: shareId,
      bookingId: booking!.id,
      position,
      userId: holder.userId,
      amount: fromCents(amounts[position]!),
      status: holder.paid ? 'paid' : 'unpaid',
      paidById: holder.paid ? holder.userId : null,
      paidAt: holder.paid ? paidAt : null,
    });
    if (!holder.userId || !orderId) continue;
    await insertSeedOrder(tx, {
      id: orderId,
      kind: 'booking_share',
      subjectId: shareId,
      payerId: holder.userId,
      amount: amounts[position]!,
      description: 'Your share of a court booking',
      returnTo: '/bookings',
      paidAt: holder.paid ? paidAt : null,
    });
    await tx
      .update(bookingShares)
      .set({ paymentOrderId: orderId })
      .where(eq(bookingShares.id, shareId));
    // The booker's paid share leaves their card saved for the deadline's backstop.
    if (position === 0 && holder.paid) {
      await tx
        .update(bookingSplits)
        .set({
          savedProvider: 'test',
          savedIntentId: `pi_test_seed_${shareId.replace(/-/g, '').slice(0, 20)}`,
        })
        .where(eq(bookingSplits.bookingId, booking!.id));
    }
  }
}
