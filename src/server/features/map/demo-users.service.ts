import { and, asc, eq, gt, gte, like, lte, or, type SQL } from 'drizzle-orm';
import type { Bbox, DemoUser, DemoUsersQuery, MapFilters } from '@shared/contracts/map';
import type { Db } from '@server/db/client';
import { demoUserSearchText, demoUsers } from '@server/db/schema/map';
import { containsPattern, toDemoUser } from './demo-user-row';

/** WHERE terms for the map filters (blank ones were already dropped by the contract). */
export function demoUserFilterTerms(filters: MapFilters): SQL[] {
  const terms: SQL[] = [eq(demoUsers.isActive, true)];
  if (filters.search)
    terms.push(like(demoUserSearchText(demoUsers), containsPattern(filters.search)));
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

export type DemoUsersPage = { users: DemoUser[]; nextCursor: string | null };

/**
 * One page of the filtered demo users, in id order (stable, and served by the primary key, so a
 * page costs the same at a hundred rows or a million). A full page answers the cursor of the next.
 */
export async function listDemoUsers(db: Db, query: DemoUsersQuery): Promise<DemoUsersPage> {
  const terms = demoUserFilterTerms(query);
  if (query.bbox) terms.push(...bboxTerms(query.bbox));
  if (query.after) terms.push(gt(demoUsers.id, query.after));
  const rows = await db
    .select()
    .from(demoUsers)
    .where(and(...terms))
    .orderBy(asc(demoUsers.id))
    .limit(query.limit);
  const users = rows.map(toDemoUser);
  const nextCursor = users.length === query.limit ? users[users.length - 1]!.id : null;
  return { users, nextCursor };
}
