import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { mapOverlays, mapPixels } from './support/map-pixels';

// The embedded streets-like look, and the marker colours of SPEC §2.
const WATER = '#aad3df';
const LAND = '#f2efe9';
// WebGL in software on a shared machine: map tests get more time than the default.
test.describe.configure({ timeout: 120_000 });

const CLUSTER = '#4f46e5';
const COACH = '#f59e0b';
const DARK_WATER = '#0d1522';

// Screenshots for a person to look at; test-results/ is ignored by git.
const SHOTS = 'test-results/map-shots';

async function openMap(page: Page) {
  await page.goto('/');
  await expect(page.getByTestId('map-canvas')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('map-loading')).toHaveCount(0, { timeout: 60_000 });
}

/** Waits until the canvas shows `colour` (the map draws asynchronously, tiles and all). */
async function waitForColour(page: Page, colour: string, min = 20) {
  await expect
    .poll(async () => (await mapPixels(page, { c: colour }, { mask: mapOverlays(page) })).c.count, {
      timeout: 30_000,
    })
    .toBeGreaterThanOrEqual(min);
}

async function openFilters(page: Page) {
  await page.getByRole('button', { name: 'Filter Map' }).click();
  await expect(page.getByRole('button', { name: 'Hide Filters' })).toBeVisible();
}

