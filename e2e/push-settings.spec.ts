import { expect, test } from './support/test';
import { newPlayer } from './support/people';

test('push is chosen per type, saved, held off without the in-app notification, and the device switch explains itself', async ({
  browser,
}) => {
  const page = await newPlayer(browser, 'Pusher');
  await page.goto('/settings');

  const gamesPush = page.getByRole('switch', { name: 'Games: by push' });
  await expect(gamesPush).toBeChecked();
  await gamesPush.focus();
  await page.keyboard.press('Space');
  await expect(gamesPush).not.toBeChecked();

  // Push comes with the in-app notification: switching that off holds push off.
  const teamsInApp = page.getByRole('switch', { name: 'Teams: in the app' });
  await teamsInApp.focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('switch', { name: 'Teams: by push' })).toBeDisabled();

  // Saved on the server, not just on the page.
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Games: by push' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Teams: by push' })).toBeDisabled();
  await expect(page.getByRole('switch', { name: 'Bookings: by push' })).toBeChecked();

  // The device switch always says where it stands (this browser's answer varies: no worker yet,
  // or off until permission is asked), never a bare switch.
  const device = page.getByRole('switch', { name: 'Push notifications on this device' });
  await expect(device).toBeAttached();
  await expect(device).not.toHaveAccessibleDescription(/Checking this browser/);
  await expect(device).toHaveAccessibleDescription(/push|notification|browser/i);
  await page.context().close();
});

test('the notification settings fit a 360 px phone', async ({ browser }) => {
  const page = await newPlayer(browser, 'Phone');
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/settings');
  const device = page.getByRole('switch', { name: 'Push notifications on this device' });
  await expect(
    page.getByRole('switch', { name: 'Social (followers, likes, comments, messages): by push' }),
  ).toBeAttached();
  await expect(device).toBeAttached();
  // Measured at once: nothing on the page is wider than the screen.
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    table: document.querySelector('table')?.getBoundingClientRect().right ?? 0,
  }));
  expect(widths.page).toBeLessThanOrEqual(360);
  expect(widths.table).toBeLessThanOrEqual(360);
  await page.context().close();
});

test.describe('with the app installed (service worker)', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the device switch asks the browser and answers plainly', async ({ browser }) => {
    const page = await newPlayer(browser, 'Device');
    await page.context().grantPermissions(['notifications']);
    await page.goto('/settings');
    const device = page.getByRole('switch', { name: 'Push notifications on this device' });
    // Usable once the worker is installed, and off until switched on.
    await expect(device).toBeEnabled();
    await expect(device).not.toBeChecked();
    await expect(device).toHaveAccessibleDescription(/even when Matchday is closed/);

    await device.focus();
    await page.keyboard.press('Space');
    // Debian's headless Chromium has no push service to subscribe with: it says so, and the switch
    // stays off. A browser with one ends up on, with the server holding the subscription.
    const refused = page
      .getByTestId('toast')
      .filter({ hasText: "This browser couldn't reach its push service" });
    await expect(refused.or(page.getByText(/arrive on this device/))).toBeVisible();
    if (await refused.isVisible()) await expect(device).not.toBeChecked();
    else await expect(device).toBeChecked();
    await page.context().close();
  });
});
