import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '@server/db/client';
import { loadConfig } from '@server/config';
import { seedDatabase } from '@server/db/seed/index';
import { openUploadStore } from '@server/features/uploads/upload-store';
import { cursorAt, growFeed } from '../lib/feed-posts';
import { type LoadResult, runLoad } from '../lib/load';
import type { RunningServer } from '../lib/server';
import { signIn } from './community';

export const FEED_POSTS = Number(process.env.BENCH_FEED_POSTS ?? 1_000_000);
/** How deep the "deep page" is: 90% of the way down the feed. */
export const DEEP_OFFSET = Math.floor(FEED_POSTS * 0.9);
export const FLAT_TARGET = 1.5;

/** Grows a database to FEED_POSTS posts and answers the cursor of the deep page. */
export async function prepareFeed(databaseUrl: string): Promise<string> {
  const database = await openDatabase(databaseUrl);
  try {
    await database.migrate();
    // The demo pictures go to a throwaway folder: these suites never fetch them.
    const uploadStore = await openUploadStore({ ...loadConfig({}).uploads, dir: null });
    await seedDatabase(database.db, { demo: true, uploadStore });
    await uploadStore.close();
    await growFeed(database.db, FEED_POSTS);
    return await cursorAt(database.db, DEEP_OFFSET);
  } finally {
    await database.close();
  }
}

/** A PGlite data directory for the feed bench (the server then opens it); removed afterwards. */
export function pgliteFeedDir() {
  const dir = join(tmpdir(), `matchday-bench-feed-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * The first page of the feed and one 90% of the way down, same server, same load. Keyset
 * pagination should make them cost the same; the target is deep ≤ 1.5× first.
 */
export async function feedScenarios(
  server: RunningServer,
  deepCursor: string,
): Promise<{ rows: LoadResult[]; notes: string[]; ok: boolean }> {
  const cookie = await signIn(server.url, 'player@matchday.dev', 'matchday123');
  const headers = { cookie };
  const first = await runLoad({
    name: 'GET /api/posts first page',
    url: `${server.url}/api/posts?limit=20`,
    headers,
    connections: 10,
  });
  const deep = await runLoad({
    name: `GET /api/posts page at post ${DEEP_OFFSET.toLocaleString('en')}`,
    url: `${server.url}/api/posts?limit=20&cursor=${deepCursor}`,
    headers,
    connections: 10,
  });
  // Cost per request at the same concurrency: the inverse of throughput.
  const ratio = first.requestsPerSecond / deep.requestsPerSecond;
  const ok = ratio <= FLAT_TARGET && deep.non2xx === 0 && first.non2xx === 0;
  return {
    rows: [first, deep],
    ok,
    notes: [
      `${FEED_POSTS.toLocaleString('en')} posts; deep page costs ${ratio.toFixed(2)}× the first (target ≤ ${FLAT_TARGET}×; p50 ${first.p50Ms} ms vs ${deep.p50Ms} ms) ${ok ? 'OK' : 'FAIL'}`,
    ],
  };
}
