import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { rateLimits } from '@server/db/schema/auth';
import type { Clock } from './clock';

export type Window = { max: number; windowMs: number };
export type Count = { hits: number; resetAt: Date };

/**
 * Fixed-window counters in the database, so every instance shares them. A window starts at its
 * first hit and ends `windowMs` later; whatever happens, a key is free again by then.
 */
export function createRateLimiter(db: Db, clock: Clock) {
  return {
    /** Counts one hit and answers the count of the current window. */
    async hit(key: string, windowMs: number): Promise<Count> {
      const now = clock.now();
      const resetAt = new Date(now.getTime() + windowMs);
      const [row] = await db
        .insert(rateLimits)
        .values({ key, hits: 1, resetAt })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            hits: sql`CASE WHEN ${rateLimits.resetAt} <= ${now} THEN 1 ELSE ${rateLimits.hits} + 1 END`,
            resetAt: sql`CASE WHEN ${rateLimits.resetAt} <= ${now} THEN excluded.reset_at ELSE ${rateLimits.resetAt} END`,
          },
        })
        .returning({ hits: rateLimits.hits, resetAt: rateLimits.resetAt });
      return row!;
    },

    /** The current window's count without adding to it (0 when none is open). */
    async peek(key: string): Promise<Count> {
      const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
      if (!row || row.resetAt <= clock.now()) return { hits: 0, resetAt: clock.now() };
      return { hits: row.hits, resetAt: row.resetAt };
    },

    async reset(key: string): Promise<void> {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },

    async sweepExpired(): Promise<void> {
      await db.delete(rateLimits).where(lt(rateLimits.resetAt, clock.now()));
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/** "5 minutes" / "1 minute" for messages that say how long to wait. */
export function minutesUntil(resetAt: Date, now: Date): string {
  const minutes = Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 60_000));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
