import { eq } from 'drizzle-orm';
import { findCity } from '@shared/cities';
import type { Tx } from '@server/db/tx';
import { demoUsers } from '@server/db/schema/map';
import type { SponsorRow } from './deal-rows';

/**
 * Sponsors on the live map (ADR 004): the map draws `demo_users` rows, sponsors among them in
 * purple, so a sponsor profile whose headquarters is one of the known cities (@shared/cities) is
 * kept there as a row with the sponsor's id, at the city centre. No map code changes, and no
 * geocoding service: a headquarters elsewhere simply leaves the sponsor off the map.
 */
export async function placeSponsorOnMap(tx: Tx, sponsor: SponsorRow) {
  const city = findCity(sponsor.headquarters?.split(',')[0]) ?? findCity(sponsor.headquarters);
  if (!city) {
    await tx.delete(demoUsers).where(eq(demoUsers.id, sponsor.id));
    return;
  }
  const place = {
    name: sponsor.companyName.slice(0, 100),
    userType: 'sponsor',
    sport: sponsor.preferredSports[0]?.slice(0, 50) ?? null,
    city: city.name,
    country: city.country,
    latitude: city.latitude,
    longitude: city.longitude,
    avatar: sponsor.logo,
    description: sponsor.industry ?? sponsor.description,
    isActive: true,
  };
  await tx
    .insert(demoUsers)
    .values({ id: sponsor.id, ...place })
    .onConflictDoUpdate({ target: demoUsers.id, set: place });
}
