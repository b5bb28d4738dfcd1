import { eq, inArray } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { users } from '@server/db/schema/users';
import { sports } from '@server/db/schema/sports';
import { venueSports, venues } from '@server/db/schema/venues';
import { CITIES, KIND_AMENITIES, KIND_SPORTS, type OwnerKey, type SeedVenue } from './venue-data';
import { EXTRA_OWNERS } from './venue-people';
import { EUROPE_VENUES } from './venues-europe';
import { WORLD_VENUES } from './venues-world';

export const SAMPLE_VENUES: SeedVenue[] = [...EUROPE_VENUES, ...WORLD_VENUES];

export const OWNER_EMAILS: Record<OwnerKey, string> = {
  olivia: 'owner@matchday.dev',
  karim: EXTRA_OWNERS.karim.email,
  lucia: EXTRA_OWNERS.lucia.email,
  jordan: EXTRA_OWNERS.jordan.email,
};

const slug = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The same venue always gets the same made-up phone number. */
function phoneOf(index: number, prefix: string): string {
  const digits = String(1000 + ((index * 7919) % 9000));
  return `${prefix} ${digits}`;
}

function picturesOf(venue: SeedVenue, index: number): string[] {
  const pictures = [
    `/images/venues/${venue.kind}-day.svg`,
    `/images/venues/${venue.kind}-night.svg`,
  ];
  if (index % 3 === 0) pictures.push('/images/venues/clubhouse-day.svg');
  return pictures;
}

function amenitiesOf(venue: SeedVenue, index: number): string[] {
  const extra = [index % 2 === 0 ? 'wifi' : null, index % 3 === 1 ? 'parking' : null].filter(
    (a): a is string => a !== null,
  );
  return [...new Set([...KIND_AMENITIES[venue.kind], ...extra])];
}

/**
 * Demo step: the sample venues (75, in Europe, the Middle East and the US), owned by
 * owner@matchday.dev and three more owners. Adds the ones missing (matched by owner and name).
 */
export async function seedSampleVenues(db: Db) {
  const ownerRows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, Object.values(OWNER_EMAILS)));
  const ownerId = (key: OwnerKey) => ownerRows.find((o) => o.email === OWNER_EMAILS[key])?.id;
  const sportRows = await db.select().from(sports);
  const sportId = (name: string) => sportRows.find((s) => s.name === name)!.id;

  for (const [index, venue] of SAMPLE_VENUES.entries()) {
    const owner = ownerId(venue.owner);
    if (!owner) continue;
    const existing = await db
      .select({ id: venues.id, ownerId: venues.ownerId })
      .from(venues)
      .where(eq(venues.name, venue.name));
    if (existing.some((row) => row.ownerId === owner)) continue;

    const city = CITIES[venue.city];
    const domain = `${slug(venue.name)}.example.com`;
    const [row] = await db
      .insert(venues)
      .values({
        ownerId: owner,
        name: venue.name,
        description: `${venue.about} Book by the hour between 09:00 and 22:30; free cancellation up to 24 hours before.`,
        address: venue.address,
        city: city.city,
        state: city.state,
        zipCode: venue.zip || null,
        country: city.country,
        latitude: venue.lat,
        longitude: venue.lng,
        phoneNumber: phoneOf(index, city.phone),
        email: `bookings@${domain}`,
        website: `https://${domain}`,
        pricePerHour: venue.price,
        amenities: amenitiesOf(venue, index),
        images: picturesOf(venue, index),
        timeZone: city.timeZone,
      })
      .returning({ id: venues.id });
    await db
      .insert(venueSports)
      .values(
        KIND_SPORTS[venue.kind].map((name) => ({ venueId: row!.id, sportId: sportId(name) })),
      );
  }
}
