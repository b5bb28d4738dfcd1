import { eq } from 'drizzle-orm';
import { instantToLocal } from '@shared/slots';
import type { Db } from '@server/db/client';
import { venues } from '@server/db/schema/venues';

/** A venue's time zone rarely changes; a minute's memo spares a read per booking event. */
const ZONE_TTL_MS = 60_000;

export type VenueZones = ReturnType<typeof createVenueZones>;

/** Time zones of venues, read once a minute at most per venue (per instance). */
export function createVenueZones(db: Db) {
  const memo = new Map<string, { zone: string; until: number }>();
  return async (venueId: string): Promise<string | null> => {
    const hit = memo.get(venueId);
    if (hit && hit.until > Date.now()) return hit.zone;
    const [row] = await db
      .select({ zone: venues.timeZone })
      .from(venues)
      .where(eq(venues.id, venueId));
    if (!row) return null;
    memo.set(venueId, { zone: row.zone, until: Date.now() + ZONE_TTL_MS });
    return row.zone;
  };
}

/** The venue's own calendar dates of the instants a booking event touched, without repeats. */
export function slotDates(startTimes: string[], timeZone: string): string[] {
  return [...new Set(startTimes.map((start) => instantToLocal(new Date(start), timeZone).date))];
}
