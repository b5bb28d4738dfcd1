import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { entryPreloads } from './scripts/vite-entry-preloads';
import { WEB_MANIFEST } from './src/shared/web-manifest';

const apiPort = Number(process.env.API_PORT ?? 5001);
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

// The server's renderer of the entry pages (src/web/entry-server.tsx, `vite build --ssr` into
// dist/ssr) needs neither the service worker nor a copy of the public files.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    entryPreloads(),
    // The installable app (ADR 019): our own service worker (src/web/sw), with the list of built
    // files to precache injected into it, and the manifest. The page registers the worker itself
    // (src/web/app/pwa) so it can ask before switching to a new version.
    !isSsrBuild &&
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'src/web/sw',
        filename: 'sw.ts',
        registerType: 'prompt',
        injectRegister: false,
        manifest: WEB_MANIFEST,
        injectManifest: {
          // The app shell: every script, style and page chunk, the icons and the offline world
          // map. Source maps and the .br/.gz copies (written after this step) stay out.
          globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
          maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        },
      }),
  ],
  resolve: {
    tsconfigPaths: true,
    // Zod without its `new Function` probe in the browser (src/web/lib/zod-jitless.ts).
    alias: [
      {
        find: /^zod$/,
        replacement: fileURLToPath(new URL('./src/web/lib/zod-jitless.ts', import.meta.url)),
      },
    ],
  },
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    copyPublicDir: !isSsrBuild,
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
          include: [
            'src/web/**/*.test.{ts,tsx}',
            'src/shared/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
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
}));
