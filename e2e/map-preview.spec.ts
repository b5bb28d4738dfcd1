import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

// WebGL in software on a shared machine: map tests get more time than the default.
test.describe.configure({ timeout: 120_000 });

// A touch phone: the landing map is its picture until touched (ADR 021).
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** The scripts and data the page has fetched so far, by address. */
const fetched = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));

test('on a touch phone the map shows as a picture with its markers, and a tap starts it', async ({
  page,
}) => {
  await page.goto('/');
  const preview = page.getByTestId('map-preview');
  await expect(preview).toBeVisible();
  // The markers, clustered as the map clusters them, once the people and venues are in.
  await expect(page.getByTestId('map-loading')).toHaveCount(0, { timeout: 30_000 });
  await expect
    .poll(() => page.getByTestId('preview-markers').locator('circle').count())
    .toBeGreaterThan(3);
  await expect(page.getByText(/Sports Users Across/)).toBeVisible();
  // Nothing of MapLibre yet: not its code, not the world shapes it draws.
  const before = await fetched(page);
  expect(before.filter((url) => /map-canvas-|countries-50m/.test(url))).toEqual([]);
  await expect(page.getByTestId('map-canvas')).toHaveCount(0);

  await preview.tap({ position: { x: 200, y: 250 } });
  await expect(page.getByTestId('map-canvas')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('map-loading')).toHaveCount(0, { timeout: 60_000 });
  // Drawn: the picture has made way for MapLibre, at the same view.
  await expect(preview).toHaveCount(0);
  await expect(page.locator('.maplibregl-canvas')).toBeVisible();
  await expect(page.getByTestId('map-canvas')).toHaveAttribute('data-zoom', '3.50');
});

test('on a touch phone Quick Zoom before the map has started opens it where asked', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByTestId('map-loading')).toHaveCount(0, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Europe' }).tap();
  await expect(page.getByTestId('map-canvas')).toHaveAttribute('data-zoom', '5.00', {
    timeout: 60_000,
  });
});

test('on a touch phone the button under the picture starts the map by keyboard too', async ({
  page,
}) => {
  await page.goto('/');
  const start = page.getByRole('button', { name: 'Touch to explore the map' });
  await start.focus();
  await expect(page.getByTestId('map-canvas')).toBeVisible({ timeout: 60_000 });
});
