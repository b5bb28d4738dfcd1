import autocannon from 'autocannon';

export type LoadResult = {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  errors: number;
  non2xx: number;
};

export type LoadOptions = {
  name: string;
  url: string;
  connections?: number;
  durationSeconds?: number;
  headers?: Record<string, string>;
  requests?: autocannon.Request[];
  method?: autocannon.Request['method'];
  body?: string;
};

/** Drives one scenario with autocannon and keeps the figures the reports compare. */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    connections: options.connections ?? 20,
    duration: options.durationSeconds ?? 10,
    // autocannon treats a key set to undefined as a value, so only pass what was given.
    ...(options.headers && { headers: options.headers }),
    ...(options.requests && { requests: options.requests }),
    ...(options.method && { method: options.method }),
    ...(options.body && { body: options.body }),
  });
  return {
    name: options.name,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
