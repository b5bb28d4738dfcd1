import { randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, lt, ne } from 'drizzle-orm';
import { localToInstant } from '@shared/slots';
import type { Db } from '@server/db/client';
import type { Tx } from '@server/db/tx';
import { bookings } from '@server/db/schema/bookings';
import { leagueFixtures, leagueReferees, leagueTeams, leagues } from '@server/db/schema/leagues';
import { venues } from '@server/db/schema/venues';
import { sports } from '@server/db/schema/sports';
import { teamMembers, teams } from '@server/db/schema/teams';
import { users } from '@server/db/schema/users';
import { FIXTURE_PAYMENT_PROVIDER } from '@server/features/bookings/booking-rules';
import { roundRobin } from '@server/features/leagues/round-robin';
import { createRandom } from './random';

const DAY = 24 * 60 * 60_000;

type LeaguePlan = {
  name: string;
  description: string;
  season: string;
  city: string;
  timeZone: string;
  kickOff: string;
  standingsRule: 'points_gd_gf' | 'points_h2h';
  /** Teams seeded elsewhere that play in it (by name), then new ones. */
  existingTeams: string[];
  newTeams: string[];
  /** How many weeks ago the season started; rounds before now have results. */
  startedWeeksAgo: number;
  /** The seeded venue that hosts the next rounds, one match after another from these times. */
  venue: string;
  venueKickOffs: string[];
};

const PLANS: LeaguePlan[] = [
  {
    name: 'London Sunday Football League',
    description:
      'Eleven-a-side amateur football on Sunday mornings across North and East London. Two legs, home and away.',
    season: '2026/27',
    city: 'London, United Kingdom',
    timeZone: 'Europe/London',
    kickOff: '10:30',
    standingsRule: 'points_gd_gf',
    existingTeams: ['North London Strikers'],
    newTeams: [
      'Hackney Wick Wanderers',
      'Camden Town Athletic',
      'Islington Corinthians',
      'Walthamstow Rovers',
      'Stoke Newington Albion',
      'Highbury Vale',
      'Leyton Orient Sunday',
    ],
    startedWeeksAgo: 9,
    venue: 'Canary Wharf Cage Football',
    venueKickOffs: ['10:30', '12:30', '14:30', '16:30'],
  },
  {
    name: 'Liga Amateur de Madrid',
    description:
      'Fútbol 7 entre semana en Madrid. Empates a puntos se deciden por el enfrentamiento directo, como en LaLiga.',
    season: '2026/27',
    city: 'Madrid, Spain',
    timeZone: 'Europe/Madrid',
    kickOff: '20:00',
    standingsRule: 'points_h2h',
    existingTeams: [],
    newTeams: [
      'Atlético Chamberí',
      'Vallecas Unidos',
      'Real Malasaña',
      'Deportivo Lavapiés',
      'Retiro FC',
      'Carabanchel Sport',
    ],
    startedWeeksAgo: 6,
    venue: 'Madrid Río Fútbol 7',
    venueKickOffs: ['16:00', '18:00', '20:00'],
  },
];

/** A plausible amateur score: mostly 0–3 goals a side, now and then a rout. */
function goals(random: ReturnType<typeof createRandom>): number {
  const roll = random.next();
  if (roll < 0.25) return 0;
  if (roll < 0.55) return 1;
  if (roll < 0.8) return 2;
  if (roll < 0.93) return 3;
  return random.int(4, 6);
}

const FIXTURE_MINUTES = 120;
const BOOKED_ROUNDS = 2;

/**
 * The next rounds are played at the plan's venue, one match after another: each fixture gets its
 * own kick-off and a booking of the pitch (as the app makes them: the admin's, paid outside
 * Matchday). A slot a seeded player already booked keeps its fixture without a venue.
 */
async function bookNextRounds(
  tx: Tx,
  plan: LeaguePlan,
  fixtures: (typeof leagueFixtures.$inferSelect)[],
  { adminId, sportId, now }: { adminId: string; sportId: number; now: number },
) {
  const [venue] = await tx
    .select({ id: venues.id })
    .from(venues)
    .where(eq(venues.name, plan.venue));
  if (!venue) return;
  const upcoming = fixtures.filter((f) => f.startTime && f.startTime.getTime() > now);
  const rounds = [...new Set(upcoming.map((f) => f.round))].sort((a, b) => a - b);
  for (const round of rounds.slice(0, BOOKED_ROUNDS)) {
    const matches = upcoming.filter((f) => f.round === round);
    for (const [index, fixture] of matches.entries()) {
      const time = plan.venueKickOffs[index];
      const day = fixture.startTime!.toISOString().slice(0, 10);
      const start = time ? localToInstant(day, time, plan.timeZone) : null;
      if (!start) continue;
      const end = new Date(start.getTime() + FIXTURE_MINUTES * 60_000);
      const [taken] = await tx
        .select({ id: bookings.id })
        .from(bookings)
        .where(
          and(
            eq(bookings.venueId, venue.id),
            inArray(bookings.status, ['pending', 'confirmed', 'completed']),
            lt(bookings.startTime, end),
            gt(bookings.endTime, start),
          ),
        );
      if (taken) continue;
      const [booking] = await tx
        .insert(bookings)
        .values({
          userId: adminId,
          venueId: venue.id,
          sportId,
          startTime: start,
          endTime: end,
          totalAmount: '0.00',
          status: 'confirmed',
          paymentStatus: 'paid',
          paymentProvider: FIXTURE_PAYMENT_PROVIDER,
          notes: `League fixture: ${plan.name}, round ${round}`,
        })
        .returning({ id: bookings.id });
      await tx
        .update(leagueFixtures)
        .set({ startTime: start, venueId: venue.id, bookingId: booking!.id })
        .where(eq(leagueFixtures.id, fixture.id));
    }
  }
}

