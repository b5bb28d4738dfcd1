import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { mapOverlays, mapPixels, solidTile } from './support/map-pixels';

// WebGL in software on a shared machine: map tests get more time than the default.
test.describe.configure({ timeout: 120_000 });

const CLUSTER = '#4f46e5';
const TILE_COLOURS = { satellite: '#7a3b12', streets: '#12a37a' } as const;

async function waitForColour(page: Page, colour: string, min: number) {
  await expect
    .poll(async () => (await mapPixels(page, { c: colour }, { mask: mapOverlays(page) })).c.count, {
      timeout: 30_000,
    })
    .toBeGreaterThanOrEqual(min);
}

test('with a tiles setting, Satellite is the default and each style shows its tiles', async ({
  page,
  baseURL,
}) => {
  const raster = (name: string) => ({
    type: 'raster',
    tiles: [`${baseURL}/e2e-tiles/${name}/{z}/{x}/{y}.png`],
    tileSize: 256,
    attribution: 'Test tiles',
  });
  // What GET /api/map/config answers when MAP_TILES_SATELLITE / MAP_TILES_STREETS are set.
  await page.route('**/api/map/config', (route) =>
    route.fulfill({
      json: {
        tiles: {
          satellite: raster('satellite'),
          streets: raster('streets'),
          dark: null,
          light: null,
        },
      },
    }),
  );
  await page.route('**/e2e-tiles/**', (route) => {
    const name = new URL(route.request().url()).pathname.split('/')[2] as keyof typeof TILE_COLOURS;
    return route.fulfill({ contentType: 'image/png', body: solidTile(TILE_COLOURS[name]) });
  });
  await page.goto('/');
  await expect(page.getByTestId('map-canvas')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('map-loading')).toHaveCount(0, { timeout: 60_000 });
  const styles = page.getByRole('group', { name: 'Map style' });
  await expect(styles.getByRole('button', { name: 'Satellite' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await waitForColour(page, TILE_COLOURS.satellite, 50_000);
  await waitForColour(page, CLUSTER, 100);
  // The setting's attribution is credited on the map.
  await expect(page.locator('.maplibregl-ctrl-attrib-inner')).toHaveText('Test tiles');

  await styles.getByRole('button', { name: 'Streets' }).click();
  await waitForColour(page, TILE_COLOURS.streets, 50_000);
  await waitForColour(page, CLUSTER, 100);

  // Dark has no tiles here: the embedded dark map.
  await styles.getByRole('button', { name: 'Dark' }).click();
  await waitForColour(page, '#0d1522', 5000);
});

test('the rest of the landing page works before the map code arrives', async ({ page }) => {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const mapChunk = /\/assets\/live-map-[^/]*\.js$/;
  await page.route(mapChunk, async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto('/');
  await expect(page.getByText('Loading map data...')).toBeVisible();
  // The page around the map is already there and usable.
  const form = page.getByRole('search', { name: 'Find a venue' });
  await form.getByLabel('Location').fill('Madrid');
  await form.getByLabel('Sport').selectOption('Tennis');
  await expect(page.getByTestId('role-card')).toHaveCount(10);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const loaded = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => entry.name),
  );
  // No map JavaScript yet (its stylesheet may already be on its way with the chunk request).
  expect(loaded.filter((name) => /(maplibre|live-map)[^/]*\.m?js$/.test(name))).toEqual([]);

  release();
  await expect(page.getByTestId('map-canvas')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('map-loading')).toHaveCount(0, { timeout: 60_000 });
});
