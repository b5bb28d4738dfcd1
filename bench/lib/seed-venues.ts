import { eq, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { users } from '@server/db/schema/users';
import { sports } from '@server/db/schema/sports';
import { venueSports, venues } from '@server/db/schema/venues';
import { hashPassword } from '@server/lib/auth/passwords';

/** Real places (so the trigram search has realistic text to chew on) with their zones. */
const PLACES: [city: string, state: string | null, country: string, timeZone: string][] = [
  ['London', 'England', 'GB', 'Europe/London'],
  ['Manchester', 'England', 'GB', 'Europe/London'],
  ['Birmingham', 'England', 'GB', 'Europe/London'],
  ['Glasgow', 'Scotland', 'GB', 'Europe/London'],
  ['Paris', 'Île-de-France', 'FR', 'Europe/Paris'],
  ['Lyon', 'Auvergne-Rhône-Alpes', 'FR', 'Europe/Paris'],
  ['Berlin', 'Berlin', 'DE', 'Europe/Berlin'],
  ['Munich', 'Bavaria', 'DE', 'Europe/Berlin'],
  ['Hamburg', 'Hamburg', 'DE', 'Europe/Berlin'],
  ['Madrid', 'Community of Madrid', 'ES', 'Europe/Madrid'],
  ['Barcelona', 'Catalonia', 'ES', 'Europe/Madrid'],
  ['Rome', 'Lazio', 'IT', 'Europe/Rome'],
  ['Milan', 'Lombardy', 'IT', 'Europe/Rome'],
  ['Amsterdam', 'North Holland', 'NL', 'Europe/Amsterdam'],
  ['Lisbon', 'Lisbon', 'PT', 'Europe/Lisbon'],
  ['Istanbul', 'Istanbul', 'TR', 'Europe/Istanbul'],
  ['Dubai', 'Dubai', 'AE', 'Asia/Dubai'],
  ['Doha', 'Ad Dawhah', 'QA', 'Asia/Qatar'],
  ['Riyadh', 'Riyadh Province', 'SA', 'Asia/Riyadh'],
  ['New York', 'NY', 'US', 'America/New_York'],
  ['Chicago', 'IL', 'US', 'America/Chicago'],
  ['Austin', 'TX', 'US', 'America/Chicago'],
  ['Denver', 'CO', 'US', 'America/Denver'],
  ['Los Angeles', 'CA', 'US', 'America/Los_Angeles'],
  ['Seattle', 'WA', 'US', 'America/Los_Angeles'],
];
const WORDS = [
  'Central',
  'Riverside',
  'Park',
  'Harbour',
  'City',
  'North',
  'South',
  'Old Town',
  'Hillside',
  'Lakeside',
];
const KINDS = [
  'Courts',
  'Arena',
  'Sports Club',
  'Padel Club',
  'Pitches',
  'Hall',
  'Tennis Centre',
  'Dome',
];
const SPORTS = [
  'Tennis',
  'Padel',
  'Basketball',
  'Football',
  'Soccer',
  'Volleyball',
  'Swimming',
  'Handball',
];

export const BENCH_PASSWORD = 'bench-password';
export const benchUserEmail = (i: number) => `bench-player-${i}@example.com`;

/**
 * The benchmark's own data, on top of the normal seed: `count` more venues (active, owned by
 * owner@matchday.dev, rated, with sports) and `players` accounts to book with. Deterministic.
 */
export async function seedBenchData(
  db: Db,
  { count, players }: { count: number; players: number },
) {
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'owner@matchday.dev'));
  if (!owner) throw new Error('bench: the demo seed must run first (owner@matchday.dev missing)');
  const sportRows = await db.select().from(sports);
  const sportId = (name: string) => sportRows.find((s) => s.name === name)!.id;

  for (let start = 0; start < count; start += 1000) {
    const batch = Array.from({ length: Math.min(1000, count - start) }, (_, j) => {
      const i = start + j;
      const [city, state, country, timeZone] = PLACES[i % PLACES.length]!;
      return {
        ownerId: owner.id,
        name: `Bench ${WORDS[i % WORDS.length]} ${KINDS[(i * 7) % KINDS.length]} ${city} ${i}`,
        description: `Benchmark venue ${i}: courts and pitches in ${city}, bookable by the hour.`,
        address: `${(i % 300) + 1} Bench Street`,
        city,
        state,
        country,
        timeZone,
        latitude: 40 + ((i * 37) % 1500) / 100,
        longitude: -5 + ((i * 53) % 2000) / 100,
        pricePerHour: `${20 + (i % 60)}.00`,
        rating: ((i * 131) % 501) / 100 + '',
        reviewCount: (i * 17) % 200,
        images: ['/images/venues/tennis-court-day.svg'],
        amenities: ['parking', 'showers'],
      };
    });
    const rows = await db.insert(venues).values(batch).returning({ id: venues.id });
    await db.insert(venueSports).values(
      rows.flatMap((row, j) => {
        const i = start + j;
        const picks = new Set([SPORTS[i % SPORTS.length]!, SPORTS[(i * 3 + 1) % SPORTS.length]!]);
        return [...picks].map((name) => ({ venueId: row.id, sportId: sportId(name) }));
      }),
    );
  }

  const password = await hashPassword(BENCH_PASSWORD);
  await db
    .insert(users)
    .values(
      Array.from({ length: players }, (_, i) => ({
        email: benchUserEmail(i),
        password,
        firstName: 'Bench',
        lastName: `Player ${i}`,
        userType: 'player' as const,
        roles: ['player'],
      })),
    )
    .onConflictDoNothing({ target: users.email });
  // What autovacuum does soon after a bulk load in production: statistics and a visibility map.
  await db.execute(sql`vacuum analyze`);
}
