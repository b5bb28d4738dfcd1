import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { DomainEvent, DomainEventOf, DomainEventType } from '@shared/events';
import { type Db, databaseOf, rowsOf } from '@server/db/client';
import type { Tx } from '@server/db/tx';

/** The NOTIFY channel domain events travel on (one per database, so tests' databases don't mix). */
export const EVENTS_CHANNEL = 'matchday_events';

// NOTIFY refuses payloads of 8,000 bytes or more; events carry ids, so this is a programming error.
const MAX_PAYLOAD = 7500;
/** An event no instance claimed this long after it was written missed its NOTIFY. */
const UNCLAIMED_AFTER_MS = 15_000;
const RECOVER_EVERY_MS = 30_000;
/** Events are kept a day, for looking into what happened. */
const KEEP_MS = 24 * 60 * 60_000;

type Handler<T extends DomainEventType> = (event: DomainEventOf<T>) => Promise<void> | void;
type AnyHandler = (event: DomainEvent) => Promise<void> | void;
type Delivered = DomainEvent & { id: number };

/**
 * Tells everyone that something happened. Call it with the transaction that made the change:
 * the event is written to the outbox and sent by NOTIFY in the same transaction, so subscribers
 * hear of it after commit, and never of a change that rolled back. Outside a transaction (a plain
 * `db`), the event goes as soon as the statement runs.
 */
export async function emit(tx: Db | Tx, event: DomainEvent): Promise<void> {
  const data = JSON.stringify(event.data);
  if (data.length > MAX_PAYLOAD) throw new Error(`event ${event.type} is too large to send`);
  await tx.execute(sql`
    WITH event AS (
      INSERT INTO domain_events (type, data) VALUES (${event.type}, ${data}::jsonb) RETURNING id
    )
    SELECT pg_notify(${EVENTS_CHANNEL},
                     json_build_object('id', id, 'type', ${event.type}::text, 'data', ${data}::json)::text)
      FROM event`);
}

/**
 * Sends an event that matters only to whoever is connected right now (someone is typing): no
 * outbox row, so only `onEveryInstance` subscribers hear it, and nobody if it is missed.
 */
export async function announce(db: Db, event: DomainEvent): Promise<void> {
  const payload = JSON.stringify({ id: 0, ...event });
  if (payload.length > MAX_PAYLOAD) throw new Error(`event ${event.type} is too large to send`);
  await db.execute(sql`SELECT pg_notify(${EVENTS_CHANNEL}, ${payload})`);
}

export type EventBus = ReturnType<typeof createEventBus>;

/**
 * Where subscribers register. Two kinds, because Matchday may run as several instances:
 * - `on`: runs once per event in the whole deployment, on the instance that claims it first
 *   (notifications, mails, payment clean-up: anything that writes);
 * - `onEveryInstance`: runs on every instance (cache invalidation, pushes to the WebSockets each
 *   instance holds).
 * Handlers are isolated: one that throws is logged and the others still run.
 */
export function createEventBus(db: Db, log: FastifyBaseLogger) {
  const once = new Map<DomainEventType, AnyHandler[]>();
  const everywhere = new Map<DomainEventType, AnyHandler[]>();
  const reconnectHandlers: (() => void)[] = [];
  let unlisten: (() => Promise<void>) | undefined;
  let recoverTimer: NodeJS.Timeout | undefined;
  const running = new Set<Promise<void>>();

  const add = <T extends DomainEventType>(
    map: Map<DomainEventType, AnyHandler[]>,
    type: T,
    handler: Handler<T>,
  ) => {
    const list = map.get(type) ?? [];
    list.push(handler as AnyHandler);
    map.set(type, list);
  };

  const runAll = async (handlers: AnyHandler[] | undefined, event: DomainEvent) => {
    for (const handler of handlers ?? []) {
      try {
        await handler(event);
      } catch (error) {
        log.error({ err: error, event: event.type }, 'an event subscriber failed');
      }
    }
  };

  /** True when this instance won the event (it was not claimed by another yet). */
  const claim = async (id: number) => {
    const rows = await rowsOf(
      db,
      sql`UPDATE domain_events SET claimed_at = now()
           WHERE id = ${id} AND claimed_at IS NULL RETURNING id`,
    );
    return rows.length === 1;
  };

  const deliver = async (event: Delivered) => {
    await runAll(everywhere.get(event.type), event);
    if (event.id === 0 || !once.has(event.type)) return;
    if (await claim(event.id)) await runAll(once.get(event.type), event);
  };

  const track = (work: Promise<void>) => {
    running.add(work);
    void work.finally(() => running.delete(work));
  };

  const onPayload = (payload: string) => {
    let event: Delivered;
    try {
      event = JSON.parse(payload) as Delivered;
    } catch {
      log.warn('an unreadable event payload was ignored');
      return;
    }
    track(deliver(event).catch((error: unknown) => log.error({ err: error }, 'event delivery')));
  };

  /**
   * Events whose NOTIFY nobody heard (every instance was down, or LISTEN was reconnecting) still
   * get their once-per-event subscribers, late rather than never. Old events are deleted.
   */
  const recover = async () => {
    const types = [...once.keys()];
    if (types.length > 0) {
      const missed = await rowsOf<Delivered>(
        db,
        sql`UPDATE domain_events SET claimed_at = now()
             WHERE id IN (SELECT id FROM domain_events
                           WHERE claimed_at IS NULL
                             AND created_at < now() - make_interval(secs => ${UNCLAIMED_AFTER_MS / 1000})
                             AND type IN (${sql.join(
                               types.map((t) => sql`${t}`),
                               sql`, `,
                             )})
                           ORDER BY id LIMIT 500 FOR UPDATE SKIP LOCKED)
         RETURNING id, type, data`,
      );
      for (const event of missed) await runAll(once.get(event.type), event);
    }
    await db.execute(
      sql`DELETE FROM domain_events WHERE created_at < now() - make_interval(secs => ${KEEP_MS / 1000})`,
    );
  };

  return {
    on<T extends DomainEventType>(type: T, handler: Handler<T>) {
      add(once, type, handler);
    },
    onEveryInstance<T extends DomainEventType>(type: T, handler: Handler<T>) {
      add(everywhere, type, handler);
    },
    /** After LISTEN was lost and came back: events may have been missed on this instance. */
    onReconnect(handler: () => void) {
      reconnectHandlers.push(handler);
    },
    async start() {
      unlisten = await databaseOf(db).listen(EVENTS_CHANNEL, {
        onPayload,
        onReconnect: () => reconnectHandlers.forEach((handler) => handler()),
      });
      recoverTimer = setInterval(() => {
        recover().catch((error: unknown) => log.warn({ err: error }, 'event recovery failed'));
      }, RECOVER_EVERY_MS);
      recoverTimer.unref();
    },
    async stop() {
      clearInterval(recoverTimer);
      await unlisten?.();
      await Promise.allSettled([...running]);
    },
    /** Resolves when the deliveries under way have finished (tests, shutdown). */
    async settled() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
    recover,
  };
}
