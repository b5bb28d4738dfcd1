import type { Config } from '@server/config';
import type { Db } from '@server/db/client';
import type { createPaymentProviders } from '@server/features/payments/providers';
import type { UploadStore } from '@server/features/uploads/upload-store';
import type { SessionStore } from './auth/session-store';
import type { Clock } from './clock';
import type { RateLimiter } from './rate-limit';

/** What every feature's routes receive from buildApp (built once per app). */
export type AppDeps = {
  db: Db;
  config: Config;
  clock: Clock;
  sessions: SessionStore;
  limiter: RateLimiter;
  /** Card payment providers: the built-in test one, and Stripe when configured. */
  payments: ReturnType<typeof createPaymentProviders>;
  /** Where image bytes are kept (a folder, or an S3 bucket). */
  uploadStore: UploadStore;
};
