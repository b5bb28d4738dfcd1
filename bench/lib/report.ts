import { mkdirSync, writeFileSync } from 'node:fs';
import type { LoadResult } from './load';

export type Row = LoadResult & { ratioToBaseline: number };

/**
 * Prints each scenario beside the baseline measured in the same run (ARCHITECTURE rule 11) and
 * writes the figures to bench/results/<suite>.json.
 */
export function report(
  suite: string,
  baseline: LoadResult,
  scenarios: LoadResult[],
  notes: string[] = [],
) {
  const rows: Row[] = [baseline, ...scenarios].map((r) => ({
    ...r,
    ratioToBaseline: r.requestsPerSecond / baseline.requestsPerSecond,
  }));
  console.log(`\n== ${suite} ==`);
  console.table(
    rows.map((r) => ({
      scenario: r.name,
      'req/s': Math.round(r.requestsPerSecond),
      'p50 ms': r.p50Ms,
      'p99 ms': r.p99Ms,
      'x baseline': r.ratioToBaseline.toFixed(3),
      errors: r.errors,
      non2xx: r.non2xx,
    })),
  );
  notes.forEach((note) => console.log(`  ${note}`));
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(
    `bench/results/${suite}.json`,
    JSON.stringify({ suite, at: new Date().toISOString(), rows, notes }, null, 2),
  );
  return rows;
}
