import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';

export type RunningServer = {
  url: string;
  /** The server process's id, for reading its memory from /proc/<pid>/status. */
  pid: number;
  stop: () => Promise<void>;
};

/**
 * Starts the built server (dist/server/main.js) as its own process, the way production runs it,
 * and waits until it answers. Load is generated from this process, so the two do not share a CPU
 * thread (the machine's cores are still shared: compare ratios, not absolute figures).
 */
export async function startServer(
  env: Record<string, string>,
  port: number,
): Promise<RunningServer> {
  const child: ChildProcess = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      // Load comes from one address; the limiter itself is covered by the API tests.
      AUTH_MAX_ATTEMPTS_PER_IP: '1000000000',
      LOGIN_MAX_FAILURES_PER_ACCOUNT: '1000000000',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not start within 120 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    pid: child.pid!,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}
