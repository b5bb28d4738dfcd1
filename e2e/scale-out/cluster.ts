import { type ChildProcess, spawn } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/**
 * The production layout of docs/deploy.md, small: two Matchday instances (the built server,
 * `node dist/server/main.js`) on one fresh PostgreSQL database, behind nginx with the proxy
 * settings deployers install (deploy/matchday-proxy.conf), round robin and no sticky sessions.
 * Everything it starts is stopped by its process id, and everything it writes is in one
 * temporary folder that goes with it.
 */

export type Instance = { name: string; port: number; pid: number };
export type Cluster = { url: string; instances: Instance[]; stop: () => Promise<void> };

const INSTANCE_NAMES = ['a', 'b'];
const STARTUP_MS = 90_000;
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SERVER = join(ROOT, 'dist/server/main.js');
const PROXY_SETTINGS = join(ROOT, 'deploy/matchday-proxy.conf');

/** nginx from Debian's package lives in /usr/sbin, which a non-root PATH may not include. */
function nginxBinary(): string {
  const binary = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
  if (!existsSync(binary)) {
    throw new Error(`nginx is not at ${binary}: apt-get install nginx, or set NGINX_PATH`);
  }
  return binary;
}

/** Starts a program with its output in `logFile`; a failure to start shows as an exit. */
function start(command: string, args: string[], logFile: string, env?: NodeJS.ProcessEnv) {
  const log = openSync(logFile, 'w');
  const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', log, log], env });
  closeSync(log);
  child.on('error', (error) => writeFileSync(logFile, `${error.message}\n`, { flag: 'a' }));
  return child;
}

async function adminQuery(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** The nginx configuration: its own prefix, pid, logs and temp folders, in the foreground. */
function nginxConfig(dir: string, port: number, upstreams: number[]): string {
  // Started by root (CI), nginx would run its workers as nobody, who cannot write to our
  // private temporary folder; started by anyone else, it runs as that user and `user` is moot.
  const user = process.getuid?.() === 0 ? 'user root root;' : '';
  const temp = (name: string) => join(dir, name);
  return `${user}
daemon off;
worker_processes 1;
pid ${temp('nginx.pid')};
error_log stderr warn;
events { worker_connections 256; }
http {
  access_log ${temp('access.log')};
  client_body_temp_path ${temp('client_body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  map $http_upgrade $connection_upgrade { default upgrade; '' ''; }
  upstream matchday {
    zone matchday 64k;
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=10s;`).join('\n')}
    keepalive 8;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      include ${PROXY_SETTINGS};
    }
  }
}
`;
}

/** Polls `url` until it answers 200; fails early when the process serving it has exited. */
async function waitForHealth(url: string, child: ChildProcess, logFile: string) {
  const deadline = Date.now() + STARTUP_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`exited before answering ${url}:\n${readFileSync(logFile, 'utf8')}`);
    }
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(
    `${url} did not answer within ${STARTUP_MS / 1000} s:\n${readFileSync(logFile, 'utf8')}`,
  );
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => child.once('exit', () => done()));
}

/** SIGTERM (a clean stop), then SIGKILL if it is still there after a few seconds. */
async function stopProcess(child: ChildProcess) {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(child.pid, 'SIGTERM');
  } catch {
    return; // Already gone (the test killed it).
  }
  const timer = setTimeout(
    () => child.pid !== undefined && process.kill(child.pid, 'SIGKILL'),
    5000,
  );
  await exited(child);
  clearTimeout(timer);
}

/** Starts the cluster: nginx on `port`, the instances on the next ports. */
export async function startCluster({
  databaseUrl,
  port,
}: {
  databaseUrl: string;
  port: number;
}): Promise<Cluster> {
  if (!existsSync(SERVER)) {
    throw new Error('dist/server/main.js is missing: run `npm run build` first');
  }
  const dir = mkdtempSync(join(tmpdir(), 'matchday-scale-out-'));
  const database = `matchday_scale_out_${process.pid}_${Date.now()}`;
  const children: ChildProcess[] = [];
  let databaseCreated = false;

  // Should the test runner itself be stopped before it can run `stop`, the processes it started
  // go with it rather than hold the ports (the database and folder stay until the next clean run).
  const killLeftovers = () => {
    for (const child of children) {
      if (child.pid !== undefined && child.exitCode === null && child.signalCode === null) {
        try {
          process.kill(child.pid, 'SIGKILL');
        } catch {
          // Gone meanwhile.
        }
      }
    }
  };
  process.once('exit', killLeftovers);

  const stop = async () => {
    process.off('exit', killLeftovers);
    // nginx first, so nothing reaches an instance while it stops.
    for (const child of [...children].reverse()) await stopProcess(child);
    if (databaseCreated) {
      await adminQuery(databaseUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    }
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    await adminQuery(databaseUrl, `CREATE DATABASE ${database}`);
    databaseCreated = true;
    const uploads = join(dir, 'uploads');
    mkdirSync(uploads);

    // Both start at once, as a deploy would start them: one migrates, the other waits its turn.
    const instances = INSTANCE_NAMES.map((name, i) => {
      const instancePort = port + 1 + i;
      const logFile = join(dir, `instance-${name}.log`);
      const child = start(process.execPath, [SERVER], logFile, {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(instancePort),
        INSTANCE_NAME: name,
        DATABASE_URL: withDatabase(databaseUrl, database),
        DATABASE_POOL_SIZE: '4',
        SEED_DEMO_DATA: 'false',
        TRUST_PROXY: 'loopback',
        // One folder for both, as a shared volume would be (or an S3 bucket in production).
        UPLOADS_DIR: uploads,
        LOG_LEVEL: 'warn',
      });
      children.push(child);
      return { name, port: instancePort, child, logFile };
    });
    for (const { port: p, child, logFile } of instances) {
      await waitForHealth(`http://127.0.0.1:${p}/api/health`, child, logFile);
    }

    const nginxDir = join(dir, 'nginx');
    mkdirSync(nginxDir);
    const configFile = join(nginxDir, 'nginx.conf');
    writeFileSync(
      configFile,
      nginxConfig(
        nginxDir,
        port,
        instances.map((i) => i.port),
      ),
    );
    const nginxLog = join(nginxDir, 'output.log');
    const nginx = start(
      nginxBinary(),
      ['-p', nginxDir, '-c', configFile, '-e', 'stderr'],
      nginxLog,
    );
    children.push(nginx);
    const url = `http://127.0.0.1:${port}`;
    await waitForHealth(`${url}/api/health`, nginx, nginxLog);

    return {
      url,
      instances: instances.map(({ name, port: p, child }) => ({ name, port: p, pid: child.pid! })),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
