import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { MapFilters, MapStats } from '@shared/contracts/map';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type Db, rowsOf } from '@server/db/client';
import { demoUserCounts, demoUsers } from '@server/db/schema/map';
import { demoUserFilterTerms } from './demo-users.service';

type StatsRow = { kind: 'userType' | 'country' | 'sport'; name: string | null; count: string };

/**
 * The map statistics for the filters, one query with three grouping sets. Without a search they
 * are summed from demo_user_counts (a few thousand rows at most, kept exact by triggers), so they
 * cost the same at a hundred demo users or a million. A free-text search has to look at the people
 * themselves, through the trigram index.
 */
export async function mapStatistics(db: Db, filters: MapFilters): Promise<MapStats> {
  const rows = await rowsOf<StatsRow>(
    db,
    filters.search ? fromDemoUsers(filters) : fromCounts(filters),
  );
  const stats: MapStats = { userTypes: [], countries: [], sports: [] };
  for (const { kind, name, count } of rows) {
    if (name === null) continue;
    if (kind === 'userType') stats.userTypes.push({ userType: name, count });
    else if (kind === 'country') stats.countries.push({ country: name, count });
    else stats.sports.push({ sport: name, count });
  }
  return stats;
}

function grouped(
  columns: { userType: AnyPgColumn; country: AnyPgColumn; sport: AnyPgColumn },
  weight: SQL,
  from: SQL,
  where: SQL | undefined,
): SQL {
  const { userType, country, sport } = columns;
  return sql`
    SELECT CASE WHEN grouping(${userType}) = 0 THEN 'userType'
                WHEN grouping(${country}) = 0 THEN 'country'
                ELSE 'sport' END AS kind,
           coalesce(${userType}, ${country}, ${sport}) AS name,
           (${weight})::text AS count
      FROM ${from}
     ${where ? sql`WHERE ${where}` : sql``}
     GROUP BY GROUPING SETS ((${userType}), (${country}), (${sport}))
     ORDER BY kind, ${weight} DESC, name`;
}

function fromCounts(filters: MapFilters): SQL {
  const c = demoUserCounts;
  const terms: SQL[] = [];
  if (filters.userType) terms.push(eq(c.userType, filters.userType));
  if (filters.sport) terms.push(eq(c.sport, filters.sport));
  if (filters.country) terms.push(eq(c.country, filters.country));
  if (filters.skillLevel) terms.push(eq(c.skillLevel, filters.skillLevel));
  return grouped(c, sql`sum(${c.count})`, sql`${c}`, terms.length ? and(...terms) : undefined);
}

function fromDemoUsers(filters: MapFilters): SQL {
  return grouped(demoUsers, sql`count(*)`, sql`${demoUsers}`, and(...demoUserFilterTerms(filters)));
}
