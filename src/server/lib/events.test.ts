import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEventOf } from '@shared/events';
import { rowsOf } from '@server/db/client';
import { announce, emit } from '@server/lib/events';
import { eventually } from '@server/test/eventually';
import { openSocket } from '@server/test/sockets';
import {
  createSecondInstance,
  createTestContext,
  onPostgres,
  registerUser,
  type TestContext,
} from '@server/test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** Collects the venue.changed events a subscriber of each kind hears for one venue id. */
function listen(app = ctx.app, venueId = randomUUID()) {
  const once: string[] = [];
  const everywhere: string[] = [];
  const mine = (event: DomainEventOf<'venue.changed'>) => event.data.venueId === venueId;
  app.matchday.events.on('venue.changed', (event) => {
    if (mine(event)) once.push(event.data.venueId);
  });
  app.matchday.events.onEveryInstance('venue.changed', (event) => {
    if (mine(event)) everywhere.push(event.data.venueId);
  });
  return { venueId, once, everywhere };
}

describe('emit', () => {
  it('delivers after commit, once to `on` and to `onEveryInstance`', async () => {
    const heard = listen();
    await ctx.database.db.transaction(async (tx) => {
      await emit(tx, { type: 'venue.changed', data: { venueId: heard.venueId } });
      // Not before the transaction commits.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(heard.everywhere).toEqual([]);
    });
    await eventually(() => expect(heard.once).toEqual([heard.venueId]));
    expect(heard.everywhere).toEqual([heard.venueId]);
  });

  it('tells nobody of a change that rolled back, and leaves no outbox row', async () => {
    const heard = listen();
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await emit(tx, { type: 'venue.changed', data: { venueId: heard.venueId } });
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard.once).toEqual([]);
    expect(heard.everywhere).toEqual([]);
    const rows = await rowsOf(
      ctx.database.db,
      sql`SELECT 1 FROM domain_events WHERE data->>'venueId' = ${heard.venueId}`,
    );
    expect(rows).toHaveLength(0);
  });

  it('keeps delivering to the other subscribers when one throws', async () => {
    ctx.app.matchday.events.on('venue.changed', () => {
      throw new Error('a broken subscriber');
    });
    const heard = listen();
    await emit(ctx.database.db, { type: 'venue.changed', data: { venueId: heard.venueId } });
    await eventually(() => expect(heard.once).toEqual([heard.venueId]));
  });

  it('refuses an event too large for a NOTIFY', async () => {
    const participantIds = Array.from({ length: 300 }, () => randomUUID());
    await expect(
      emit(ctx.database.db, {
        type: 'game.cancelled',
        data: { gameId: randomUUID(), organizerId: randomUUID(), participantIds },
      }),
    ).rejects.toThrow('too large');
  });
});

describe('announce', () => {
  it('reaches onEveryInstance subscribers only, and stores nothing', async () => {
    const heard = listen();
    await announce(ctx.database.db, { type: 'venue.changed', data: { venueId: heard.venueId } });
    await eventually(() => expect(heard.everywhere).toEqual([heard.venueId]));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard.once).toEqual([]);
  });
});

describe('recovery', () => {
  it('runs the once-per-event subscribers of an event whose NOTIFY nobody heard', async () => {
    const heard = listen();
    // Written without a NOTIFY, as if every instance had been down when it committed.
    await ctx.database.db.execute(
      sql`INSERT INTO domain_events (type, data, created_at)
          VALUES ('venue.changed', ${JSON.stringify({ venueId: heard.venueId })}::jsonb,
                  now() - interval '1 minute')`,
    );
    await ctx.app.matchday.events.recover();
    expect(heard.once).toEqual([heard.venueId]);
    await ctx.app.matchday.events.recover();
    expect(heard.once).toEqual([heard.venueId]);
  });
});

describe.runIf(onPostgres)('two instances on one PostgreSQL', () => {
  it('an event caused on A reaches a socket on B; `on` runs once between them', async () => {
    const b = await createSecondInstance(ctx);
    try {
      const onA = listen(ctx.app);
      const onB = listen(b.app, onA.venueId);
      const { cookie, user } = await registerUser(ctx.app);
      b.app.matchday.events.onEveryInstance('venue.changed', (event) => {
        b.app.matchday.realtime.sendToUsers([user.id], {
          type: 'slots.changed',
          data: { venueId: event.data.venueId, date: '2026-12-01' },
        });
      });
      const socketOnB = await openSocket(b.app, cookie);
      // B records the socket for everyone: A sees the user online.
      await eventually(async () =>
        expect(await ctx.app.matchday.realtime.isOnline(user.id)).toBe(true),
      );

      await emit(ctx.database.db, { type: 'venue.changed', data: { venueId: onA.venueId } });

      expect((await socketOnB.next('slots.changed')).data.venueId).toBe(onA.venueId);
      await eventually(() => expect([...onA.once, ...onB.once]).toEqual([onA.venueId]));
      expect(onA.everywhere).toEqual([onA.venueId]);
      expect(onB.everywhere).toEqual([onA.venueId]);
      socketOnB.ws.close();
    } finally {
      await b.close();
    }
  });

  it('a LISTEN connection that drops comes back, and its sockets are told to resync', async () => {
    const { cookie } = await registerUser(ctx.app);
    const socket = await openSocket(ctx.app, cookie);
    await ctx.database.db.execute(
      sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
           WHERE datname = current_database() AND query LIKE 'LISTEN%'`,
    );
    await socket.next('resync');
    const heard = listen();
    await emit(ctx.database.db, { type: 'venue.changed', data: { venueId: heard.venueId } });
    await eventually(() => expect(heard.everywhere).toEqual([heard.venueId]));
    socket.ws.close();
  });
});
