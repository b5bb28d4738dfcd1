import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { rowsOf } from '@server/db/client';

type Job = { name: string; everyMs: number; run: () => Promise<unknown> };

export type Jobs = ReturnType<typeof createJobs>;

/**
 * Work that runs on a timer while the app is up (sweeps, reminders). Each area schedules its own
 * in its `<area>.events.ts`. With several instances every instance runs the timer; a job that
 * must run once per tick across all of them wraps its work in `onlyOneInstance`.
 */
export function createJobs(log: FastifyBaseLogger) {
  const jobs: Job[] = [];
  const timers: NodeJS.Timeout[] = [];
  return {
    every(name: string, everyMs: number, run: () => Promise<unknown>) {
      jobs.push({ name, everyMs, run });
    },
    start() {
      for (const job of jobs) {
        const timer = setInterval(() => {
          job
            .run()
            .catch((error: unknown) => log.warn({ err: error, job: job.name }, 'job failed'));
        }, job.everyMs);
        timer.unref();
        timers.push(timer);
      }
    },
    stop() {
      timers.forEach(clearInterval);
    },
    /** Runs a job by name now (tests). */
    async runNow(name: string) {
      const job = jobs.find((j) => j.name === name);
      if (!job) throw new Error(`no job named ${name}`);
      await job.run();
    },
  };
}

/**
 * Runs `work` only if no other instance is running the job of this name right now (a PostgreSQL
 * advisory lock held for the transaction); answers false when another instance had it.
 */
export async function onlyOneInstance(
  db: Db,
  name: string,
  work: (tx: Db) => Promise<void>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await rowsOf<{ locked: boolean }>(
      tx,
      sql`SELECT pg_try_advisory_xact_lock(hashtext(${`matchday:job:${name}`})) AS locked`,
    );
    if (!row?.locked) return false;
    await work(tx);
    return true;
  });
}