/**
 * Two leagues mid-season, one for each standings rule, run by the league admin demo account:
 * their teams, a double round robin from a few weeks ago, results for the rounds already played.
 */
export async function seedLeagues(db: Db) {
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'league@matchday.dev'));
  const [football] = await db
    .select({ id: sports.id })
    .from(sports)
    .where(eq(sports.name, 'Football'));
  const [referee] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'referee@matchday.dev'));
  if (!admin || !football || !referee) return;
  const players = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.userType, 'player'), ne(users.email, 'player@matchday.dev')))
    .limit(400);
  if (players.length < 20) return;
  const random = createRandom(1212);
  const now = Date.now();

  for (const plan of PLANS) {
    const [exists] = await db
      .select({ id: leagues.id })
      .from(leagues)
      .where(eq(leagues.name, plan.name));
    if (exists) continue;
    await db.transaction(async (tx) => {
      const existing = plan.existingTeams.length
        ? await tx
            .select({ id: teams.id })
            .from(teams)
            .where(inArray(teams.name, plan.existingTeams))
        : [];
      const created = plan.newTeams.map((name) => ({ id: randomUUID(), name }));
      for (const team of created) {
        const squad = random.sample(players, random.int(6, 11));
        await tx.insert(teams).values({
          id: team.id,
          name: team.name,
          sportId: football.id,
          location: plan.city,
          maxMembers: 16,
          currentMembers: squad.length,
          captainId: squad[0]!.id,
          description: `Plays in the ${plan.name}.`,
        });
        await tx.insert(teamMembers).values(
          squad.map((player, place) => ({
            teamId: team.id,
            userId: player.id,
            role: place === 0 ? ('captain' as const) : ('member' as const),
          })),
        );
      }
      const teamIds = [...existing.map((t) => t.id), ...created.map((t) => t.id)];
      const start = new Date(now - plan.startedWeeksAgo * 7 * DAY);
      const startDate = start.toISOString().slice(0, 10);
      const rounds = roundRobin(random.sample(teamIds, teamIds.length), 2);
      const endDate = new Date(start.getTime() + (rounds.length + 2) * 7 * DAY)
        .toISOString()
        .slice(0, 10);
      const [league] = await tx
        .insert(leagues)
        .values({
          name: plan.name,
          description: plan.description,
          sportId: football.id,
          adminId: admin.id,
          leagueType: 'amateur',
          season: plan.season,
          startDate,
          endDate,
          format: 'round_robin',
          maxTeams: teamIds.length + 2,
          currentTeams: teamIds.length,
          status: 'ongoing',
          standingsRule: plan.standingsRule,
          rules: 'Squads of up to 16. Results are entered by the league admin within 48 hours.',
          registrationFee: '120.00',
          prizeMoney: '1500.00',
        })
        .returning({ id: leagues.id });
      await tx.insert(leagueTeams).values(
        teamIds.map((teamId) => ({
          leagueId: league!.id,
          teamId,
          status: 'accepted' as const,
          decidedAt: start,
        })),
      );
      const fixtures = rounds.flatMap(({ round, matches }) => {
        const day = new Date(start.getTime() + (round - 1) * 7 * DAY).toISOString().slice(0, 10);
        const startTime =
          localToInstant(day, plan.kickOff, plan.timeZone) ?? new Date(`${day}T12:00:00Z`);
        const played = startTime.getTime() + 2 * 60 * 60_000 < now;
        return matches.map(({ home, away }) => ({
          leagueId: league!.id,
          round,
          homeTeamId: home,
          awayTeamId: away,
          startTime,
          homeScore: played ? goals(random) : null,
          awayScore: played ? goals(random) : null,
          status: played ? ('played' as const) : ('scheduled' as const),
        }));
      });
      const inserted = await tx.insert(leagueFixtures).values(fixtures).returning();
      await tx.insert(leagueReferees).values({ leagueId: league!.id, userId: referee.id });
      await bookNextRounds(tx, plan, inserted, { adminId: admin.id, sportId: football.id, now });
    });
  }
}
