import { loadConfig } from '@server/config';
import { openDatabase } from '@server/db/client';
import { seedDatabase } from './index';

/**
 * `npm run db:seed`: migrates the database DATABASE_URL names and seeds it, demo data included
 * (the way to put demo accounts on PostgreSQL, where they are never added on their own).
 */
const config = loadConfig();
const database = await openDatabase(config.databaseUrl);
try {
  await database.migrate();
  const done = await seedDatabase(database.db, { demo: true });
  console.log(`Seeded ${database.kind}: ${done.join(', ')}`);
} finally {
  await database.close();
}
