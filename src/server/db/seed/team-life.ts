import { randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { RsvpAnswer } from '@shared/contracts/team-life';
import { toCents } from '@shared/money';
import type { Db } from '@server/db/client';
import type { Tx } from '@server/db/tx';
import { sports } from '@server/db/schema/sports';
import { teamDues, teamEventRsvps, teamEvents, teamInvites } from '@server/db/schema/team-events';
import { teamMembers, teams } from '@server/db/schema/teams';
import { users } from '@server/db/schema/users';
import { venues } from '@server/db/schema/venues';
import { insertSeedOrder } from './paid-orders';
import { createRandom } from './random';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
const TEAM = 'Hackney Marshes Athletic';
export const DEMO_INVITE_CODE = 'hackney-athletic-join';
const SUBS = { label: 'Spring season subs', amount: '40.00' };

type Person = { id: string };
type EventSeed = {
  title: string;
  kind: 'training' | 'match' | 'social';
  inDays: number;
  hours: number;
  atVenue?: boolean;
  location?: string;
  note?: string;
  /** Share of the squad answering yes / maybe / no (the rest have not answered). */
  answers?: [number, number, number];
};

const EVENTS: EventSeed[] = [
  {
    title: 'Pre-season training',
    kind: 'training',
    inDays: -20,
    hours: 1.5,
    atVenue: true,
    answers: [0.7, 0.1, 0.2],
  },
  {
    title: 'Friendly v Leyton Orient Vets',
    kind: 'match',
    inDays: -13,
    hours: 2,
    location: 'Hackney Marshes, pitch 14',
    answers: [0.6, 0.1, 0.2],
  },
  {
    title: 'Team curry night',
    kind: 'social',
    inDays: -9,
    hours: 3,
    location: 'Dishoom Shoreditch',
    answers: [0.5, 0.2, 0.1],
  },
  {
    title: 'Tuesday training',
    kind: 'training',
    inDays: -6,
    hours: 1.5,
    atVenue: true,
    answers: [0.8, 0, 0.1],
  },
  {
    title: 'Tuesday training',
    kind: 'training',
    inDays: 1,
    hours: 1.5,
    atVenue: true,
    note: 'Small-sided games, bring bibs.',
    answers: [0.5, 0.1, 0.1],
  },
  {
    title: 'Sunday league v Clapton Casuals',
    kind: 'match',
    inDays: 4,
    hours: 2,
    location: 'Hackney Marshes, pitch 9',
    note: 'Meet 9:15 at the changing rooms. Home kit.',
    answers: [0.45, 0.15, 0.15],
  },
  { title: 'Tuesday training', kind: 'training', inDays: 8, hours: 1.5, atVenue: true },
  {
    title: 'End of season awards',
    kind: 'social',
    inDays: 26,
    hours: 4,
    location: 'The Eagle, Hackney Road',
    answers: [0.3, 0.2, 0],
  },
];

/** Monday-to-Sunday evenings at 19:00 UTC, or Sunday mornings for matches. */
function startOf(seed: EventSeed, now: number) {
  const day = new Date(now + seed.inDays * DAY);
  day.setUTCHours(seed.kind === 'match' ? 10 : 19, 0, 0, 0);
  return day;
}

async function seedEvents(tx: Tx, teamId: string, squad: Person[], managerId: string, now: number) {
  const random = createRandom(1515);
  const [venue] = await tx.select({ id: venues.id }).from(venues).limit(1);
  for (const seed of EVENTS) {
    const start = startOf(seed, now);
    const eventId = randomUUID();
    await tx.insert(teamEvents).values({
      id: eventId,
      teamId,
      title: seed.title,
      kind: seed.kind,
      startTime: start,
      endTime: new Date(start.getTime() + seed.hours * HOUR),
      venueId: seed.atVenue ? (venue?.id ?? null) : null,
      location: seed.location ?? null,
      note: seed.note ?? null,
      createdBy: managerId,
      createdAt: new Date(Math.min(now, start.getTime()) - 7 * DAY),
    });
    if (!seed.answers) continue;
    const [yes, maybe, no] = seed.answers;
    const rsvps = random.sample(squad, squad.length).flatMap((person, index) => {
      const share = index / squad.length;
      const answer: RsvpAnswer | null =
        share < yes
          ? 'yes'
          : share < yes + maybe
            ? 'maybe'
            : share < yes + maybe + no
              ? 'no'
              : null;
      return answer ? [{ eventId, userId: person.id, answer }] : [];
    });
    if (rsvps.length) await tx.insert(teamEventRsvps).values(rsvps);
  }
}

/** Subs asked of every player; the first half paid through completed test-card orders. */
async function seedDues(tx: Tx, teamId: string, squad: Person[], managerId: string, now: number) {
  const asked = new Date(now - 18 * DAY);
  const cents = toCents(SUBS.amount);
  for (const [index, person] of squad.entries()) {
    const dueId = randomUUID();
    const paid = index < Math.ceil(squad.length / 2);
    let paymentOrderId: string | null = null;
    const paidAt = new Date(asked.getTime() + (index + 1) * DAY);
    if (paid) {
      paymentOrderId = randomUUID();
      await insertSeedOrder(tx, {
        id: paymentOrderId,
        kind: 'team_dues',
        subjectId: dueId,
        payerId: person.id,
        amount: cents,
        description: `${SUBS.label} (${TEAM})`,
        returnTo: `/teams/${teamId}`,
        paidAt,
      });
    }
    await tx.insert(teamDues).values({
      id: dueId,
      teamId,
      userId: person.id,
      label: SUBS.label,
      amount: SUBS.amount,
      status: paid ? 'paid' : 'open',
      paymentOrderId,
      paidAt: paid ? paidAt : null,
      requestedBy: managerId,
      createdAt: asked,
    });
  }
}

/**
 * The team manager's team (issue 15): manager@matchday.dev runs a Sunday-league side whose squad
 * includes the demo player, with past and upcoming events and answers, season subs half paid
 * (the demo player still owes theirs) and an invite link.
 */
export async function seedTeamLife(db: Db) {
  const [exists] = await db.select({ id: teams.id }).from(teams).where(eq(teams.name, TEAM));
  if (exists) return;
  const [manager] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'manager@matchday.dev'));
  const [player] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'player@matchday.dev'));
  const [football] = await db
    .select({ id: sports.id })
    .from(sports)
    .where(eq(sports.name, 'Football'));
  if (!manager || !player || !football) return;
  const others = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.userType, 'player'), ne(users.id, player.id)))
    .limit(200);
  if (others.length < 12) return;
  const random = createRandom(1514);
  const [captain, ...rest] = random.sample(others, 12);
  // Paid first: the demo player is among the second half, so they still owe their subs.
  const squad: Person[] = [captain!, ...rest.slice(0, 6), player, ...rest.slice(6)];
  const now = Date.now();

  await db.transaction(async (tx) => {
    const teamId = randomUUID();
    await tx.insert(teams).values({
      id: teamId,
      name: TEAM,
      sportId: football.id,
      description:
        'Sunday-league eleven on Hackney Marshes. Training Tuesdays at 7pm, matches Sunday mornings. New players welcome.',
      location: 'London, United Kingdom',
      skillLevel: 'intermediate',
      maxMembers: 18,
      currentMembers: squad.length,
      captainId: captain!.id,
      managerId: manager.id,
      teamColors: ['#7c2d12', '#facc15'],
      createdAt: new Date(now - 120 * DAY),
    });
    await tx.insert(teamMembers).values(
      squad.map((person, index) => ({
        teamId,
        userId: person.id,
        role: index === 0 ? ('captain' as const) : ('member' as const),
        jerseyNumber: index + 1,
        joinedAt: new Date(now - (110 - index * 5) * DAY),
      })),
    );
    await seedEvents(tx, teamId, squad, manager.id, now);
    await seedDues(tx, teamId, squad, manager.id, now);
    await tx.insert(teamInvites).values({ teamId, code: DEMO_INVITE_CODE, createdBy: manager.id });
  });
}
