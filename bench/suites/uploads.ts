import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startServer } from '../lib/server';
import { registerCrowd } from './community';

const UPLOADERS = 4;
const LOAD_SECONDS = Number(process.env.BENCH_UPLOAD_SECONDS ?? 25);
const BASELINE_SECONDS = 8;
/** One /api/health request every this many milliseconds, as a load balancer's probe would. */
const PROBE_EVERY_MS = 20;
export const HEALTH_P99_TARGET_MS = 50;

type Latency = { p50: number; p99: number; max: number; count: number; failed: number };

function get(url: string, agent: Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** /api/health, one request at a time on its own connection, until `stop` says so. */
async function probeHealth(baseUrl: string, stop: () => boolean): Promise<Latency> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const times: number[] = [];
  let failed = 0;
  while (!stop()) {
    const begin = performance.now();
    const status = await get(`${baseUrl}/api/health`, agent).catch(() => 0);
    times.push(performance.now() - begin);
    if (status !== 200) failed++;
    await sleep(PROBE_EVERY_MS);
  }
  agent.destroy();
  times.sort((a, b) => a - b);
  const at = (p: number) =>
    Math.round(times[Math.min(times.length - 1, Math.floor(times.length * p))]! * 10) / 10;
  return { p50: at(0.5), p99: at(0.99), max: at(1), count: times.length, failed };
}

const until = (ms: number) => {
  const end = Date.now() + ms;
  return () => Date.now() >= end;
};

/**
 * Four clients upload 5 MB images back to back while /api/health is probed; the same probe with
 * no uploads, on the same server in the same run, is the baseline. Target: p99 ≤ 50 ms.
 */
export async function uploadBenchmark(target: string, env: Record<string, string>, port: number) {
  const uploadsDir = mkdtempSync(join(tmpdir(), 'matchday-bench-uploads-'));
  const server = await startServer(
    {
      ...env,
      UPLOADS_DIR: uploadsDir,
      UPLOAD_RATE_MAX: '1000000',
      UPLOAD_QUOTA_MB: '1000000',
    },
    port,
  );
  try {
    const cookies = await registerCrowd(server.url, UPLOADERS);
    const baseline = await probeHealth(server.url, until(BASELINE_SECONDS * 1000));

    // The stored files are removed as they land, so a run does not fill the disk.
    const janitor = setInterval(() => clearStored(uploadsDir), 2000);
    const clients = spawn(
      'nice',
      [
        '-n',
        '10',
        process.execPath,
        '--import',
        'tsx',
        'bench/lib/upload-clients.ts',
        server.url,
        String(LOAD_SECONDS),
        ...cookies,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    clients.stdout.on('data', (data: Buffer) => (output += data.toString()));
    const finished = once(clients, 'exit');
    const started = performance.now();
    // Probe only while the clients upload (they take a moment to draw their image first).
    await sleep(1500);
    const loaded = await probeHealth(server.url, until(LOAD_SECONDS * 1000 - 2500));
    await finished;
    const seconds = (performance.now() - started) / 1000;
    clearInterval(janitor);
    const {
      uploaded,
      failed: refused,
      bytes,
    } = JSON.parse(output) as {
      uploaded: number;
      failed: number;
      bytes: number;
    };

    const ok = loaded.p99 <= HEALTH_P99_TARGET_MS && loaded.failed === 0 && refused === 0;
    const rows = [
      { scenario: 'GET /api/health, no uploads (baseline)', ...baseline },
      { scenario: `GET /api/health, ${UPLOADERS} clients uploading 5 MB`, ...loaded },
    ];
    const notes = [
      `uploads: ${uploaded} of ${(bytes / 1e6).toFixed(1)} MB in ${seconds.toFixed(1)} s (${((uploaded * bytes) / 1e6 / seconds).toFixed(0)} MB/s), ${refused} failed`,
      // Other work on the machine shows in both rows; the baseline says how much.
      `machine load average (1 min) at the end: ${loadavg()[0]!.toFixed(1)}`,
      `${ok ? 'OK  ' : 'FAIL'} /api/health p99 under upload load ${loaded.p99} ms (target ≤ ${HEALTH_P99_TARGET_MS} ms)`,
    ];
    console.log(`\n== uploads-${target} ==`);
    console.table(
      rows.map((r) => ({
        scenario: r.scenario,
        'p50 ms': r.p50,
        'p99 ms': r.p99,
        'max ms': r.max,
        requests: r.count,
        failed: r.failed,
      })),
    );
    notes.forEach((note) => console.log(`  ${note}`));
    mkdirSync('bench/results', { recursive: true });
    writeFileSync(
      `bench/results/uploads-${target}.json`,
      JSON.stringify(
        { suite: `uploads-${target}`, at: new Date().toISOString(), rows, notes },
        null,
        2,
      ),
    );
    if (!ok) process.exitCode = 1;
  } finally {
    await server.stop();
    rmSync(uploadsDir, { recursive: true, force: true });
  }
}

/** Removes the stored files (not the folders, which the server may be writing into). */
function clearStored(dir: string) {
  for (const folder of readdirSync(dir)) {
    if (folder === '.incoming') continue;
    for (const file of readdirSync(join(dir, folder)))
      rmSync(join(dir, folder, file), { force: true });
  }
}
