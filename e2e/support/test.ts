import { type BrowserContext, test as base } from '@playwright/test';

export { expect } from '@playwright/test';

// What the browser refused under the page's content security policy during the running test
// (tests in a worker run one at a time).
let refused: string[] = [];

/**
 * Records every content security policy violation in `context`'s pages: Chromium reports each
 * as a console error ("Refused to load … because it violates … Content Security Policy").
 */
export function watchContentSecurityPolicy(context: BrowserContext) {
  context.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) refused.push(message.text());
  });
}

/** What was refused so far in this test, which is then no longer held against it. */
export function takeRefused(): string[] {
  const taken = refused;
  refused = [];
  return taken;
}

/**
 * Playwright's test, with every page of the test's own context (and of newPlayer's) held to the
 * app's content security policy: a test fails when the browser refused anything.
 */
export const test = base.extend<{ contentSecurityPolicy: void }>({
  contentSecurityPolicy: [
    async ({ context }, use) => {
      refused = [];
      watchContentSecurityPolicy(context);
      await use();
      base.expect(refused, 'refused under the content security policy').toEqual([]);
    },
    { auto: true },
  ],
});
