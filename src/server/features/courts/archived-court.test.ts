import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '@server/db/client';
import { bookings } from '@server/db/schema/bookings';
import { courtBlocks, courts } from '@server/db/schema/courts';
import { book, slotAt } from '@server/test/booking-helpers';
import {
  createTestContext,
  onPostgres,
  registerUser,
  type TestContext,
} from '@server/test/test-app';
import { createVenue, registerOwner, sportIds } from '@server/test/venue-fixtures';

/**
 * A court archived at the moment a booking, block or move is made on it takes none of them
 * (issue 17): the database triggers read the court again once they hold its row lock.
 */

let ctx: TestContext;
let owner: { cookie: string; user: { id: string } };
let player: { cookie: string; user: { id: string } };
let tennis: number;
const zone = 'Europe/London';

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await registerOwner(ctx.app);
  player = await registerUser(ctx.app);
  [tennis] = await sportIds(ctx.database.db, ['Tennis']);
});
afterAll(() => ctx.close());

const slot = (days: number, start: string, end: string) =>
  slotAt(zone, ctx.clock.now(), days, start, end);

function asOwner(method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) {
  return ctx.app.inject({
    method,
    url,
    headers: { cookie: owner.cookie },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** A venue of the owner with two tennis courts, and their ids in order. */
async function twoCourts() {
  const venue = await createVenue(ctx.database.db, owner.user.id, { timeZone: zone });
  const added = await asOwner('POST', `/api/venue/venues/${venue.id}/courts`, {
    name: 'Court 2',
    sportIds: [tennis],
  });
  expect(added.statusCode).toBe(201);
  const detail = (await ctx.app.inject({ url: `/api/venues/${venue.id}` })).json();
  return { venue, courtIds: detail.courts.map((c: { id: string }) => c.id) as string[] };
}

/** Rows that hold time on an archived court: must always be none. */
async function heldOnArchivedCourts(courtIds: string[]) {
  const db = ctx.database.db;
  const [booked, blocked] = await Promise.all([
    db
      .select({ id: bookings.id })
      .from(bookings)
      .innerJoin(courts, eq(courts.id, bookings.courtId))
      .where(
        and(
          inArray(bookings.courtId, courtIds),
          isNotNull(courts.archivedAt),
          inArray(bookings.status, ['pending', 'confirmed']),
          sql`${bookings.endTime} > now()`,
        ),
      ),
    db
      .select({ id: courtBlocks.id })
      .from(courtBlocks)
      .innerJoin(courts, eq(courts.id, courtBlocks.courtId))
      .where(and(inArray(courtBlocks.courtId, courtIds), isNotNull(courts.archivedAt))),
  ]);
  return booked.length + blocked.length;
}

describe('an archived court', () => {
  it('refuses rows inserted on it directly (the database rule every path goes through)', async () => {
    const { venue, courtIds } = await twoCourts();
    const db = ctx.database.db;
    await db.update(courts).set({ archivedAt: new Date() }).where(eq(courts.id, courtIds[1]!));
    const span = slot(3, '10:00', '11:00');
    await expect(
      db.insert(bookings).values({
        userId: player.user.id,
        venueId: venue.id,
        courtId: courtIds[1]!,
        sportId: tennis,
        startTime: new Date(span.startTime),
        endTime: new Date(span.endTime),
        totalAmount: '25.00',
        status: 'confirmed',
      }),
    ).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23P01' }) });
    await expect(
      db.insert(courtBlocks).values({
        venueId: venue.id,
        courtId: courtIds[1]!,
        startTime: new Date(span.startTime),
        endTime: new Date(span.endTime),
        reason: 'Repairs',
      }),
    ).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23P01' }) });
  });

  it('racing removal against bookings, blocks and desk bookings never leaves one on it', async () => {
    for (let round = 0; round < 4; round++) {
      const { venue, courtIds } = await twoCourts();
      const span = slot(4 + round, '18:00', '19:00');
      const base = `/api/venue/venues/${venue.id}`;
      const results = await Promise.all([
        asOwner('DELETE', `${base}/courts/${courtIds[1]}`),
        book(ctx.app, player.cookie, venue, span, { sportId: tennis, courtId: courtIds[1] }),
        asOwner('POST', `${base}/blocks`, { courtId: courtIds[1], ...span, reason: 'Event' }),
        asOwner('POST', `${base}/bookings`, {
          courtId: courtIds[1],
          sportId: tennis,
          ...span,
          customerName: 'Walk-in',
        }),
      ]);
      for (const response of results) expect(response.statusCode).toBeLessThan(500);
      expect(await heldOnArchivedCourts(courtIds)).toBe(0);
    }
  });
});

// Only PostgreSQL has a second connection to hold the court's lock while the booking waits.
describe.skipIf(!onPostgres)('archived while a request waits for the court', () => {
  /**
   * Does what removing a court does (lock its row, then archive it) while `request` runs: the
   * request gets past every check made before its insert, waits on the lock, and must then see
   * the court archived.
   */
  async function archiveDuring<T>(courtId: string, request: () => Promise<T>): Promise<T> {
    const db = ctx.database.db;
    let pending: Promise<T> | undefined;
    await db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from ${courts} where id = ${courtId} for update`);
      pending = request();
      await waitForLockWaiter();
      await tx.update(courts).set({ archivedAt: new Date() }).where(eq(courts.id, courtId));
    });
    return pending!;
  }

  async function waitForLockWaiter() {
    for (let i = 0; i < 500; i++) {
      const [waiting] = await rowsOf<{ n: number }>(
        ctx.database.db,
        sql`select count(*)::int as n from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`,
      );
      if ((waiting?.n ?? 0) > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error('the request never waited for the court');
  }

  it('a booking naming the court is refused (409); "any court" takes the other one', async () => {
    const { venue, courtIds } = await twoCourts();
    const named = await archiveDuring(courtIds[1]!, () =>
      book(ctx.app, player.cookie, venue, slot(3, '10:00', '11:00'), {
        sportId: tennis,
        courtId: courtIds[1],
      }),
    );
    expect(named.statusCode).toBe(409);

    const again = await twoCourts();
    const any = await archiveDuring(again.courtIds[0]!, () =>
      book(ctx.app, player.cookie, again.venue, slot(3, '12:00', '13:00'), { sportId: tennis }),
    );
    expect(any.statusCode).toBe(201);
    expect(any.json().courtId).toBe(again.courtIds[1]);
  });

  it('a block, a desk booking and a move onto it are refused (409)', async () => {
    const { venue, courtIds } = await twoCourts();
    const base = `/api/venue/venues/${venue.id}`;
    const block = await archiveDuring(courtIds[1]!, () =>
      asOwner('POST', `${base}/blocks`, {
        courtId: courtIds[1],
        ...slot(3, '14:00', '15:00'),
        reason: 'Repairs',
      }),
    );
    expect(block.statusCode).toBe(409);

    const other = await twoCourts();
    const otherBase = `/api/venue/venues/${other.venue.id}`;
    const desk = await archiveDuring(other.courtIds[1]!, () =>
      asOwner('POST', `${otherBase}/bookings`, {
        courtId: other.courtIds[1],
        sportId: tennis,
        ...slot(3, '16:00', '17:00'),
        customerName: 'Phone customer',
      }),
    );
    expect(desk.statusCode).toBe(409);

    const third = await twoCourts();
    const thirdBase = `/api/venue/venues/${third.venue.id}`;
    const walkIn = await asOwner('POST', `${thirdBase}/bookings`, {
      courtId: third.courtIds[0],
      sportId: tennis,
      ...slot(3, '18:00', '19:00'),
      customerName: 'Walk-in',
    });
    expect(walkIn.statusCode).toBe(201);
    const moved = await archiveDuring(third.courtIds[1]!, () =>
      asOwner('PATCH', `${thirdBase}/bookings/${walkIn.json().id}`, {
        courtId: third.courtIds[1],
        ...slot(3, '18:00', '19:00'),
      }),
    );
    expect(moved.statusCode).toBe(409);
    expect(await heldOnArchivedCourts([...courtIds, ...other.courtIds, ...third.courtIds])).toBe(0);
  });
});
