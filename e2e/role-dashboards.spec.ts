import type { Page } from '@playwright/test';
import { newPlayer } from './support/people';
import { expect, test } from './support/test';

/**
 * Issue 15, "every role in the role selection leads somewhere real": a NEW account of each role
 * with a dashboard of its own picks it in the role selection, lands on its dashboard, and finds
 * a useful empty state and its main action one click away. (Team, sponsor, investor and coach
 * dashboards are checked by their own specs.)
 */
type Case = {
  role: string;
  userType: string;
  heading: string;
  empty: (page: Page) => ReturnType<Page['getByText']>;
  action: (page: Page) => ReturnType<Page['getByRole']>;
};

const CASES: Case[] = [
  {
    role: 'Player',
    userType: 'player',
    heading: 'Player Dashboard',
    empty: (page) => page.getByText('No upcoming games.'),
    action: (page) =>
      page
        .getByRole('navigation', { name: 'Quick links' })
        .getByRole('link', { name: 'Find Venues' }),
  },
  {
    role: 'Venue Owner',
    userType: 'venue_owner',
    heading: 'Venue Owner Dashboard',
    empty: (page) => page.getByText('No venues yet'),
    action: (page) => page.getByRole('link', { name: 'Add venue' }),
  },
  {
    role: 'League Admin',
    userType: 'league_admin',
    heading: 'League Admin Dashboard',
    empty: (page) => page.getByText(/You don’t run a league yet/),
    action: (page) => page.getByRole('button', { name: 'Create league' }),
  },
  {
    role: 'Federation Official',
    userType: 'federation_official',
    heading: 'Federation dashboard',
    empty: (page) => page.getByText('You are not an official of a federation yet'),
    action: (page) => page.getByRole('button', { name: 'Create federation' }),
  },
  {
    role: 'Esports Player',
    userType: 'esports_player',
    heading: 'Esports Dashboard',
    empty: (page) => page.getByText('No teams yet.').first(),
    action: (page) => page.getByRole('link', { name: 'Find tournaments' }),
  },
  {
    role: 'Fan',
    userType: 'fan',
    heading: 'Fan Dashboard',
    empty: (page) => page.getByText(/You don't follow anything yet/),
    action: (page) => page.getByRole('link', { name: 'Discover' }),
  },
];

for (const c of CASES) {
  test(`a new ${c.role} picks the role and lands on a real dashboard`, async ({ browser }) => {
    const page = await newPlayer(browser, 'Rowan', c.userType);
    await page.goto('/role-selection');
    await page.getByRole('radio', { name: c.role, exact: true }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/${c.userType.split('_')[0]}$`));
    await expect(page.getByRole('heading', { level: 1, name: c.heading })).toBeVisible();
    await expect(c.empty(page)).toBeVisible();
    await expect(c.action(page)).toBeVisible();
  });
}

/** The demo accounts (README table) of the same six roles see their own data there. */
const DEMO: {
  email: string;
  path: string;
  shows: (page: Page) => ReturnType<Page['getByRole']>;
}[] = [
  {
    email: 'player@matchday.dev',
    path: '/dashboard/player',
    shows: (page) => page.getByRole('tabpanel').getByRole('link'),
  },
  {
    email: 'owner@matchday.dev',
    path: '/dashboard/venue',
    shows: (page) => page.getByRole('tabpanel').getByRole('link'),
  },
  {
    email: 'league@matchday.dev',
    path: '/dashboard/league',
    shows: (page) =>
      page
        .getByRole('list', { name: 'My leagues' })
        .getByRole('link', { name: 'London Sunday Football League' }),
  },
  {
    email: 'federation@matchday.dev',
    path: '/dashboard/federation',
    shows: (page) => page.getByRole('heading', { name: 'European Amateur Football Union' }),
  },
  {
    email: 'esports@matchday.dev',
    path: '/dashboard/esports',
    shows: (page) =>
      page.getByRole('list', { name: 'My teams' }).getByRole('link', { name: /Matchday Academy/ }),
  },
];

for (const d of DEMO) {
  test(`${d.email} sees their own data on ${d.path}`, async ({ page }) => {
    const response = await page.request.post('/api/login', {
      data: { email: d.email, password: 'matchday123' },
    });
    expect(response.ok()).toBe(true);
    await page.goto(d.path);
    await expect(d.shows(page).first()).toBeVisible();
  });
}
