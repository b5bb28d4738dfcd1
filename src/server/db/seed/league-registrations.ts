import { randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { leagueTeams, leagues } from '@server/db/schema/leagues';
import { sports } from '@server/db/schema/sports';
import { teamMembers, teams } from '@server/db/schema/teams';
import { users } from '@server/db/schema/users';
import { insertSeedOrder } from './paid-orders';
import { createRandom } from './random';

const DAY = 24 * 60 * 60_000;
const NAME = 'Bristol Winter Five-a-Side';
const FEE_CENTS = 6000;

/** Teams asking to join, and where their registration fee stands. */
const ENTRIES: { team: string; state: 'accepted' | 'paid' | 'unpaid' }[] = [
  { team: 'Clifton Harriers', state: 'accepted' },
  { team: 'Bedminster Bees', state: 'accepted' },
  { team: 'Redland Rangers', state: 'paid' },
  { team: 'Totterdell Town', state: 'paid' },
  { team: 'Southville Sparks', state: 'unpaid' },
];

/**
 * A league taking registrations with a $60 fee (issue 12): two teams the admin added, two paid
 * requests waiting for the admin (league@matchday.dev) and one still waiting for its fee.
 */
export async function seedLeagueRegistrations(db: Db) {
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'league@matchday.dev'));
  const [football] = await db
    .select({ id: sports.id })
    .from(sports)
    .where(eq(sports.name, 'Football'));
  if (!admin || !football) return;
  const [exists] = await db.select({ id: leagues.id }).from(leagues).where(eq(leagues.name, NAME));
  if (exists) return;
  const players = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.userType, 'player'), ne(users.email, 'player@matchday.dev')))
    .limit(400);
  if (players.length < 40) return;
  const random = createRandom(1213);
  const now = Date.now();
  const start = new Date(now + 21 * DAY).toISOString().slice(0, 10);
  const end = new Date(now + 105 * DAY).toISOString().slice(0, 10);

  await db.transaction(async (tx) => {
    const [league] = await tx
      .insert(leagues)
      .values({
        name: NAME,
        description:
          'Five-a-side under the lights on winter evenings at Ashton Court. Registration is open: $60 per team.',
        sportId: football.id,
        adminId: admin.id,
        leagueType: 'amateur',
        season: 'Winter 2026/27',
        startDate: start,
        endDate: end,
        format: 'round_robin',
        maxTeams: 10,
        currentTeams: ENTRIES.filter((e) => e.state === 'accepted').length,
        status: 'registration',
        rules: 'Squads of up to 8, rolling substitutions, 2 × 20 minutes.',
        registrationFee: (FEE_CENTS / 100).toFixed(2),
      })
      .returning({ id: leagues.id });
    const pool = random.sample(players, players.length);
    for (const [index, entry] of ENTRIES.entries()) {
      const teamId = randomUUID();
      const squad = pool.slice(index * 7, index * 7 + 7);
      const captain = squad[0]!;
      await tx.insert(teams).values({
        id: teamId,
        name: entry.team,
        sportId: football.id,
        location: 'Bristol, United Kingdom',
        maxMembers: 8,
        currentMembers: squad.length,
        captainId: captain.id,
        description: `Five-a-side in the ${NAME}.`,
      });
      await tx.insert(teamMembers).values(
        squad.map((player, place) => ({
          teamId,
          userId: player.id,
          role: place === 0 ? ('captain' as const) : ('member' as const),
        })),
      );
      const leagueTeamId = randomUUID();
      const asked = new Date(now - (ENTRIES.length - index) * DAY);
      let paymentOrderId: string | null = null;
      if (entry.state !== 'accepted') {
        paymentOrderId = randomUUID();
        await insertSeedOrder(tx, {
          id: paymentOrderId,
          kind: 'league_registration',
          subjectId: leagueTeamId,
          payerId: captain.id,
          amount: FEE_CENTS,
          description: `Registration fee: ${NAME} (${entry.team})`,
          returnTo: `/leagues/${league!.id}?tab=teams`,
          paidAt: entry.state === 'paid' ? asked : null,
        });
      }
      await tx.insert(leagueTeams).values({
        id: leagueTeamId,
        leagueId: league!.id,
        teamId,
        status:
          entry.state === 'accepted'
            ? 'accepted'
            : entry.state === 'paid'
              ? 'pending'
              : 'awaiting_payment',
        requestedBy: captain.id,
        paymentOrderId,
        decidedAt: entry.state === 'accepted' ? asked : null,
        createdAt: asked,
      });
    }
  });
}
