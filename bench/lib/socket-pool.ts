import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { WorkerInput, WorkerReport } from './socket-worker';

/** Epoch milliseconds, comparable with the worker threads' arrival times. */
export const epochNow = () => performance.timeOrigin + performance.now();

/** Leaves a core for this thread (it sends the messages); BENCH_SOCKET_WORKERS overrides. */
const WORKERS = Number(
  process.env.BENCH_SOCKET_WORKERS ?? Math.max(1, Math.min(4, availableParallelism() - 1)),
);

export type SocketPool = {
  count: number;
  /** Every socket's arrival time of message `id` (epoch ms), once all of them have it. */
  arrivals: (id: string, timeoutMs?: number) => Promise<number[]>;
  close: () => Promise<void>;
};

/**
 * Opens one socket per cookie, spread over worker threads (socket-worker.ts), and answers when
 * all are open. Reports may come before anyone asks (a push can overtake the HTTP answer), so
 * they are kept until asked for.
 */
export async function openSocketPool(url: string, cookies: string[]): Promise<SocketPool> {
  const share = Math.ceil(cookies.length / WORKERS);
  const slices = Array.from({ length: WORKERS }, (_, i) =>
    cookies.slice(i * share, (i + 1) * share),
  ).filter((slice) => slice.length > 0);
  const parts = new Map<string, number[][]>();
  const waiting = new Map<string, () => void>();
  const workers = slices.map(
    (slice) =>
      new Worker(new URL('./socket-worker.ts', import.meta.url), {
        workerData: { url, cookies: slice } satisfies WorkerInput,
      }),
  );
  await Promise.all(
    workers.map(
      (worker) =>
        new Promise<void>((resolve, reject) => {
          worker.once('error', reject);
          worker.on('message', (report: WorkerReport) => {
            if (report.type === 'open') return resolve();
            const got = parts.get(report.id) ?? [];
            got.push(report.times);
            parts.set(report.id, got);
            if (got.length === workers.length) waiting.get(report.id)?.();
          });
        }),
    ),
  );

  return {
    count: cookies.length,
    async arrivals(id, timeoutMs = 10_000) {
      if ((parts.get(id)?.length ?? 0) < workers.length) {
        await new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => {
            waiting.delete(id);
            reject(new Error(`not every socket received message ${id} within ${timeoutMs} ms`));
          }, timeoutMs);
          waiting.set(id, () => {
            clearTimeout(timer);
            waiting.delete(id);
            resolve();
          });
        });
      }
      const times = parts.get(id)!.flat();
      parts.delete(id);
      return times;
    },
    async close() {
      await Promise.all(
        workers.map((worker) => {
          worker.postMessage('close');
          return new Promise((resolve) => worker.once('exit', resolve));
        }),
      );
    },
  };
}
