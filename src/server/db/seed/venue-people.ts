import { inArray } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { users } from '@server/db/schema/users';
import { hashPassword } from '@server/lib/auth/passwords';
import { DEMO_PASSWORD } from './demo-accounts';
import type { OwnerKey } from './venue-data';

type Person = { email: string; firstName: string; lastName: string; location: string };

/** Venue owners besides owner@matchday.dev (Olivia), who owns most of the sample venues. */
export const EXTRA_OWNERS: Record<Exclude<OwnerKey, 'olivia'>, Person> = {
  karim: {
    email: 'karim@matchday.dev',
    firstName: 'Karim',
    lastName: 'Nasser',
    location: 'Dubai, United Arab Emirates',
  },
  lucia: {
    email: 'lucia@matchday.dev',
    firstName: 'Lucía',
    lastName: 'Romero',
    location: 'Madrid, Spain',
  },
  jordan: {
    email: 'jordan@matchday.dev',
    firstName: 'Jordan',
    lastName: 'Ellis',
    location: 'Denver, United States',
  },
};

/** Players who made the sample bookings and wrote the sample reviews (with player@matchday.dev). */
export const SAMPLE_PLAYERS: Person[] = [
  {
    email: 'emma@matchday.dev',
    firstName: 'Emma',
    lastName: 'Walsh',
    location: 'Manchester, United Kingdom',
  },
  {
    email: 'yusuf@matchday.dev',
    firstName: 'Yusuf',
    lastName: 'Demir',
    location: 'Istanbul, Turkey',
  },
  {
    email: 'chloe@matchday.dev',
    firstName: 'Chloé',
    lastName: 'Martin',
    location: 'Paris, France',
  },
  { email: 'diego@matchday.dev', firstName: 'Diego', lastName: 'Ruiz', location: 'Madrid, Spain' },
  { email: 'hana@matchday.dev', firstName: 'Hana', lastName: 'Al-Sayed', location: 'Doha, Qatar' },
  {
    email: 'liam@matchday.dev',
    firstName: 'Liam',
    lastName: "O'Connor",
    location: 'Dublin, Ireland',
  },
  { email: 'sofia@matchday.dev', firstName: 'Sofia', lastName: 'Greco', location: 'Milan, Italy' },
  {
    email: 'marcus.j@matchday.dev',
    firstName: 'Marcus',
    lastName: 'Johnson',
    location: 'Brooklyn, United States',
  },
];

/** Creates the extra owners and sample players that do not exist yet (demo password). */
export async function seedVenuePeople(db: Db) {
  const wanted = [
    ...Object.values(EXTRA_OWNERS).map((p) => ({ ...p, owner: true })),
    ...SAMPLE_PLAYERS.map((p) => ({ ...p, owner: false })),
  ];
  const existing = await db
    .select({ email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        wanted.map((p) => p.email),
      ),
    );
  const missing = wanted.filter((p) => !existing.some((e) => e.email === p.email));
  if (missing.length === 0) return;
  const password = await hashPassword(DEMO_PASSWORD);
  await db
    .insert(users)
    .values(
      missing.map(({ owner, ...person }) => ({
        ...person,
        password,
        userType: owner ? ('venue_owner' as const) : ('player' as const),
        roles: [owner ? 'venue' : 'player'],
        isVenueOwner: owner,
        isVerified: true,
      })),
    )
    .onConflictDoNothing({ target: users.email });
}
