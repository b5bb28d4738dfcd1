import { Agent, request } from 'node:http';
import type { LoadResult } from './load';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

// One kept-alive connection, as a browser tab would reuse.
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

/**
 * GET `url` as a browser asks (brotli or gzip accepted) and wait for the last byte. The body is
 * not decompressed: the time is the server's (query, serialization, compression) and the
 * wire's. Node's fetch would add its own stream decompression, ~2 ms on a 100 kB answer, which
 * a browser does natively and which is no part of the server's latency.
 */
function getToLastByte(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
      res.on('data', () => {});
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

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
      const status = await getToLastByte(`${baseUrl}${paths[i % paths.length]}`);
      if (status < 200 || status >= 300) non2xx++;
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
