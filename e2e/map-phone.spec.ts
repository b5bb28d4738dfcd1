import type { Locator, Page } from '@playwright/test';
import { mapOverlays, mapPixels } from './support/map-pixels';
import { expect, test } from './support/test';

// WebGL in software on a shared machine: map tests get more time than the default.
test.describe.configure({ timeout: 120_000 });

// The embedded streets-like look's land.
const LAND = '#f2efe9';

/** With E2E_SCREENSHOTS set, a picture of the page to look at (in /tmp). */
async function picture(page: Page, name: string) {
  if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `/tmp/map-${name}.png` });
}

async function openMap(page: Page) {
  await page.goto('/');
  await page.getByTestId('map-canvas').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('map-loading')).toHaveCount(0, { timeout: 60_000 });
}

/** Every control floating over the map, by name. */
function controls(page: Page): Record<string, Locator> {
  return {
    'Live Data badge': page.getByText('Live Data', { exact: true }),
    'population badge': page.getByText(/Sports Users Across/),
    'Filter Map': page.getByRole('button', { name: 'Filter Map' }),
    'style buttons': page.getByRole('group', { name: 'Map style' }),
    'zoom in': page.getByRole('button', { name: 'Zoom in' }),
    'zoom out': page.getByRole('button', { name: 'Zoom out' }),
    'quick zoom': page.getByRole('group', { name: 'Quick zoom' }),
    attribution: page.locator('.maplibregl-ctrl-attrib'),
  };
}

/** No two controls share a pixel, and each lies inside the map. */
async function expectNoOverlaps(page: Page) {
  const map = (await page.getByTestId('map-canvas').boundingBox())!;
  const boxes = await Promise.all(
    Object.entries(controls(page)).map(async ([name, locator]) => {
      const box = await locator.boundingBox();
      expect(box, `${name} is on the page`).not.toBeNull();
      return { name, ...box! };
    }),
  );
  for (const box of boxes) {
    expect(box.x, `${box.name} inside the map`).toBeGreaterThanOrEqual(map.x);
    expect(box.x + box.width, `${box.name} inside the map`).toBeLessThanOrEqual(
      map.x + map.width + 0.5,
    );
  }
  for (const [i, a] of boxes.entries()) {
    for (const b of boxes.slice(i + 1)) {
      const apart =
        a.x + a.width <= b.x ||
        b.x + b.width <= a.x ||
        a.y + a.height <= b.y ||
        b.y + b.height <= a.y;
      expect(apart, `${a.name} and ${b.name} overlap`).toBe(true);
    }
  }
}

test("on a phone the map's controls do not overlap, and a picked person's Zoom Here is reachable", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openMap(page);
  // The loading screen went only once the base map was drawn: the land is there at once.
  const { land } = await mapPixels(page, { land: LAND }, { mask: mapOverlays(page) });
  expect(land.count).toBeGreaterThan(1000);
  await expectNoOverlaps(page);
  await picture(page, '390-light');

  // Choosing a person from the list closes the panel, so the popup and Zoom Here are free.
  await page.getByRole('button', { name: 'Filter Map' }).click();
  const panel = page.getByRole('complementary', { name: 'Map filters and statistics' });
  await panel.getByTestId('results-list').getByRole('button').first().click();
  await expect(panel).toHaveCount(0);
  const popup = page.getByTestId('map-popup');
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Zoom Here' }).click();
  await expect(page.getByTestId('map-canvas')).toHaveAttribute('data-zoom', '12.00');

  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByTestId('map-canvas').scrollIntoViewIfNeeded();
  await expectNoOverlaps(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await picture(page, '360-dark');
});

for (const size of [
  { width: 390, height: 844 },
  { width: 360, height: 640 },
]) {
  test(`at ${size.width}×${size.height} the filter and style buttons share a row and Around You starts on the first screen`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await page.goto('/');
    await expect(page.getByTestId('map-loading')).toHaveCount(0, { timeout: 60_000 });
    // Nothing scrolled: the card's title is on the first screen, below the map.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const [title, map] = await Promise.all([
      page.getByTestId('around-you').getByText('Around You', { exact: true }).boundingBox(),
      page.getByTestId('map-canvas').boundingBox(),
    ]);
    expect(title!.y).toBeGreaterThanOrEqual(map!.y + map!.height);
    expect(title!.y + title!.height).toBeLessThanOrEqual(size.height);
    // The compact switcher: one row with the filter button, clear of the zoom buttons.
    const [filter, styles] = await Promise.all([
      page.getByRole('button', { name: 'Filter Map' }).boundingBox(),
      page.getByRole('group', { name: 'Map style' }).boundingBox(),
    ]);
    expect(
      Math.abs(filter!.y + filter!.height / 2 - (styles!.y + styles!.height / 2)),
    ).toBeLessThan(4);
    await expectNoOverlaps(page);
    await picture(page, `${size.width}-first-screen`);
  });
}

test.describe('Around You on a phone', () => {
  test.use({
    geolocation: { latitude: 25.2854, longitude: 51.531 },
    permissions: ['geolocation'],
    viewport: { width: 390, height: 844 },
  });

  test('at zoom 14 the offline map names the country and says streets need tiles', async ({
    page,
  }) => {
    await openMap(page);
    await page.getByTestId('around-you').getByRole('button', { name: 'Enable Location' }).click();
    await expect(page.getByTestId('map-canvas')).toHaveAttribute('data-zoom', '14.00');
    await expect(page.getByText(/Street detail needs a map tiles setting/)).toBeVisible();
    await expect(page.getByLabel('Radius')).toHaveValue('5');
    // The radius select is as wide as its longest choice (it clipped "25 km").
    const radius = page.getByLabel('Radius');
    await radius.selectOption('25');
    expect(
      await radius.evaluate(
        (select: HTMLSelectElement) => select.scrollWidth <= select.clientWidth,
      ),
    ).toBe(true);
    await page.getByTestId('map-canvas').scrollIntoViewIfNeeded();
    await picture(page, '390-zoom14');

    // The whole 25 km circle, with the venues and people the card counts.
    await page.getByRole('button', { name: 'Show all within 25 km' }).click();
    await expect
      .poll(async () => Number(await page.getByTestId('map-canvas').getAttribute('data-zoom')), {
        timeout: 20_000,
      })
      .toBeLessThan(11);
    await expect(page.getByTestId('map-canvas')).toBeInViewport({ ratio: 0.9 });
    await picture(page, '390-range');
  });
});
