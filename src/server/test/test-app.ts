import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '@server/app';
import { type Config, loadConfig } from '@server/config';
import { type Database, openDatabase, openPglite } from '@server/db/client';
import {
  createDiskStore,
  openUploadStore,
  type UploadStore,
} from '@server/features/uploads/upload-store';
import { withDatabase } from './global-setup';
import { createTestClock } from './test-clock';

export type TestContext = {
  app: FastifyInstance;
  database: Database;
  clock: ReturnType<typeof createTestClock>;
  config: Config;
  uploadStore: UploadStore;
  /** The PostgreSQL database's URL (not set on PGlite), for a second instance on the same one. */
  databaseUrl?: string;
  close: () => Promise<void>;
};

/** Which back end this test run uses: PGlite, or PostgreSQL in the `api-postgres` project. */
export const onPostgres = process.env.TEST_DB === 'postgres';

/**
 * A fresh app on its own copy of the migrated, seeded test database. Each test file calls it
 * once (beforeAll) and closes it afterwards.
 */
export async function createTestContext(env: Record<string, string> = {}): Promise<TestContext> {
  const config = loadConfig({ NODE_ENV: 'test', WEB_DIST_DIR: 'dist/none', ...env });
  const clock = createTestClock();
  const { database, drop, url } = await openTestDatabase();
  const uploadStore = await openTestUploads(config);
  const app = await buildApp({ db: database.db, config, clock, uploadStore, logger: false });
  await app.ready();
  return {
    app,
    database,
    clock,
    config,
    uploadStore,
    databaseUrl: url,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

/**
 * The seeded images in a folder of the file's own (removed when the app closes), or, with S3
 * settings, the bucket they name.
 */
async function openTestUploads(config: Config): Promise<UploadStore> {
  if (config.uploads.s3) return openUploadStore({ ...config.uploads, dir: null });
  const dir = mkdtempSync(join(tmpdir(), 'matchday-test-uploads-'));
  cpSync(inject('uploadsTemplate'), dir, { recursive: true });
  return createDiskStore(dir, { temporary: true });
}

/**
 * Another instance of the app on the same PostgreSQL database as `ctx` (how Matchday scales
 * out), with its own pool, event listener and sockets.
 */
export async function createSecondInstance(ctx: TestContext) {
  if (!ctx.databaseUrl) throw new Error('a second instance needs PostgreSQL');
  const database = await openDatabase(ctx.databaseUrl, { poolSize: 5 });
  const app = await buildApp({
    db: database.db,
    config: ctx.config,
    clock: ctx.clock,
    // Its own (empty) store: the app closes its store when it closes.
    uploadStore: createDiskStore(mkdtempSync(join(tmpdir(), 'matchday-test-uploads-')), {
      temporary: true,
    }),
    logger: false,
  });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

async function openTestDatabase(): Promise<{
  database: Database;
  drop: () => Promise<void>;
  url?: string;
}> {
  const postgres = inject('postgresTemplate');
  if (!onPostgres || !postgres) {
    const tarball = readFileSync(inject('pgliteTemplate'));
    const database = await openPglite({ loadDataDir: new Blob([tarball]) });
    return { database, drop: async () => {} };
  }
  const name = `matchday_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(postgres.url, `CREATE DATABASE ${name} TEMPLATE ${postgres.database}`);
  const url = withDatabase(postgres.url, name);
  const database = await openDatabase(url, { poolSize: 20 });
  return {
    database,
    url,
    drop: () => adminQuery(postgres.url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

async function adminQuery(url: string, statement: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** The session cookie a response set, ready to send back as a `cookie` header. */
export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'matchday_sid');
  if (!cookie) throw new Error(`no session cookie in response (status ${response.statusCode})`);
  return `matchday_sid=${cookie.value}`;
}

/** Signs a user in and answers their cookie header. */
export async function signIn(app: FastifyInstance, email: string, password: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password },
  });
  return sessionCookieOf(response);
}

let counter = 0;

/** Registers a brand-new player (unique email) and answers its cookie and email. */
export async function registerUser(
  app: FastifyInstance,
  overrides: Partial<Record<'email' | 'firstName' | 'lastName' | 'userType', string>> = {},
  options: Pick<InjectOptions, 'remoteAddress'> = {},
) {
  counter += 1;
  const email = overrides.email ?? `user${counter}-${randomBytes(4).toString('hex')}@example.com`;
  const response = await app.inject({
    method: 'POST',
    url: '/api/register',
    remoteAddress:
      options.remoteAddress ?? `10.0.${counter % 250}.${Math.floor(counter / 250) + 1}`,
    payload: {
      email,
      password: 'secret123',
      firstName: 'Test',
      lastName: 'User',
      userType: 'player',
      ...overrides,
    },
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
  return { cookie: sessionCookieOf(response), email, user: response.json<{ id: string }>() };
}
