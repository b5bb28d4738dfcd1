import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedDatabase } from './db/seed/index';
import { moveUploadBytesToStore } from './features/uploads/upload-backfill';
import { openUploadStore } from './features/uploads/upload-store';

// After the server stops accepting requests, handlers already running (a client may have hung up
// on them) get this long to finish before the database closes under them.
const DRAIN_MS = 500;

const config = loadConfig();
const database = await openDatabase(config.databaseUrl, { poolSize: config.databasePoolSize });
await database.migrate();
const uploadStore = await openUploadStore(config.uploads);
// Images an older version kept in the database move to the store before anyone asks for one.
const moved = await moveUploadBytesToStore(database.db, uploadStore);
await seedDatabase(database.db, { demo: config.seedDemoData, uploadStore });

const app = await buildApp({ db: database.db, config, uploadStore });
if (moved > 0) app.log.info(`Moved ${moved} uploaded images from the database to the store`);

async function shutdown(signal: string) {
  app.log.info(`${signal} received, shutting down`);
  await app.close();
  await sleep(DRAIN_MS);
  // Closing PGlite flushes it to ./data, so a restart finds everything.
  await database.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ host: config.host, port: config.port });
const where =
  database.kind === 'pglite'
    ? `the embedded database (${config.databaseUrl ?? 'data/pglite'})`
    : 'PostgreSQL';
app.log.info(`Matchday is running on http://localhost:${config.port} with ${where}`);
