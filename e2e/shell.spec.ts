import { appStarted } from './support/app-started';
import { expect, takeRefused, test } from './support/test';

test('an unknown path shows the not-found page with its exact texts', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
});

for (const path of [
  '/bookings',
  '/community',
  '/checkout',
  '/role-selection',
  '/dashboard/player',
]) {
  test(`visitors opening ${path} are sent to /auth`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(/\/auth$/);
  });
}

test('before any script runs, an entry page reads from the server and asks for its own code', async ({
  page,
}) => {
  // The app's scripts held back: what shows and loads now comes from the server's page alone.
  await page.route('**/assets/index-*.js', (route) => route.abort());
  await page.goto('/venues');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find Sports Venues');
  await expect(page.getByRole('link', { name: /^Book Now/ }).first()).toBeVisible();
  await expect(page.locator('link[rel="modulepreload"][href*="/venues-page-"]')).toHaveCount(1);
  await expect(page.locator('link[rel="modulepreload"][href*="/auth-page-"]')).toHaveCount(0);
  // The list the app runs in steps (app/start-in-steps.ts): the page's chunk after its imports.
  const pageModules = await page.evaluate(
    () => (window as { matchdayPageModules?: string[] }).matchdayPageModules ?? [],
  );
  expect(pageModules.at(-1)).toMatch(/\/venues-page-[\w-]+\.js$/);
  // Its app did not come: the page is no longer held inert, so its links work as plain links.
  await expect(page.locator('#root')).not.toHaveAttribute('inert');

  // Any other page is the app's own: the spinner until the app runs.
  await page.goto('/players');
  await expect(page.getByRole('status')).toHaveText('Loading');
});

test('with scripts switched off, the entry pages still read', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.goto('/venues');
  const first = page.getByRole('link', { name: /^Book Now/ }).first();
  await expect(first).toBeVisible();
  // The venue's own page, by the address the list links to.
  await page.goto((await first.getAttribute('href'))!);
  await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
  await context.close();
});

test('a generic role dashboard shows the auth screen to visitors, in place', async ({ page }) => {
  await page.goto('/dashboard/league');
  await expect(page).toHaveURL(/\/dashboard\/league$/);
  await expect(page.getByRole('tab', { name: /login/i })).toBeVisible();
});

test('the theme choice survives a reload, with no flash of the other theme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  // Any page has the toggle; this one has no map to draw, so the menu settles at once.
  await page.goto('/auth');
  await expect(page.locator('html')).toHaveClass(/light/);

  await page.getByTestId('theme-toggle').click();
  await page.getByRole('menuitemradio', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('matchday-theme'))).toBe('dark');

  // The class must already be right in the HTML the browser paints first, before React runs.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
});

test('"system" follows the operating system while the page is open', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/light/);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/dark/);
});

test('the welcome toast greets a new visitor once per browser session', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('toast').getByText('Welcome to Matchday')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('toast')).toHaveCount(0);
});

test('F8 moves focus to the notifications region', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('toast')).toBeVisible();
  // The toast shows as the app starts; the key is heard once it has taken over the page.
  await appStarted(page);
  await page.keyboard.press('F8');
  const region = await page.evaluate(
    () => document.activeElement?.closest('[role="region"]')?.getAttribute('aria-label') ?? '',
  );
  expect(region).toBe('Notifications (F8)');
});

test('at 360 px the visitor top bar fits: logo, theme and both buttons side by side', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/auth');
  const boxes = await Promise.all(
    [
      page.getByRole('link', { name: 'Matchday home' }).first(),
      page.getByTestId('theme-toggle'),
      page.getByRole('banner').getByRole('link', { name: 'Sign In' }),
      page.getByRole('banner').getByRole('link', { name: 'Join Now' }),
    ].map(async (locator) => (await locator.boundingBox())!),
  );
  for (let i = 1; i < boxes.length; i++) {
    expect(boxes[i]!.x).toBeGreaterThanOrEqual(boxes[i - 1]!.x + boxes[i - 1]!.width);
  }
  expect(boxes.at(-1)!.x + boxes.at(-1)!.width).toBeLessThanOrEqual(360);
});

test('the page runs under its content security policy: no script but its own', async ({ page }) => {
  const response = await page.goto('/auth');
  const policy = response!.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self' 'sha256-");
  expect(policy).toContain("object-src 'none'");
  // The theme script in index.html ran (its hash is in the policy)...
  await expect(page.locator('html')).toHaveClass(/light|dark/);
  // ...and a script injected into the page does not.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
  });
  expect(await page.evaluate(() => 'injected' in window)).toBe(false);
  expect(takeRefused().join('\n')).toMatch(/inline script.*Content Security Policy/);
});
