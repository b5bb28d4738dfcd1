import type { FullConfig } from '@playwright/test';
import { startCluster } from './cluster';
import { scaleOutPort } from './ports';

/**
 * Starts the cluster before the scale-out test and stops it after (Playwright runs the returned
 * function at the end, failed or not). The test learns the instances' names and process ids
 * from the environment, which Playwright hands to its workers.
 */
export default async function globalSetup(_config: FullConfig) {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (!databaseUrl) {
    const reason = 'The scale-out check needs PostgreSQL: set TEST_DATABASE_URL (see README)';
    // CI always has it (.ci/run); on a laptop without PostgreSQL `npm test` still passes, like
    // the API tests' PostgreSQL half, and says what it left out.
    if (process.env.CI) throw new Error(reason);
    process.env.SCALE_OUT_SKIPPED = reason;
    return;
  }
  const cluster = await startCluster({ databaseUrl, port: scaleOutPort });
  process.env.SCALE_OUT_INSTANCES = JSON.stringify(cluster.instances);
  return cluster.stop;
}
