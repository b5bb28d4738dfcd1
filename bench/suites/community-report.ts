import { report } from '../lib/report';
import type { LoadResult } from '../lib/load';
import type { RunningServer } from '../lib/server';
import { communityScenarios } from './community';
import { feedScenarios } from './feed';

/** Likes and joins under concurrency on a running server; a broken invariant fails the run. */
export async function runCommunitySuite(target: string, server: RunningServer, base: LoadResult) {
  const { rows, checks } = await communityScenarios(server);
  const notes = checks.map((c) => `${c.ok ? 'OK  ' : 'FAIL'} ${c.what}: ${c.detail}`);
  report(`community-${target}`, base, rows, notes);
  if (checks.some((c) => !c.ok)) process.exitCode = 1;
}

export async function runFeedSuite(
  target: string,
  server: RunningServer,
  base: LoadResult,
  deepCursor: string,
) {
  const { rows, notes, ok } = await feedScenarios(server, deepCursor);
  report(`feed-${target}`, base, rows, notes);
  if (!ok) process.exitCode = 1;
}
