import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 5100);
const baseURL = `http://127.0.0.1:${port}`;

/**
 * End-to-end tests in real Chromium (Debian's /usr/bin/chromium, or CHROMIUM_PATH) against the
 * built app on a throwaway embedded database. `npm run test:e2e` builds first.
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // CI runs two workers and the server on two cores: long flows that take 20 s on an idle
  // machine take 30 s or more there, and on a busy day a page's first start (its scripts
  // evaluated in a starved browser) alone can pass 10 s, and 20 s with anything else running.
  // A wait that fails there fails here too, only later.
  timeout: process.env.CI ? 90_000 : 30_000,
  expect: { timeout: process.env.CI ? 30_000 : 10_000 },
  reporter: process.env.CI ? [['line']] : [['list']],
  // The map tests draw WebGL in software, which takes a whole core each: they run on their own,
  // one at a time, after the rest, so neither half starves the other on a two-core machine.
  projects: [
    // The scale-out check starts a cluster of its own (npm run test:scale-out).
    { name: 'app', testIgnore: [/map[^/]*\.spec\.ts$/, /scale-out\//] },
    { name: 'map', testMatch: /map[^/]*\.spec\.ts$/, dependencies: ['app'], workers: 1 },
  ],
  use: {
    baseURL,
    browserName: 'chromium',
    trace: 'retain-on-failure',
    // The service worker answers the page's requests from its own fetches, which page.route()
    // cannot see: specs that stub the network would test the worker instead. e2e/pwa.spec.ts
    // allows it, and is where the worker is tested.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // Without these, Chromium keeps dialling Google services this sandbox cannot reach.
      args: [
        '--no-sandbox',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node dist/server/main.js',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: 'memory://',
      LOG_LEVEL: 'warn',
      // Every test signs in from 127.0.0.1; the per-address limit has its own API tests.
      AUTH_MAX_ATTEMPTS_PER_IP: '100000',
      // Split bookings' deadline on demand (POST /api/test/splits/{id}/deadline), memory:// only.
      E2E_TEST_CLOCK: '1',
    },
  },
});
