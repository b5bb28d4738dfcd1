import { and, eq } from 'drizzle-orm';
import type { FixtureView, updateFixtureBody } from '@shared/contracts/leagues';
import { instantToLocal } from '@shared/slots';
import type { z } from 'zod';
import type { Db } from '@server/db/client';
import type { Tx } from '@server/db/tx';
import { bookings } from '@server/db/schema/bookings';
import { leagueFixtures } from '@server/db/schema/leagues';
import { sports } from '@server/db/schema/sports';
import { users } from '@server/db/schema/users';
import { venueSports, venues } from '@server/db/schema/venues';
import { badRequest, conflict, notFound } from '@server/lib/app-error';
import { isExclusionViolation } from '@server/lib/pg-errors';
import { bookPitch, cancelPitch, isHolding, movePitch } from './fixture-bookings';
import { FIXTURE_NOT_FOUND, fixtureView } from './fixture-rows';
import { CANCELLED } from './fixtures.service';
import { adminLeagueRow } from './league-rows';

const CHOOSE_VENUE = 'Choose a venue from the list';
const CHOOSE_REFEREE = 'Choose a referee from the list';
const KICK_OFF_FIRST = 'Set a kick-off time to book a venue for this fixture';

/** "Riverside Pitches is already booked between Sat 12 Sep 15:00 and 17:00 (Europe/London)…" */
function clashMessage(venue: { name: string; timeZone: string }, start: Date, end: Date) {
  const from = instantToLocal(start, venue.timeZone);
  const to = instantToLocal(end, venue.timeZone);
  const day = new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: venue.timeZone,
  }).format(start);
  const until = to.date === from.date ? to.time : `${to.date} ${to.time}`;
  return `${venue.name} is already booked between ${day} ${from.time} and ${until} (${venue.timeZone}). Choose another kick-off or venue.`;
}

/** The venue a fixture may use: active and offering the league's sport. */
async function usableVenue(tx: Tx, venueId: string, sportId: number, keeping: boolean) {
  const [venue] = await tx
    .select({
      id: venues.id,
      name: venues.name,
      timeZone: venues.timeZone,
      isActive: venues.isActive,
    })
    .from(venues)
    .where(eq(venues.id, venueId));
  // A venue the fixture already has may stay even if it was deactivated meanwhile.
  if (!venue || (!venue.isActive && !keeping))
    throw badRequest(CHOOSE_VENUE, { venueId: CHOOSE_VENUE });
  if (keeping) return venue;
  const [offered] = await tx
    .select({ sportId: venueSports.sportId })
    .from(venueSports)
    .where(and(eq(venueSports.venueId, venueId), eq(venueSports.sportId, sportId)));
  if (!offered) {
    const [sport] = await tx
      .select({ name: sports.name })
      .from(sports)
      .where(eq(sports.id, sportId));
    const message = `${venue.name} doesn't offer ${sport?.name ?? 'this sport'}`;
    throw badRequest(message, { venueId: message });
  }
  return venue;
}

/**
 * PATCH /api/leagues/{id}/fixtures/{fixtureId} (the admin): kick-off, venue and referee. With a
 * venue, the pitch is booked for the league's fixture length; moving or clearing the fixture
 * moves or cancels that booking in the same transaction. A clash with any booking is a 409
 * naming the slot, and nothing changes.
 */
export async function updateFixture(
  db: Db,
  userId: string,
  leagueId: string,
  fixtureId: string,
  input: z.output<typeof updateFixtureBody>,
  now: Date,
): Promise<FixtureView> {
  let clash: string | null = null;
  await db
    .transaction(async (tx) => {
      const league = await adminLeagueRow(tx, userId, leagueId, true);
      if (league.status === 'cancelled') throw conflict(CANCELLED, 'league_cancelled');
      const [fixture] = await tx
        .select()
        .from(leagueFixtures)
        .where(and(eq(leagueFixtures.id, fixtureId), eq(leagueFixtures.leagueId, leagueId)))
        .for('update');
      if (!fixture) throw notFound(FIXTURE_NOT_FOUND);

      if (input.refereeId) {
        const [referee] = await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.id, input.refereeId));
        if (!referee) throw badRequest(CHOOSE_REFEREE, { refereeId: CHOOSE_REFEREE });
      }
      const start =
        input.startTime === undefined
          ? fixture.startTime
          : input.startTime === null
            ? null
            : new Date(input.startTime);
      const venueId = input.venueId === undefined ? fixture.venueId : input.venueId;
      if (venueId && !start) throw badRequest(KICK_OFF_FIRST, { startTime: KICK_OFF_FIRST });
      const venue = venueId
        ? await usableVenue(tx, venueId, league.sportId, venueId === fixture.venueId)
        : null;

      const [booking] = fixture.bookingId
        ? await tx.select().from(bookings).where(eq(bookings.id, fixture.bookingId)).for('update')
        : [];
      const held = booking && isHolding(booking) ? booking : null;
      let bookingId = held?.id ?? null;
      if (!venue || !start) {
        if (held) await cancelPitch(tx, held, now);
        bookingId = null;
      } else {
        const end = new Date(start.getTime() + league.fixtureMinutes * 60_000);
        clash = clashMessage(venue, start, end);
        if (held && held.venueId === venue.id) {
          const same =
            held.startTime.getTime() === start.getTime() &&
            held.endTime.getTime() === end.getTime();
          if (!same) await movePitch(tx, held, start, end, now);
        } else {
          if (held) await cancelPitch(tx, held, now);
          const notes = `League fixture: ${league.name}, round ${fixture.round}`;
          const pitch = { userId, sportId: league.sportId, venueId: venue.id, start, end };
          bookingId = await bookPitch(tx, pitch, notes, now);
        }
      }
      await tx
        .update(leagueFixtures)
        .set({
          startTime: start,
          venueId: venue?.id ?? null,
          bookingId,
          ...(input.refereeId !== undefined && { refereeId: input.refereeId }),
        })
        .where(eq(leagueFixtures.id, fixture.id));
    })
    .catch((error: unknown) => {
      if (isExclusionViolation(error)) throw conflict(clash ?? 'This slot is taken', 'slot_taken');
      throw error;
    });
  return fixtureView(db, fixtureId);
}
