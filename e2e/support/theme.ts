import { expect, type Page } from '@playwright/test';

/**
 * Shows the page in a colour scheme, without motion, and waits until the "system" theme has
 * followed it: the page swaps its class on a media listener, a moment after the change, and a
 * contrast check read in between sees half of each theme.
 */
export async function showScheme(page: Page, scheme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
  await expect(page.locator('html')).toHaveClass(
    scheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/,
  );
}
