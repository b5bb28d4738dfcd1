import { expect, type Page } from '@playwright/test';

/**
 * Waits until the app has taken over the page the server rendered (app/page-started.tsx) and
 * what it asked for on the way (its lazy parts) has arrived. Before that the page reads but is
 * inert, and nothing of the app runs yet (sockets, the offline banner, menus). Clicks and typing
 * wait by themselves; a test that acts otherwise (going offline, dispatching an event) waits for
 * this first.
 */
export async function appStarted(page: Page) {
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await page.waitForLoadState('networkidle');
}
