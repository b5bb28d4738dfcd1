import { eq } from 'drizzle-orm';
import type { OpeningHours } from '@shared/opening-hours';
import type { Db } from '@server/db/client';
import { venueHourExceptions, venueHours } from '@server/db/schema/courts';
import { emit } from '@server/lib/events';
import { ownedVenueRow } from '@server/features/venue-owner/owner-venues.service';
import { venueOpeningHours } from './venue-setup';

/**
 * PUT /api/venue/venues/{id}/hours: the whole week and its dated exceptions at once (what the
 * editor shows is what is stored). Bookings already made outside new hours stay: the venue
 * decides whether to move or cancel them.
 */
export async function setOpeningHours(
  db: Db,
  userId: string,
  venueId: string,
  hours: OpeningHours,
): Promise<OpeningHours> {
  await ownedVenueRow(db, userId, venueId);
  await db.transaction(async (tx) => {
    await tx.delete(venueHours).where(eq(venueHours.venueId, venueId));
    await tx.delete(venueHourExceptions).where(eq(venueHourExceptions.venueId, venueId));
    await tx.insert(venueHours).values(hours.weekly.map((row) => ({ venueId, ...row })));
    if (hours.exceptions.length) {
      await tx
        .insert(venueHourExceptions)
        .values(hours.exceptions.map((row) => ({ venueId, ...row })));
    }
    await emit(tx, { type: 'venue.changed', data: { venueId } });
  });
  return venueOpeningHours(db, venueId);
}