test('the map draws a real base map and markers, offline: no other host is contacted', async ({
  page,
  baseURL,
}) => {
  const hosts = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http')) hosts.add(url.host);
  });
  await openMap(page);
  await waitForColour(page, CLUSTER);
  const pixels = await mapPixels(
    page,
    { water: WATER, land: LAND, cluster: CLUSTER },
    { mask: mapOverlays(page) },
  );
  const size = await page.getByTestId('map-canvas').boundingBox();
  const area = size!.width * size!.height;
  // Sea and land both cover a good part of the view around the Mediterranean.
  expect(pixels.water.count / area).toBeGreaterThan(0.1);
  expect(pixels.land.count / area).toBeGreaterThan(0.1);
  expect(pixels.cluster.count).toBeGreaterThan(200);
  await expect(page.getByText('Live Data')).toBeVisible();
  await expect(page.getByText('100+ Sports Users Across Europe & Middle East')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/map-light.png` });
  expect([...hosts]).toEqual([new URL(baseURL!).host]);
});

test('clicking a marker opens its popup with every field, and Zoom Here zooms to 12', async ({
  page,
  request,
}) => {
  const [coach] = await (await request.get('/api/demo-users?userType=coach&country=Italy')).json();
  await openMap(page);
  await openFilters(page);
  await page.getByLabel('Search').fill(coach.name);
  await expect(page.getByTestId('marker-count')).toHaveText('1 on the map');
  await page.getByRole('button', { name: 'Hide Filters' }).click();

  await waitForColour(page, COACH);
  const { marker } = await mapPixels(page, { marker: COACH }, { mask: mapOverlays(page) });
  const box = (await page.getByTestId('map-canvas').boundingBox())!;
  await page.mouse.click(box.x + marker.spotX, box.y + marker.spotY);

  const popup = page.getByTestId('map-popup');
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('heading', { name: coach.name })).toBeVisible();
  await expect(popup.getByText('Coach', { exact: true })).toBeVisible();
  await expect(popup.getByText(coach.skillLevel, { exact: false })).toBeVisible();
  await expect(popup.getByText(coach.sport, { exact: true })).toBeVisible();
  await expect(popup.getByText(`${coach.city}, Italy`)).toBeVisible();
  await expect(popup.getByText('About')).toBeVisible();
  await expect(popup.getByText(coach.description)).toBeVisible();
  await expect(popup.getByTestId('popup-coordinates')).toHaveText(
    `${coach.latitude.toFixed(4)}, ${coach.longitude.toFixed(4)}`,
  );
  await page.screenshot({ path: `${SHOTS}/map-popup.png` });
  await popup.getByRole('button', { name: 'Zoom Here' }).click();
  await expect(page.getByTestId('map-canvas')).toHaveAttribute('data-zoom', '12.00');
});

test('filters change the markers, the count, the chips and the statistics', async ({
  page,
  request,
}) => {
  // Bookable venues are markers too; the venue seed decides how many.
  const venuesIn = async (query = '') =>
    ((await (await request.get(`/api/map/venues${query}`)).json()) as unknown[]).length;
  const allVenues = await venuesIn();
  const italianVenues = await venuesIn('?country=Italy');
  await openMap(page);
  await openFilters(page);
  const count = page.getByTestId('marker-count');
  // 165 seeded people: one inactive and two online-only players have no marker.
  await expect(count).toHaveText(`${162 + allVenues} on the map`);
  await expect(page.getByTestId('stat-Users')).toHaveText('164');
  await expect(page.getByTestId('stat-Countries')).toHaveText('9');
  await expect(page.getByTestId('stat-Sports')).toHaveText('24');

  await page.getByLabel('User type').selectOption('coach');
  await expect(count).toHaveText('18 on the map');
  await expect(page.getByTestId('filter-count')).toHaveText('1');
  await expect(page.getByTestId('stat-Users')).toHaveText('18');

  await page.getByLabel('Country').selectOption('Italy');
  await expect(count).toHaveText('2 on the map');
  await expect(page.getByTestId('filter-count')).toHaveText('2');
  await expect(page.getByTestId('stat-Countries')).toHaveText('1');
  const chips = page.getByRole('list', { name: 'Active filters' });
  await expect(chips.getByRole('listitem')).toHaveText(['Coaches', 'Italy']);

  // The keyboard's way to a marker: the list of who is on the map.
  const first = page.getByTestId('results-list').getByRole('button').first();
  const name = (await first.locator('span').nth(1).textContent())!;
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('map-popup').getByRole('heading', { name })).toBeVisible();
  await expect(page.getByTestId('map-canvas')).toHaveAttribute('data-zoom', '12.00');

  await page.getByRole('button', { name: 'Remove user type filter Coaches' }).click();
  await expect(count).toHaveText(`${18 + italianVenues} on the map`);
  await expect(page.getByLabel('User type')).toHaveValue('');
  await page.screenshot({ path: `${SHOTS}/map-filters.png` });

  await page.getByLabel('Skill level').selectOption('professional');
  await page.getByRole('button', { name: 'Clear All' }).click();
  await expect(count).toHaveText(`${162 + allVenues} on the map`);
  await expect(page.getByTestId('filter-count')).toHaveCount(0);

  // Blank search text is dropped, not sent.
  await page.getByLabel('Search').fill('   ');
  await page.waitForTimeout(600);
  await expect(count).toHaveText(`${162 + allVenues} on the map`);
  await expect(page.getByTestId('filter-count')).toHaveCount(0);
});

test.describe('Around You, location granted', () => {
  const doha = { latitude: 25.2854, longitude: 51.531 };
  test.use({ geolocation: doha, permissions: ['geolocation'] });

  test('finds the users nearby, centres on the user at zoom 14 and marks the spot', async ({
    page,
    request,
  }) => {
    const expected = async (radius: number) =>
      (
        await (
          await request.get(
            `/api/demo-users/nearby?lat=${doha.latitude}&lng=${doha.longitude}&radius=${radius}`,
          )
        ).json()
      ).length;
    await openMap(page);
    const card = page.getByTestId('around-you');
    await expect(card.getByText('Discover users and venues around your location')).toBeVisible();
    await card.getByRole('button', { name: 'Enable Location' }).click();

    const five = await expected(5);
    expect(five).toBeGreaterThan(0);
    await expect(card.getByTestId('nearby-count')).toHaveText(`Found ${five} users within 5km`);
    await expect(card.getByRole('list', { name: 'User types nearby' })).toBeVisible();
    await expect(card.getByTestId('your-coordinates')).toHaveText(
      'Your location: 25.2854, 51.5310',
    );
    await expect(page.getByRole('img', { name: 'Your Location' })).toBeVisible();
    const canvas = page.getByTestId('map-canvas');
    await expect(canvas).toHaveAttribute('data-zoom', '14.00');
    await expect(canvas).toHaveAttribute('data-center', '51.5310,25.2854');

    await card.getByLabel('Radius').selectOption('25');
    await expect(card.getByTestId('nearby-count')).toHaveText(
      `Found ${await expected(25)} users within 25km`,
    );
    await page.screenshot({ path: `${SHOTS}/map-around-you.png` });
  });

  test('says so when the nearby call fails', async ({ page }) => {
    await page.route('**/api/demo-users/nearby?*', (route) => route.fulfill({ status: 500 }));
    await openMap(page);
    await page.getByRole('button', { name: 'Enable Location' }).click();
    await expect(page.getByText('Error loading nearby users. Please try again.')).toBeVisible();
  });
});

test('Around You, location denied: says how to allow it, and Try Again asks again', async ({
  page,
}) => {
  await openMap(page);
  const card = page.getByTestId('around-you');
  await card.getByRole('button', { name: 'Enable Location' }).click();
  await expect(
    card.getByText('Location access denied. Please enable location in your browser settings.'),
  ).toBeVisible();
  await page.context().grantPermissions(['geolocation']);
  await page.context().setGeolocation({ latitude: 41.9028, longitude: 12.4964 });
  await card.getByRole('button', { name: 'Try Again' }).click();
  await expect(card.getByTestId('your-coordinates')).toHaveText('Your location: 41.9028, 12.4964');
});

test('the error screen shows when the API fails, and Retry recovers', async ({ page }) => {
  await page.route(/\/api\/demo-users(\?|$)/, (route) =>
    route.fulfill({ status: 500, body: 'boom' }),
  );
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Error Loading Map Data' })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByText('HTTP error! status: 500')).toBeVisible();
  await page.unroute(/\/api\/demo-users(\?|$)/);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Error Loading Map Data' })).toHaveCount(0);
  await waitForColour(page, CLUSTER);
});

test('Satellite says it needs a tiles setting; Dark and Light redraw the embedded map', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await openMap(page);
  const styles = page.getByRole('group', { name: 'Map style' });
  await expect(styles.getByRole('button', { name: 'Streets' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await styles.getByRole('button', { name: 'Satellite' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'needs a map tiles setting' }),
  ).toBeVisible();
  await expect(styles.getByRole('button', { name: 'Streets' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await styles.getByRole('button', { name: 'Dark' }).click();
  await waitForColour(page, DARK_WATER, 5000);
  await waitForColour(page, CLUSTER);
  await styles.getByRole('button', { name: 'Light' }).click();
  await waitForColour(page, '#dce8f2', 5000);
});
