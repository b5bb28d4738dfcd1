import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

const uniqueEmail = () => `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** The visible toast (its text is also echoed in a screen-reader live region). */
const toast = (page: Page) => page.getByTestId('toast');

async function openTab(page: Page, name: 'Login' | 'Register') {
  await page.goto('/auth');
  await page.getByRole('tab', { name }).click();
}

test('register → choose a role → dashboard → log out → log in again', async ({ page }) => {
  const email = uniqueEmail();
  await openTab(page, 'Register');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByLabel('Confirm password').fill('secret123');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(toast(page).getByText('Account created!')).toBeVisible();
  await expect(page).toHaveURL(/\/role-selection$/);
  const proceed = page.getByRole('button', { name: 'Continue' });
  await expect(proceed).toBeDisabled();
  await page.getByRole('radio', { name: /Coach/ }).click();
  await expect(proceed).toBeEnabled();
  await proceed.click();

  await expect(toast(page).getByText('Role Selected')).toBeVisible();
  await expect(toast(page).getByText('You are now registered as a Coach')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/coach$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Coach');

  // Signed in: the top bar shows the member links and the avatar menu.
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Find Venues' }),
  ).toBeVisible();
  await page.getByTestId('user-menu').click();
  await expect(page.getByRole('menu').getByText(email)).toBeVisible();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(toast(page).getByText('See you next time!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();

  // The session is gone on the server too: a protected page sends us to sign in.
  await page.goto('/bookings');
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByRole('tab', { name: 'Login' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(toast(page).getByText('Welcome back!')).toBeVisible();
  await expect(toast(page).getByText(`Logged in as ${email}`)).toBeVisible();
  // Back where we were going.
  await expect(page).toHaveURL(/\/bookings$/);
});

test('the seeded player signs in and lands on the home dashboard', async ({ page }) => {
  await openTab(page, 'Login');
  await page.getByLabel('Email').fill('player@matchday.dev');
  await page.getByLabel('Password', { exact: true }).fill('matchday123');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Sam');
});

test('the login form shows the SPEC validation messages', async ({ page }) => {
  await openTab(page, 'Login');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('123');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
});

test('a wrong password shows the login failed toast with the server message', async ({ page }) => {
  await openTab(page, 'Login');
  await page.getByLabel('Email').fill('player@matchday.dev');
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(toast(page).getByText('Login failed')).toBeVisible();
  await expect(toast(page).getByText('Invalid email or password')).toBeVisible();
});

test('register refuses mismatched passwords', async ({ page }) => {
  await openTab(page, 'Register');
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByLabel('Confirm password').fill('secret124');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await expect(page.getByText('First name is required')).toBeVisible();
});

test('Sign In in the top bar goes through /api/login to the auth screen', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test('on a phone the signed-in links live in a side drawer', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openTab(page, 'Login');
  await page.getByLabel('Email').fill('player@matchday.dev');
  await page.getByLabel('Password', { exact: true }).fill('matchday123');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Community' }).click();
  await expect(page).toHaveURL(/\/community$/);
  // No horizontal scrolling at 360 px.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
