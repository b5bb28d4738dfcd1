import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

/** The Drizzle handle every service receives; the same API on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT>;

/** Called with each NOTIFY payload on a channel; `reconnected` after a lost LISTEN came back. */
export type Listener = { onPayload: (payload: string) => void; onReconnect?: () => void };

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * LISTENs on a channel until the answered function is called. Notifications arrive after the
   * transaction that sent them commits, on every instance connected to the database.
   */
  listen: (channel: string, listener: Listener) => Promise<() => Promise<void>>;
  /** Applies the committed migrations (idempotent; safe with several instances starting at once). */
  migrate: () => Promise<void>;
  close: () => Promise<void>;
};

export const DEFAULT_DATA_DIR = 'data/pglite';
export const MEMORY_URL = 'memory://';

// Beside this file in the sources, and copied beside the bundle by scripts/build-server.js.
const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Extensions the schema and later features rely on; PGlite ships them as loadable bundles. */
export const pgliteExtensions = { btree_gist, pg_trgm, cube, earthdistance } as const;

export type OpenOptions = { poolSize?: number };

/**
 * Opens the database a URL names: unset → embedded PGlite persisted under ./data/pglite;
 * `memory://` → a throwaway embedded database; `postgres://…` → PostgreSQL.
 * Migrations are not applied here; call `migrate()` (main.ts does it at start).
 */
export async function openDatabase(
  url: string | undefined,
  options: OpenOptions = {},
): Promise<Database> {
  if (url && /^postgres(ql)?:\/\//.test(url)) return openPostgres(url, options);
  if (url === MEMORY_URL) return fromPglite(await PGlite.create({ extensions: pgliteExtensions }));
  const dir = resolve(url?.replace(/^file:\/\//, '') || DEFAULT_DATA_DIR);
  mkdirSync(dir, { recursive: true });
  return fromPglite(await PGlite.create(dir, { extensions: pgliteExtensions }));
}

/** Wraps an open PGlite (tests open one from a migrated template). */
export function fromPglite(client: PGlite): Database {
  const db = drizzlePglite({ client }) as unknown as Db;
  return remember({
    db,
    kind: 'pglite',
    // In-process: PGlite delivers a committed NOTIFY to its own listeners.
    listen: async (channel, { onPayload }) => {
      const unlisten = await client.listen(channel, onPayload);
      return () => unlisten();
    },
    migrate: () => migratePglite(drizzlePglite({ client }), { migrationsFolder }),
    close: () => client.close(),
  });
}

export async function openPglite(options: PGliteOptions): Promise<Database> {
  return fromPglite(await PGlite.create({ ...options, extensions: pgliteExtensions }));
}

function openPostgres(url: string, { poolSize = 10 }: OpenOptions): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool }) as unknown as Db;
  return remember({
    db,
    kind: 'postgres',
    listen: (channel, listener) => listenPostgres(url, channel, listener),
    migrate: async () => {
      // Several instances may start together: one migrates while the others wait on the lock.
      const lockClient = await pool.connect();
      try {
        await lockClient.query("SELECT pg_advisory_lock(hashtext('matchday:migrate'))");
        await migratePg(drizzlePg({ client: pool }), { migrationsFolder });
      } finally {
        await lockClient.query("SELECT pg_advisory_unlock(hashtext('matchday:migrate'))");
        lockClient.release();
      }
    },
    close: () => pool.end(),
  });
}

const databases = new WeakMap<Db, Database>();

function remember(database: Database): Database {
  databases.set(database.db, database);
  return database;
}

/** The Database a Drizzle handle belongs to (for LISTEN, which needs the driver underneath). */
export function databaseOf(db: Db): Database {
  const database = databases.get(db);
  if (!database) throw new Error('this Drizzle handle was not opened by openDatabase');
  return database;
}

const RECONNECT_MS = [250, 1000, 5000];

/**
 * LISTEN holds a connection of its own (a pooled one would be handed to queries). When it drops,
 * it is opened again with a growing pause, and the listener hears that notifications may have
 * been missed meanwhile.
 */
async function listenPostgres(url: string, channel: string, listener: Listener) {
  let client: pg.Client | undefined;
  let stopped = false;
  let attempt = 0;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) listener.onPayload(message.payload ?? '');
    });
    next.on('error', () => void reconnect(next));
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = next;
  };
  const reconnect = async (failed: pg.Client) => {
    if (stopped || client !== failed) return;
    client = undefined;
    failed.end().catch(() => {});
    while (!stopped) {
      await new Promise((r) => setTimeout(r, RECONNECT_MS[Math.min(attempt, 2)]));
      attempt += 1;
      try {
        await connect();
        attempt = 0;
        listener.onReconnect?.();
        return;
      } catch {
        // The database is still away; try again after the next pause.
      }
    }
  };

  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => {});
  };
}

/** Rows of a raw query, whichever driver ran it. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** Rows written as JSON by PostgreSQL: the text, how many rows it holds, and the last row's id. */
export type JsonRows = { json: string; count: number; lastId: string | null };

/**
 * The rows of `query` (which has an `id` column) as the text of a JSON array of objects, keys
 * being the column names, in `orderBy` order, written by PostgreSQL. For hot answers of many
 * rows, sent with sendJsonText: node-postgres then reads one value instead of every field of
 * every row, and nothing is parsed, checked and stringified again in JavaScript.
 */
export async function jsonArrayOf(db: Db, query: SQL, orderBy: SQL): Promise<JsonRows> {
  const [row] = await rowsOf<JsonRows>(db, jsonArraySql(query, orderBy));
  return row!;
}

/** The query jsonArrayOf runs: one row of `json`, `count` and `lastId`. */
export const jsonArraySql = (query: SQL, orderBy: SQL): SQL => sql`
  SELECT coalesce(json_agg(answer ORDER BY ${orderBy}), '[]')::text AS json,
         count(*)::int AS count,
         (array_agg(answer.id::text ORDER BY ${orderBy}))[count(*)] AS "lastId"
    FROM (${query}) answer`;

/**
 * Builds a prepared statement once per database handle. For hot queries only: a prepared query
 * skips rebuilding its SQL on every call (about half the cost of a primary-key lookup here).
 */
export function preparedPerDb<T>(build: (db: Db) => T): (db: Db) => T {
  const statements = new WeakMap<Db, T>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) {
      statement = build(db);
      statements.set(db, statement);
    }
    return statement;
  };
}
