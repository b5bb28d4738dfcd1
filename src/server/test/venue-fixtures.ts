import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { addDays, localToInstant, localToday } from '@shared/slots';
import type { Db } from '@server/db/client';
import { users } from '@server/db/schema/users';
import { sports } from '@server/db/schema/sports';
import { type NewVenue, venueSports, venues } from '@server/db/schema/venues';
import { invalidateVenueSearch } from '@server/features/venues/venue-search-cache';
import { registerUser } from './test-app';

/** A registered user who chose the venue-owner role. */
export async function registerOwner(app: FastifyInstance) {
  const owner = await registerUser(app, { userType: 'venue_owner' });
  const response = await app.inject({
    method: 'POST',
    url: '/api/user/role',
    headers: { cookie: owner.cookie },
    payload: { role: 'venue' },
  });
  if (response.statusCode !== 200) throw new Error(`role failed: ${response.body}`);
  return owner;
}

/** The ids of sports by name, in the order asked: `const [tennis] = await sportIds(db, ['Tennis'])`. */
export async function sportIds<const T extends readonly string[]>(
  db: Db,
  names: T,
): Promise<{ -readonly [K in keyof T]: number }> {
  const rows = await db
    .select()
    .from(sports)
    .where(inArray(sports.name, [...names]));
  return names.map((name) => rows.find((row) => row.name === name)!.id) as {
    -readonly [K in keyof T]: number;
  };
}

/** Inserts a venue straight into the database (tests of reading, booking, paying). */
export async function createVenue(
  db: Db,
  ownerId: string,
  overrides: Partial<NewVenue> & { sports?: string[] } = {},
) {
  const { sports: sportNames = ['Tennis'], ...fields } = overrides;
  const [venue] = await db
    .insert(venues)
    .values({
      ownerId,
      name: `Test Courts ${randomBytes(3).toString('hex')}`,
      address: '1 Test Street',
      city: 'Testville',
      country: 'GB',
      pricePerHour: '40.00',
      timeZone: 'Europe/London',
      ...fields,
    })
    .returning();
  const ids: number[] = await sportIds(db, sportNames);
  if (ids.length)
    await db.insert(venueSports).values(ids.map((sportId) => ({ venueId: venue!.id, sportId })));
  invalidateVenueSearch(db);
  return venue!;
}

export async function userIdByEmail(db: Db, email: string): Promise<string> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

/** The ISO instant of a local time `days` days from the venue's today. */
export function venueTime(timeZone: string, now: Date, days: number, time: string): string {
  const date = addDays(localToday(timeZone, now), days);
  return localToInstant(date, time, timeZone)!.toISOString();
}
