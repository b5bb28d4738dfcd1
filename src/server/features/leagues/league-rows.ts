import { eq } from 'drizzle-orm';
import type { LeagueView } from '@shared/contracts/leagues';
import type { Db } from '@server/db/client';
import type { Tx } from '@server/db/tx';
import { leagues } from '@server/db/schema/leagues';
import { sports } from '@server/db/schema/sports';
import { users } from '@server/db/schema/users';
import { forbidden, notFound } from '@server/lib/app-error';

export const LEAGUE_NOT_FOUND = 'League not found';
export const NOT_THE_ADMIN = 'Only the league’s admin can do that';

export function selectLeagues(db: Db) {
  return db
    .select({
      league: leagues,
      sportName: sports.name,
      sportIcon: sports.icon,
      adminFirstName: users.firstName,
      adminLastName: users.lastName,
      adminImage: users.profileImageUrl,
    })
    .from(leagues)
    .innerJoin(sports, eq(sports.id, leagues.sportId))
    .leftJoin(users, eq(users.id, leagues.adminId));
}

type LeagueRow = Awaited<ReturnType<ReturnType<typeof selectLeagues>['execute']>>[number];

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export function toLeagueView(row: LeagueRow, viewerId: string | null): LeagueView {
  const l = row.league;
  return {
    id: l.id,
    name: l.name,
    description: l.description,
    sport: { id: l.sportId, name: row.sportName, icon: row.sportIcon },
    season: l.season,
    leagueType: l.leagueType,
    format: l.format,
    status: l.status,
    maxTeams: l.maxTeams,
    currentTeams: l.currentTeams,
    startDate: l.startDate,
    endDate: l.endDate,
    standingsRule: l.standingsRule,
    pointsForWin: l.pointsForWin,
    pointsForDraw: l.pointsForDraw,
    pointsForLoss: l.pointsForLoss,
    fixtureMinutes: l.fixtureMinutes,
    // Rules are kept as JSON (SPEC §3); this app writes them as one text.
    rules: text(l.rules),
    registrationFee: l.registrationFee,
    prizeMoney: l.prizeMoney,
    logo: l.logo,
    coverImage: l.coverImage,
    admin: l.adminId
      ? {
          id: l.adminId,
          firstName: row.adminFirstName,
          lastName: row.adminLastName,
          profileImageUrl: row.adminImage,
        }
      : null,
    isAdmin: viewerId !== null && l.adminId === viewerId,
    followersCount: l.followersCount,
    createdAt: l.createdAt.toISOString(),
  };
}

/** The league row, or 404. */
export async function leagueRow(db: Db | Tx, leagueId: string) {
  const [row] = await db.select().from(leagues).where(eq(leagues.id, leagueId));
  if (!row) throw notFound(LEAGUE_NOT_FOUND);
  return row;
}

/** The league row if the user runs it; 404 when there is none, 403 when it is someone else's. */
export async function adminLeagueRow(db: Db | Tx, userId: string, leagueId: string, lock = false) {
  const query = db.select().from(leagues).where(eq(leagues.id, leagueId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(LEAGUE_NOT_FOUND);
  if (row.adminId !== userId) throw forbidden(NOT_THE_ADMIN);
  return row;
}
