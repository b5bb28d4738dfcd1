import { expect, type Page } from '@playwright/test';

/**
 * Shows the page in a colour scheme, without motion, and waits until the page has followed it:
 * the "system" theme swaps its class on a media listener, a moment after the change, and colour
 * transitions (cut to a hundredth of a millisecond under reduced motion) still only end on the
 * next animation frame, which a loaded machine can hold back. A contrast check read in between
 * sees half of each theme.
 */
export async function showScheme(page: Page, scheme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
  await expect(page.locator('html')).toHaveClass(
    scheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/,
  );
  // Two frames on, transitions have started and sampled the new colours ...
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  // ... and every finite animation and transition has ended (endless ones, a spinner, never do).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
}
