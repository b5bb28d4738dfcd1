import type { AppDeps } from '@server/deps';
import { sweepUnattachedUploads } from './upload-sweep';

const SWEEP_EVERY_MS = 10 * 60_000;

export function registerUploadsEvents({ jobs, db, uploadStore, clock }: AppDeps) {
  // Uploads nothing used within a day are deleted.
  jobs.every('sweep unattached uploads', SWEEP_EVERY_MS, () =>
    sweepUnattachedUploads(db, uploadStore, clock.now()),
  );
}
