import type { LoadResult } from './load';

export type Call = { status: number; body: unknown; ms: number };

/**
 * Fires every task at once and times each: for invariants under concurrency rather than
 * throughput. The row it answers has the same shape as an autocannon result.
 */
export async function burst(
  name: string,
  tasks: (() => Promise<Response>)[],
): Promise<{ row: LoadResult; calls: Call[] }> {
  const started = performance.now();
  const calls = await Promise.all(
    tasks.map(async (task) => {
      const t0 = performance.now();
      const response = await task();
      const text = await response.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // not JSON; keep the text
      }
      return { status: response.status, body, ms: performance.now() - t0 };
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const sorted = calls.map((c) => c.ms).sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
  return {
    calls,
    row: {
      name,
      requestsPerSecond: calls.length / seconds,
      p50Ms: at(0.5),
      p99Ms: at(0.99),
      requests: calls.length,
      errors: 0,
      non2xx: calls.filter((c) => c.status < 200 || c.status >= 300).length,
    },
  };
}

/** Runs `worker` over the items with at most `limit` at a time. */
export async function pool<T, R>(
  items: T[],
  limit: number,
  worker: (item: T, index: number) => Promise<R>,
) {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await worker(items[index]!, index);
      }
    }),
  );
  return results;
}
