import { asc, eq, inArray } from 'drizzle-orm';
import type { ShareView, SplitView } from '@shared/contracts/splits';
import { fromCents, toCents } from '@shared/money';
import type { Db } from '@server/db/client';
import type { Tx } from '@server/db/tx';
import { bookings } from '@server/db/schema/bookings';
import { bookingShares, bookingSplits } from '@server/db/schema/splits';
import { sports } from '@server/db/schema/sports';
import { users } from '@server/db/schema/users';
import { venues } from '@server/db/schema/venues';

/** A split with its booking, venue and sport: what every split answer is made of. */
export async function selectSplits(db: Db | Tx, bookingIds: string[]) {
  if (bookingIds.length === 0) return [];
  return db
    .select({
      split: bookingSplits,
      booking: bookings,
      venue: {
        id: venues.id,
        name: venues.name,
        city: venues.city,
        timeZone: venues.timeZone,
        latitude: venues.latitude,
        longitude: venues.longitude,
      },
      sport: { id: sports.id, name: sports.name, icon: sports.icon },
    })
    .from(bookingSplits)
    .innerJoin(bookings, eq(bookings.id, bookingSplits.bookingId))
    .innerJoin(venues, eq(venues.id, bookings.venueId))
    .innerJoin(sports, eq(sports.id, bookings.sportId))
    .where(inArray(bookingSplits.bookingId, bookingIds))
    .orderBy(asc(bookings.startTime));
}

export type SplitRow = Awaited<ReturnType<typeof selectSplits>>[number];

/** The shares of some splits, each with its holder's name, in position order. */
export async function selectShares(db: Db | Tx, bookingIds: string[]) {
  if (bookingIds.length === 0) return [];
  return db
    .select({
      share: bookingShares,
      player: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        profileImageUrl: users.profileImageUrl,
      },
    })
    .from(bookingShares)
    .leftJoin(users, eq(users.id, bookingShares.userId))
    .where(inArray(bookingShares.bookingId, bookingIds))
    .orderBy(asc(bookingShares.bookingId), asc(bookingShares.position));
}

type ShareRow = Awaited<ReturnType<typeof selectShares>>[number];

export function toShareView({ share, player }: ShareRow, bookerId: string): ShareView {
  return {
    id: share.id,
    userId: share.userId,
    player: share.userId && player?.id ? player : null,
    amount: fromCents(toCents(share.amount)),
    status: share.status,
    isBooker: share.position === 0,
    paidByBooker: share.position !== 0 && share.paidById === bookerId,
    offered: share.offeredAt !== null,
  };
}

export function toSplitView(row: SplitRow, shares: ShareRow[]): SplitView {
  const { split, booking, venue, sport } = row;
  const views = shares
    .filter((s) => s.share.bookingId === split.bookingId)
    .map((s) => toShareView(s, booking.userId));
  return {
    bookingId: split.bookingId,
    bookerId: booking.userId,
    deadline: split.deadline.toISOString(),
    players: split.players,
    status: split.status,
    totalAmount: fromCents(toCents(booking.totalAmount)),
    currency: booking.currency,
    inviteCode: split.inviteCode,
    isOpen: split.isOpen,
    levelMin: split.levelMin,
    levelMax: split.levelMax,
    placesLeft: views.filter((s) => s.userId === null).length,
    venue: { id: venue.id, name: venue.name, city: venue.city, timeZone: venue.timeZone },
    sport,
    startTime: booking.startTime.toISOString(),
    endTime: booking.endTime.toISOString(),
    bookingStatus: booking.status,
    shares: views,
  };
}

/** Splits as the web shows them, in the order of their start. */
export async function loadSplitViews(db: Db | Tx, bookingIds: string[]): Promise<SplitView[]> {
  const [rows, shares] = await Promise.all([
    selectSplits(db, bookingIds),
    selectShares(db, bookingIds),
  ]);
  return rows.map((row) => toSplitView(row, shares));
}
