import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const apiPort = Number(process.env.API_PORT ?? 5001);
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { tsconfigPaths: true },
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: true,
    // bench/suites/landing-size.ts reads it to measure the landing page's first JavaScript.
    manifest: true,
  },
  // `npm run dev`: Vite serves the web app and forwards /api to the API server started beside it.
  server: {
    port: Number(process.env.PORT ?? 5000),
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, ws: true } },
  },
  test: {
    // Test files of a project share one module graph per worker instead of importing the whole
    // app again for every file: the suite runs in a third of the time. Each file still builds its
    // own app, database and query client; the few module-level stores are reset by the setup files.
    isolate: false,
    projects: [
      {
        extends: true as const,
        test: {
          name: 'web',
          include: ['src/web/**/*.test.{ts,tsx}', 'src/shared/**/*.test.ts'],
          environment: 'happy-dom',
          setupFiles: ['src/web/test/setup.ts'],
        },
      },
      {
        extends: true as const,
        test: {
          name: 'api',
          include: ['src/server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['src/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(onPostgres
        ? [
            {
              extends: true as const,
              test: {
                name: 'api-postgres',
                include: ['src/server/**/*.test.ts'],
                environment: 'node',
                globalSetup: ['src/server/test/global-setup.ts'],
                env: { TEST_DB: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
