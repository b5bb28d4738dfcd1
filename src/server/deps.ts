import type { Config } from '@server/config';
import type { Db } from '@server/db/client';
import type { createPaymentProviders } from '@server/features/payments/providers';
import type { PayableRegistry } from '@server/features/payments/payables';
import type { UploadStore } from '@server/features/uploads/upload-store';
import type { SessionStore } from '@server/lib/auth/session-store';
import type { Clock } from '@server/lib/clock';
import type { EventBus } from '@server/lib/events';
import type { Jobs } from '@server/lib/jobs';
import type { RateLimiter } from '@server/lib/rate-limit';
import type { RealtimeHub } from '@server/lib/realtime';

/**
 * What every feature's routes and events file receive from buildApp (built once per app). It
 * lives beside app.ts, not in lib/, because it names features' types and lib/ never imports a
 * feature.
 */
export type AppDeps = {
  db: Db;
  config: Config;
  clock: Clock;
  sessions: SessionStore;
  limiter: RateLimiter;
  /** Card payment providers: the built-in test one, and Stripe when configured. */
  payments: ReturnType<typeof createPaymentProviders>;
  /** What can be paid for besides bookings (payment orders' kinds, src/server/payables.ts). */
  payables: PayableRegistry;
  /** Where image bytes are kept (a folder, or an S3 bucket). */
  uploadStore: UploadStore;
  /** Where subscribers register for domain events (lib/events.ts). */
  events: EventBus;
  /** Timers: sweeps and reminders each area schedules. */
  jobs: Jobs;
  /** The WebSockets this instance holds. */
  realtime: RealtimeHub;
};
