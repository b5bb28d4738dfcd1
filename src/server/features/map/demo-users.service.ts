import { and, eq, gt, gte, like, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Bbox, DemoUsersQuery, MapFilters } from '@shared/contracts/map';
import { type Db, jsonArrayOf } from '@server/db/client';
import { demoUserSearchText, demoUsers } from '@server/db/schema/map';
import { containsPattern } from '@server/lib/like-pattern';
import { demoUserColumns } from './demo-user-row';

/** WHERE terms for the map filters (blank ones were already dropped by the contract). */
export function demoUserFilterTerms(filters: MapFilters): SQL[] {
  const terms: SQL[] = [eq(demoUsers.isActive, true)];
  if (filters.search)
    terms.push(like(demoUserSearchText(demoUsers), containsPattern(filters.search.toLowerCase())));
  if (filters.userType) terms.push(eq(demoUsers.userType, filters.userType));
  if (filters.sport) terms.push(eq(demoUsers.sport, filters.sport));
  if (filters.country) terms.push(eq(demoUsers.country, filters.country));
  if (filters.skillLevel) terms.push(eq(demoUsers.skillLevel, filters.skillLevel));
  return terms;
}

function bboxTerms({ west, south, east, north }: Bbox): SQL[] {
  const longitude =
    west <= east
      ? and(gte(demoUsers.longitude, west), lte(demoUsers.longitude, east))!
      : // The box crosses the antimeridian: east of `west` or west of `east`.
        or(gte(demoUsers.longitude, west), lte(demoUsers.longitude, east))!;
  return [gte(demoUsers.latitude, south), lte(demoUsers.latitude, north), longitude];
}

/** A page of demo users as JSON text (DemoUser[], SPEC §3), and the cursor of the next page. */
export type DemoUsersPage = { json: string; nextCursor: string | null };

/**
 * One page of the filtered demo users, in id order (stable, and served by the primary key, so a
 * page costs the same at a hundred rows or a million). A full page answers the cursor of the next.
 * PostgreSQL writes the page's JSON: the map asks for a thousand people at a time.
 */
export async function listDemoUsers(db: Db, query: DemoUsersQuery): Promise<DemoUsersPage> {
  const terms = demoUserFilterTerms(query);
  if (query.bbox) terms.push(...bboxTerms(query.bbox));
  if (query.after) terms.push(gt(demoUsers.id, query.after));
  const page = sql`
    SELECT ${demoUserColumns('demo_users')}
      FROM demo_users
     WHERE ${and(...terms)}
     ORDER BY demo_users.id
     LIMIT ${query.limit}`;
  const { json, count, lastId } = await jsonArrayOf(db, page, sql`id`);
  return { json, nextCursor: count === query.limit ? lastId : null };
}
