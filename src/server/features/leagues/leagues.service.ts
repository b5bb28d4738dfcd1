import { and, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import {
  type createLeagueBody,
  LEAGUE_TRANSITIONS,
  type LeagueView,
  type listLeaguesQuery,
} from '@shared/contracts/leagues';
import type { LeagueStatus } from '@shared/enums';
import type { z } from 'zod';
import type { Db } from '@server/db/client';
import { leagues } from '@server/db/schema/leagues';
import { sports } from '@server/db/schema/sports';
import { users } from '@server/db/schema/users';
import { badRequest, conflict, forbidden, notFound } from '@server/lib/app-error';
import { containsPattern } from '@server/lib/like-pattern';
import { cancelFixtureBookings } from './fixture-bookings';
import { adminLeagueRow, LEAGUE_NOT_FOUND, selectLeagues, toLeagueView } from './league-rows';

export const NOT_A_LEAGUE_ADMIN =
  'Only league admins can create leagues. Add the League role in your settings.';
const UNKNOWN_SPORT = 'Choose a sport from the list';
const LIST_LIMIT = 100;

/** League admins create leagues (their user type, or the role chosen on the role screen). */
async function assertLeagueAdmin(db: Db, userId: string) {
  const [user] = await db
    .select({ type: users.userType, roles: users.roles })
    .from(users)
    .where(eq(users.id, userId));
  const allowed = user && (user.type === 'league_admin' || user.roles.includes('league'));
  if (!allowed) throw forbidden(NOT_A_LEAGUE_ADMIN);
}

/** POST /api/leagues: the caller becomes its admin; it starts in planning. */
export async function createLeague(
  db: Db,
  userId: string,
  input: z.output<typeof createLeagueBody>,
): Promise<LeagueView> {
  await assertLeagueAdmin(db, userId);
  const [sport] = await db
    .select({ id: sports.id })
    .from(sports)
    .where(eq(sports.id, input.sportId));
  if (!sport) throw badRequest(UNKNOWN_SPORT, { sportId: UNKNOWN_SPORT });
  const [row] = await db
    .insert(leagues)
    .values({
      name: input.name,
      description: input.description ?? null,
      sportId: input.sportId,
      adminId: userId,
      season: input.season,
      leagueType: input.leagueType,
      format: input.format,
      maxTeams: input.maxTeams,
      startDate: input.startDate,
      endDate: input.endDate,
      standingsRule: input.standingsRule,
      pointsForWin: input.pointsForWin,
      pointsForDraw: input.pointsForDraw,
      pointsForLoss: input.pointsForLoss,
      fixtureMinutes: input.fixtureMinutes,
      rules: input.rules ?? null,
      registrationFee: input.registrationFee ?? null,
      prizeMoney: input.prizeMoney ?? null,
      logo: input.logo ?? null,
      coverImage: input.coverImage ?? null,
    })
    .returning({ id: leagues.id });
  return getLeague(db, userId, row!.id);
}

/** GET /api/leagues: by name or season, newest season first; `mine` for the admin's own. */
export async function listLeagues(
  db: Db,
  viewerId: string | null,
  query: z.output<typeof listLeaguesQuery>,
): Promise<LeagueView[]> {
  const conditions: SQL[] = [];
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(or(ilike(leagues.name, pattern), ilike(leagues.season, pattern))!);
  }
  if (query.status) conditions.push(eq(leagues.status, query.status));
  if (query.mine === 'true') {
    if (!viewerId) return [];
    conditions.push(eq(leagues.adminId, viewerId));
  }
  const rows = await selectLeagues(db)
    .where(and(...conditions))
    .orderBy(desc(leagues.startDate), leagues.name)
    .limit(LIST_LIMIT);
  return rows.map((row) => toLeagueView(row, viewerId));
}

export async function getLeague(db: Db, viewerId: string | null, leagueId: string) {
  const [row] = await selectLeagues(db).where(eq(leagues.id, leagueId));
  if (!row) throw notFound(LEAGUE_NOT_FOUND);
  return toLeagueView(row, viewerId);
}

/** PATCH /api/leagues/{id}/status: only the moves LEAGUE_TRANSITIONS allows. */
export async function updateLeagueStatus(
  db: Db,
  userId: string,
  leagueId: string,
  status: LeagueStatus,
  now: Date,
): Promise<LeagueView> {
  await db.transaction(async (tx) => {
    const league = await adminLeagueRow(tx, userId, leagueId, true);
    if (league.status === status) return;
    if (!LEAGUE_TRANSITIONS[league.status].includes(status)) {
      throw conflict(`A league that is ${league.status} cannot become ${status}`, 'bad_transition');
    }
    await tx.update(leagues).set({ status }).where(eq(leagues.id, leagueId));
    // A cancelled season gives its coming fixtures' pitches back.
    if (status === 'cancelled') await cancelFixtureBookings(tx, leagueId, now);
  });
  return getLeague(db, userId, leagueId);
}
