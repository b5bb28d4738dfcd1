import { type SQL, sql } from 'drizzle-orm';

/**
 * The demo_users columns as the API names and writes them (DemoUser, SPEC §3), for the list and
 * nearby answers that PostgreSQL writes as JSON (jsonArrayOf): createdAt as ISO 8601 in UTC with
 * milliseconds, as JavaScript's toISOString writes it.
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
