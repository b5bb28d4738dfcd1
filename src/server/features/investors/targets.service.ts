import { asc, ilike, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { InvestmentTargetType } from '@shared/contracts/investors';
import type { Db } from '@server/db/client';
import { esportsOrganizations } from '@server/db/schema/esports';
import { federations } from '@server/db/schema/federations';
import { leagues } from '@server/db/schema/leagues';
import { teams } from '@server/db/schema/teams';
import { users } from '@server/db/schema/users';
import { venues } from '@server/db/schema/venues';
import { containsPattern } from '@server/lib/like-pattern';

const playerName = sql<string>`trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`;

/** Where to look for each kind of target by name (startups and technology are not on Matchday). */
const SEARCHABLE: Partial<
  Record<InvestmentTargetType, { table: PgTable; id: PgColumn; name: SQL<string> | PgColumn }>
> = {
  team: { table: teams, id: teams.id, name: teams.name },
  league: { table: leagues, id: leagues.id, name: leagues.name },
  federation: { table: federations, id: federations.id, name: federations.name },
  venue: { table: venues, id: venues.id, name: venues.name },
  player: { table: users, id: users.id, name: playerName },
  esports_org: {
    table: esportsOrganizations,
    id: esportsOrganizations.id,
    name: esportsOrganizations.name,
  },
};

/** GET /api/investment-deals/targets: what a new deal can point at, by name. */
export async function searchTargets(db: Db, type: InvestmentTargetType, q: string | undefined) {
  const where = SEARCHABLE[type];
  if (!where) return [];
  return db
    .select({ id: sql<string>`${where.id}`, name: sql<string>`${where.name}` })
    .from(where.table)
    .where(q ? ilike(sql`${where.name}`, containsPattern(q)) : undefined)
    .orderBy(asc(sql`${where.name}`))
    .limit(20);
}
