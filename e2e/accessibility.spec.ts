import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { appStarted } from './support/app-started';
import { expect, test } from './support/test';

async function signIn(page: Page) {
  const response = await page.request.post('/api/login', {
    data: { email: 'player@matchday.dev', password: 'matchday123' },
  });
  expect(response.ok()).toBe(true);
}

/** Serious and critical WCAG 2 A/AA problems axe finds on the page as it stands. */
async function violations(page: Page, within?: string) {
  const axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']);
  const results = await (within ? axe.include(within) : axe).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const pages = [
  { path: '/', signedIn: false, heading: /Book the court/ },
  { path: '/auth', signedIn: false, heading: /Welcome back/ },
  { path: '/no/such/page', signedIn: false, heading: /404 Page Not Found/ },
  { path: '/', signedIn: true, heading: /Welcome back, Sam/ },
  { path: '/role-selection', signedIn: true, heading: /role/i },
  { path: '/dashboard/federation', signedIn: true, heading: /Federation/ },
  { path: '/profile', signedIn: true, heading: /Sam Carter|Profile/ },
  { path: '/settings', signedIn: true, heading: /Settings/ },
  { path: '/notifications', signedIn: true, heading: /Notifications/ },
  { path: '/leagues', signedIn: true, heading: /Leagues/ },
  { path: '/federations', signedIn: false, heading: /Federations/ },
  { path: '/esports', signedIn: true, heading: /Esports/ },
  { path: '/dashboard/esports', signedIn: true, heading: /Esports Dashboard/ },
  // Split bookings' shares panels (issue 16) and the Games tab's open matches.
  { path: '/bookings', signedIn: true, heading: /My Bookings/ },
  { path: '/players?tab=games', signedIn: true, heading: /Find Players/ },
];

for (const scheme of ['light', 'dark'] as const) {
  for (const { path, signedIn, heading } of pages) {
    test(`${path} (${signedIn ? 'signed in' : 'visitor'}, ${scheme}) has no serious accessibility problems`, async ({
      page,
    }) => {
      // The landing page draws the map in software WebGL, which slows axe's walk of the page.
      if (path === '/' && !signedIn) test.slow();
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      // The welcome toast is covered elsewhere; keep it out of the contrast checks.
      await page.addInitScript(() => sessionStorage.setItem('matchday-welcomed', '1'));
      if (signedIn) await signIn(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(heading);
      expect(await violations(page)).toEqual([]);
    });
  }
}

// The installable app's own UI (ADR 019): the offline banner over My Bookings, and the avatar
// menu with "Install Matchday" (shown when the browser offers to install; offered here by hand).
for (const scheme of ['light', 'dark'] as const) {
  test(`offline banner and the install item (${scheme}) have no serious accessibility problems`, async ({
    page,
    context,
  }) => {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await page.addInitScript(() => sessionStorage.setItem('matchday-welcomed', '1'));
    await signIn(page);
    await page.goto('/bookings');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Bookings');
    await expect(page.locator('html')).toHaveClass(scheme);
    await appStarted(page);
    await context.setOffline(true);
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await context.setOffline(false);

    await page.evaluate(() => {
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => {},
        userChoice: Promise.resolve({ outcome: 'dismissed' }),
      });
      window.dispatchEvent(offer);
    });
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Install Matchday' })).toBeVisible();
    // The open menu only: Radix hides the page behind it from assistive technology.
    expect(await violations(page, '[role="menu"]')).toEqual([]);
  });
}

// Venue operations (issue 17): the owner's calendar per court with its add dialog, and a venue
// page with its per-court slots, signed in as the demo owner (who can also book).
for (const scheme of ['light', 'dark'] as const) {
  test(`owner calendar and venue page slots (${scheme}) have no serious accessibility problems`, async ({
    page,
  }) => {
    test.slow();
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await page.addInitScript(() => sessionStorage.setItem('matchday-welcomed', '1'));
    const login = await page.request.post('/api/login', {
      data: { email: 'owner@matchday.dev', password: 'matchday123' },
    });
    expect(login.ok()).toBe(true);
    await page.goto('/dashboard/venue');
    await expect(page.locator('html')).toHaveClass(scheme);
    await page.getByRole('tab', { name: 'Calendar' }).click();
    // Tomorrow, or the day after when a seeded club is closed then (Christmas Day).
    const free = page.getByRole('button', { name: /: add a booking or block$/ }).first();
    await page.getByRole('button', { name: 'Next day' }).click();
    if (!(await free.isVisible())) await page.getByRole('button', { name: 'Next day' }).click();
    await expect(free).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await free.click();
    await expect(page.getByRole('dialog').getByLabel('Customer name')).toBeVisible();
    expect(await violations(page, '[role="dialog"]')).toEqual([]);

    const list = await page.request.get('/api/venues?pageSize=1');
    const [venue] = ((await list.json()) as { items: { id: string; name: string }[] }).items;
    let day = new Date(Date.now() + 36 * 3_600_000).toISOString().slice(0, 10);
    if (day.endsWith('-12-25'))
      day = new Date(Date.now() + 60 * 3_600_000).toISOString().slice(0, 10);
    await page.goto(`/venues/${venue!.id}?date=${day}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(venue!.name);
    await expect(page.getByTestId('court-slots')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
}
