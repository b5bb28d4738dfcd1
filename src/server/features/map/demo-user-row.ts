import { type SQL, sql } from 'drizzle-orm';
import type { DemoUser } from '@shared/contracts/map';
import type { demoUsers } from '@server/db/schema/map';

type DemoUserRow = typeof demoUsers.$inferSelect;

/** The API shape of a demo user (SPEC §3), from a Drizzle row. */
export function toDemoUser(row: DemoUserRow): DemoUser {
  return {
    id: row.id,
    name: row.name,
    userType: row.userType,
    sport: row.sport,
    skillLevel: row.skillLevel,
    address: row.address,
    city: row.city,
    country: row.country,
    latitude: row.latitude,
    longitude: row.longitude,
    avatar: row.avatar,
    description: row.description,
    isActive: row.isActive,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/**
 * The demo_users columns under their API names, for raw queries that select more. createdAt
 * comes formatted as toDemoUser formats it (ISO 8601, milliseconds, UTC), so rows need no
 * reshaping in JavaScript: parsing timestamps into Dates was a good part of a nearby answer's
 * cost.
 */
export const demoUserColumns = (alias: string): SQL =>
  sql.raw(
    [
      'id',
      'name',
      'user_type AS "userType"',
      'sport',
      'skill_level AS "skillLevel"',
      'address',
      'city',
      'country',
      'latitude',
      'longitude',
      'avatar',
      'description',
      'is_active AS "isActive"',
    ]
      .map((column) => `${alias}.${column}`)
      .concat(
        `to_char(${alias}.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt"`,
      )
      .join(', '),
  );

/** `LIKE` pattern that finds `term` anywhere, with the wildcard characters in it taken literally. */
export function containsPattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
