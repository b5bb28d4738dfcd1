import { solidPng } from '../../src/server/lib/png';
import { type Browser, expect, type Page } from '@playwright/test';
import { watchContentSecurityPolicy } from './test';

let counter = 0;

/** A new signed-in player in a browser context of their own (registered through the API). */
export async function newPlayer(
  browser: Browser,
  firstName: string,
  userType = 'player',
): Promise<Page> {
  const context = await browser.newContext();
  watchContentSecurityPolicy(context);
  const page = await context.newPage();
  counter += 1;
  const email = `e2e-${firstName.toLowerCase()}-${Date.now()}-${counter}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const response = await page.request.post('/api/register', {
    data: { email, password: 'secret123', firstName, lastName: 'Tester', userType },
  });
  expect(response.status()).toBe(201);
  return page;
}

/** The visible toast (its text is also echoed in a screen-reader live region). */
export const toast = (page: Page) => page.getByTestId('toast');

/** A small real PNG (a green square) to upload. */
export function greenSquarePng(size = 32): Buffer {
  return solidPng(size, size, [0, 0xa0, 0]);
}
