import { spawn } from 'node:child_process';

/**
 * `npm run dev`: the API under `tsx watch` (restarts on change) on API_PORT, and Vite with hot
 * reload on PORT, forwarding /api to it (vite.config.ts). Ctrl+C stops both.
 */
const apiPort = process.env.API_PORT ?? '5001';
const webPort = process.env.PORT ?? '5000';

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, NODE_ENV: 'development', WEB_DIST_DIR: 'dist/none' },
  }),
  spawn('npx', ['vite', '--port', webPort, '--strictPort'], {
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];

function stopAll() {
  for (const child of children) child.kill('SIGTERM');
}
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
for (const child of children) {
  child.on('exit', (code) => {
    stopAll();
    process.exitCode = code ?? 0;
  });
}
