import { and, asc, count, eq, gte, inArray, sql } from 'drizzle-orm';
import type { OwnedVenue } from '@shared/contracts/venue-owner';
import type { VenueDetail, VenueInputParsed, VenueUpdate } from '@shared/contracts/venues';
import { UPLOAD_URL_PATTERN } from '@shared/contracts/uploads';
import type { Db } from '@server/db/client';
import { bookings } from '@server/db/schema/bookings';
import { users } from '@server/db/schema/users';
import { sports } from '@server/db/schema/sports';
import { uploads } from '@server/db/schema/uploads';
import { venueSports, venues } from '@server/db/schema/venues';
import { badRequest, forbidden, notFound } from '@server/lib/app-error';
import { emit } from '@server/lib/events';
import { VENUE_NOT_FOUND, venueDetailOf } from '@server/features/venues/venues.service';

export const NOT_A_VENUE_OWNER = 'Choose the Venue Owner role to list a venue';

/** Venue owners: chose the role at sign-up or on the role-selection screen. */
export async function assertVenueOwner(db: Db, userId: string) {
  const [user] = await db
    .select({ type: users.userType, isOwner: users.isVenueOwner, roles: users.roles })
    .from(users)
    .where(eq(users.id, userId));
  const owner =
    user && (user.isOwner || user.type === 'venue_owner' || user.roles.includes('venue'));
  if (!owner) throw forbidden(NOT_A_VENUE_OWNER);
}

/** One of the caller's venues (active or not), or 404; someone else's venue is 403. */
export async function ownedVenueRow(db: Db, userId: string, venueId: string) {
  const [row] = await db.select().from(venues).where(eq(venues.id, venueId));
  if (!row) throw notFound(VENUE_NOT_FOUND);
  if (row.ownerId !== userId) throw forbidden('You can only manage your own venues');
  return row;
}

/** GET /api/venue/venues/{id}: the owner's full view of a venue, for the edit form. */
export async function getOwnedVenue(db: Db, userId: string, venueId: string): Promise<VenueDetail> {
  return venueDetailOf(db, await ownedVenueRow(db, userId, venueId));
}

async function checkSports(db: Db, sportIds: number[]) {
  const found = await db.select({ id: sports.id }).from(sports).where(inArray(sports.id, sportIds));
  if (found.length !== sportIds.length) {
    throw badRequest('Choose sports from the list', { sportIds: 'Choose sports from the list' });
  }
}

/**
 * Uploaded pictures must be the caller's own uploads (or already on this venue); the drawings
 * shipped under /images/venues are anyone's to use.
 */
async function checkImages(db: Db, userId: string, images: string[], keep: string[] = []) {
  const ids = images
    .filter((url) => UPLOAD_URL_PATTERN.test(url) && !keep.includes(url))
    .map((url) => url.split('/').pop()!);
  if (ids.length === 0) return;
  const mine = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(inArray(uploads.id, ids), eq(uploads.ownerId, userId)));
  if (mine.length !== ids.length) {
    throw badRequest('Upload images through the form', {
      images: 'Upload images through the form',
    });
  }
}

/** POST /api/venue/venues. */
export async function createOwnedVenue(
  db: Db,
  userId: string,
  input: VenueInputParsed,
): Promise<VenueDetail> {
  await assertVenueOwner(db, userId);
  await checkSports(db, input.sportIds);
  await checkImages(db, userId, input.images);
  const { sportIds, ...fields } = input;
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(venues)
      .values({ ...fields, ownerId: userId })
      .returning({ id: venues.id });
    await tx.insert(venueSports).values(sportIds.map((sportId) => ({ venueId: row!.id, sportId })));
    await emit(tx, { type: 'venue.changed', data: { venueId: row!.id } });
    return row!.id;
  });
  return getOwnedVenue(db, userId, id);
}

/** PATCH /api/venue/venues/{id}: only the fields sent change; `isActive` (de)activates. */
export async function updateOwnedVenue(
  db: Db,
  userId: string,
  venueId: string,
  input: VenueUpdate & { sportIds?: number[]; images?: string[] },
): Promise<VenueDetail> {
  const row = await ownedVenueRow(db, userId, venueId);
  const { sportIds, ...fields } = input;
  if (sportIds) await checkSports(db, sportIds);
  if (fields.images) await checkImages(db, userId, fields.images, row.images);
  const changes = Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  ) as Partial<typeof venues.$inferInsert>;
  if (Object.keys(changes).length === 0 && !sportIds) {
    throw badRequest('Send at least one field to change');
  }
  await db.transaction(async (tx) => {
    if (Object.keys(changes).length) {
      await tx.update(venues).set(changes).where(eq(venues.id, venueId));
    }
    if (sportIds) {
      await tx.delete(venueSports).where(eq(venueSports.venueId, venueId));
      await tx.insert(venueSports).values(sportIds.map((sportId) => ({ venueId, sportId })));
    }
    await emit(tx, { type: 'venue.changed', data: { venueId } });
  });
  return getOwnedVenue(db, userId, venueId);
}

/** GET /api/venue/owned: the caller's venues (SPEC "Owned venue" and more). */
export async function listOwnedVenues(db: Db, userId: string, now: Date): Promise<OwnedVenue[]> {
  const [rows, counts] = await Promise.all([
    db
      .select()
      .from(venues)
      .where(eq(venues.ownerId, userId))
      .orderBy(sql`${venues.isActive} desc`, asc(venues.name)),
    // Through the (venue_id, start_time) index: only this owner's venues' future bookings.
    db
      .select({ venueId: bookings.venueId, n: count() })
      .from(bookings)
      .innerJoin(venues, eq(venues.id, bookings.venueId))
      .where(
        and(
          eq(venues.ownerId, userId),
          eq(bookings.status, 'confirmed'),
          gte(bookings.startTime, now),
        ),
      )
      .groupBy(bookings.venueId),
  ]);
  const upcoming = new Map(counts.map((c) => [c.venueId, c.n]));
  return rows.map((venue) => ({
    id: venue.id,
    name: venue.name,
    location: [venue.city, venue.state].filter(Boolean).join(', '),
    rating: Number(venue.rating),
    active: venue.isActive,
    reviewCount: venue.reviewCount,
    pricePerHour: venue.pricePerHour,
    image: venue.images[0] ?? null,
    timeZone: venue.timeZone,
    upcomingBookings: upcoming.get(venue.id) ?? 0,
  }));
}
