import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '@server/db/client';
import { loadConfig } from '@server/config';
import { seedDatabase } from '@server/db/seed/index';
import { openUploadStore } from '@server/features/uploads/upload-store';
import { sequentialLatency } from '../lib/latency';
import { report } from '../lib/report';
import { type ChatBenchData, seedChatBench } from '../lib/seed-chat';
import { startServer } from '../lib/server';
import { baseline } from './auth';
import { fanOutScenario } from './realtime-fanout';
import { busyScenario, crossInstanceScenario, historyScenario, type Scenario } from './realtime';

const MEMBERS = Number(process.env.BENCH_CHAT_MEMBERS ?? 1000);
const HISTORY = Number(process.env.BENCH_CHAT_HISTORY ?? 1_000_000);

type Prepared = { url: string; data: ChatBenchData; cleanup: () => Promise<void> };

async function adminQuery(adminUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end().catch(() => {});
  }
}

/** A database of its own (a scratch PostgreSQL database or a PGlite directory), seeded first. */
async function prepare(target: 'pglite' | 'postgres', adminUrl: string): Promise<Prepared> {
  let url: string;
  let cleanup: () => Promise<void>;
  if (target === 'pglite') {
    url = mkdtempSync(join(tmpdir(), 'matchday-bench-realtime-'));
    cleanup = async () => rmSync(url, { recursive: true, force: true });
  } else {
    const name = `matchday_bench_realtime_${process.pid}`;
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
    const parsed = new URL(adminUrl);
    parsed.pathname = `/${name}`;
    url = parsed.toString();
    cleanup = () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const started = Date.now();
  const database = await openDatabase(url);
  try {
    await database.migrate();
    // Reference data only (sports): the suite writes its own people.
    const uploadStore = await openUploadStore({ ...loadConfig({}).uploads, dir: null });
    await seedDatabase(database.db, { demo: false, uploadStore });
    await uploadStore.close();
    const data = await seedChatBench(database.db, { members: MEMBERS, historyMessages: HISTORY });
    console.log(
      `  ${target}: ${MEMBERS} people with sessions and ${HISTORY.toLocaleString('en')} messages in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    return { url, data, cleanup };
  } finally {
    await database.close();
  }
}

/** A scenario that throws (a push that never came) fails the run but not the others' figures. */
async function attempt(name: string, run: () => Promise<Scenario>): Promise<Scenario> {
  try {
    return await run();
  } catch (error) {
    return { rows: [], ok: false, notes: [`${name}: FAIL, ${String(error)}`] };
  }
}

/**
 * Issue 11's real-time figures on one back end: fan-out to 1,000 sockets with the memory they
 * hold, busy direct conversations, delivery across two instances (PostgreSQL only) and history
 * at a million messages. Each beside the trivial route of the same server and run.
 */
export async function realtimeBenchmarks({
  target,
  adminUrl,
  port,
}: {
  target: 'pglite' | 'postgres';
  adminUrl: string;
  port: number;
}) {
  const { url, data, cleanup } = await prepare(target, adminUrl);
  try {
    const env = { DATABASE_URL: url, SEED_DEMO_DATA: 'false' };
    const server = await startServer(env, port);
    const done: Scenario[] = [];
    try {
      // First, while the server is fresh: its memory before and after the sockets open.
      done.push(await attempt('fan-out', () => fanOutScenario(server, data)));
      const base = await baseline(server);
      const oneAtATime = await sequentialLatency(
        'baseline GET /api/health, one at a time',
        server.url,
        ['/api/health'],
      );
      done.push(await attempt('busy direct conversations', () => busyScenario(server, data)));
      if (target === 'postgres') {
        const second = await startServer(env, port + 1);
        try {
          done.push(
            await attempt('across instances', () => crossInstanceScenario(server, second, data)),
          );
        } finally {
          await second.stop();
        }
      }
      done.push(await attempt('history', () => historyScenario(server, data)));
      const notes = done.flatMap((s) => s.notes);
      if (target === 'pglite')
        notes.push('across instances: PostgreSQL only (PGlite is one process)');
      report(`realtime-${target}`, base, [oneAtATime, ...done.flatMap((s) => s.rows)], notes);
    } finally {
      await server.stop();
    }
    if (done.some((s) => !s.ok)) process.exitCode = 1;
  } finally {
    await cleanup();
  }
}
