import { defineConfig } from '@playwright/test';
import baseConfig from '../../playwright.config';
import { scaleOutPort } from './ports';

/**
 * The scale-out check (`npm run test:scale-out`): two instances on one PostgreSQL behind nginx,
 * started by global-setup.ts instead of the usual single web server. Same browser as the rest.
 */
export default defineConfig({
  testDir: '.',
  testMatch: 'scale-out.spec.ts',
  globalSetup: './global-setup.ts',
  workers: 1,
  forbidOnly: baseConfig.forbidOnly,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: baseConfig.reporter,
  use: { ...baseConfig.use, baseURL: `http://127.0.0.1:${scaleOutPort}` },
});
