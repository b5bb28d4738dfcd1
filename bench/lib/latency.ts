import type { LoadResult } from './load';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

/**
 * Latency of one request at a time (no queue in front of the server), to the hundredth of a
 * millisecond — autocannon's histogram rounds to whole milliseconds, too coarse to compare a
 * few-millisecond query with its unindexed self. Each path is fetched in turn; a warm-up pass
 * comes first.
 */
export async function sequentialLatency(
  name: string,
  baseUrl: string,
  paths: string[],
  { requests = 300, warmup = 20 } = {},
): Promise<LoadResult> {
  const times: number[] = [];
  let errors = 0;
  let non2xx = 0;
  const started = performance.now();
  for (let i = 0; i < warmup + requests; i++) {
    const begin = performance.now();
    try {
      const response = await fetch(`${baseUrl}${paths[i % paths.length]}`);
      await response.arrayBuffer();
      if (!response.ok) non2xx++;
    } catch {
      errors++;
    }
    if (i >= warmup) times.push(performance.now() - begin);
  }
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 100) / 100;
  return {
    name,
    requestsPerSecond: (warmup + requests) / seconds,
    p50Ms: round(percentile(times, 0.5)),
    p99Ms: round(percentile(times, 0.99)),
    requests: times.length,
    errors,
    non2xx,
  };
}
