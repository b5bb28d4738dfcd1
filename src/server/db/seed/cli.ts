import { loadConfig } from '@server/config';
import { openDatabase } from '@server/db/client';
import { openUploadStore } from '@server/features/uploads/upload-store';
import { seedDatabase } from './index';

/**
 * `npm run db:seed`: migrates the database DATABASE_URL names and seeds it, demo data included
 * (the way to put demo accounts on PostgreSQL, where they are never added on their own).
 */
const config = loadConfig();
const database = await openDatabase(config.databaseUrl);
// Demo pictures go where the server will look for them (UPLOADS_DIR or the S3 bucket).
const uploadStore = await openUploadStore(config.uploads);
try {
  await database.migrate();
  const done = await seedDatabase(database.db, { demo: true, uploadStore });
  console.log(`Seeded ${database.kind}: ${done.join(', ')}`);
} finally {
  await uploadStore.close();
  await database.close();
}
