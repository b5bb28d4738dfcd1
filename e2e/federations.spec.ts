import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test';
import { newPlayer, toast } from './support/people';
import { showScheme } from './support/theme';

test('an official creates a federation, a league admin asks for sanctioning, the official accepts, and the page shows the league and counts', async ({
  browser,
}) => {
  const stamp = Date.now();
  const federationName = `Test County FA ${stamp}`;
  const leagueName = `Sanctioned League ${stamp}`;

  const official = await newPlayer(browser, 'Fiona', 'federation_official');
  await official.goto('/federations');
  await official.getByRole('button', { name: 'Create federation' }).click();
  const dialog = official.getByRole('dialog');
  await dialog.getByLabel('Name').fill(federationName);
  await dialog.getByLabel('Acronym').fill('TCFA');
  await dialog.getByLabel('Sport').selectOption({ label: 'Football' });
  await dialog.getByLabel('Type').selectOption({ label: 'Local' });
  await dialog.getByLabel('Country code').fill('GB');
  await dialog.getByLabel('Board').fill('Ann Lee, Chair');
  await dialog.getByRole('button', { name: 'Create federation' }).click();
  await expect(official.getByRole('heading', { name: federationName, level: 1 })).toBeVisible();
  await expect(official.getByText('Ann Lee')).toBeVisible();

  // A league with one team (its captain is one registered player), made through the API.
  const captain = await newPlayer(browser, 'Cara');
  const sports = (await (await captain.request.get('/api/sports')).json()) as {
    id: number;
    name: string;
  }[];
  const football = sports.find((s) => s.name === 'Football')!.id;
  const team = await captain.request.post('/api/teams', {
    data: { name: `Cara's XI ${stamp}`, sportId: football, maxMembers: 10, isPrivate: false },
  });
  expect(team.status()).toBe(201);
  const admin = await newPlayer(browser, 'Leona', 'league_admin');
  const league = await admin.request.post('/api/leagues', {
    data: {
      name: leagueName,
      sportId: football,
      season: '2026/27',
      leagueType: 'amateur',
      format: 'round_robin',
      maxTeams: 8,
      startDate: '2026-09-06',
      endDate: '2027-05-30',
    },
  });
  expect(league.status()).toBe(201);
  const leagueId = ((await league.json()) as { id: string }).id;
  const teamId = ((await team.json()) as { id: string }).id;
  expect(
    (await admin.request.post(`/api/leagues/${leagueId}/teams`, { data: { teamId } })).status(),
  ).toBe(201);

  await admin.goto(`/leagues/${leagueId}`);
  await admin.getByLabel('Federation').selectOption({ label: federationName });
  await admin.getByRole('button', { name: 'Request sanctioning' }).click();
  await expect(toast(admin).getByText("The federation's officials will answer it.")).toBeVisible();
  await expect(admin.getByText(`Waiting for ${federationName} to answer.`)).toBeVisible();

  await official.getByRole('tab', { name: 'Manage' }).click();
  await official.getByRole('button', { name: `Accept ${leagueName}` }).click();
  await official.getByRole('tab', { name: 'Leagues' }).click();
  await expect(official.getByRole('link', { name: leagueName })).toBeVisible();
  await expect(official.getByRole('table').getByRole('rowheader')).toHaveText(`Cara's XI ${stamp}`);
  const figure = (label: string) =>
    official.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd');
  await expect(figure('Sanctioned leagues')).toHaveText('1');
  await expect(figure('Registered players')).toHaveText('1');

  await admin.reload();
  await expect(admin.getByText(`Sanctioned by ${federationName}`)).toBeVisible();
});

test('the seeded official answers a club on a phone, and the federation page reads well in both themes', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // No fading toast or theme transition under the contrast check.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.addInitScript(() => sessionStorage.setItem('matchday-welcomed', '1'));
  const login = await page.request.post('/api/login', {
    data: { email: 'federation@matchday.dev', password: 'matchday123' },
  });
  expect(login.ok()).toBe(true);
  await page.goto('/dashboard/federation');
  await expect(
    page.getByRole('heading', { name: 'European Amateur Football Union' }),
  ).toBeVisible();
  await expect(page.getByText(/registered players at the end of/)).toBeVisible();
  await page.getByRole('button', { name: 'Accept Manchester Mavericks' }).click();
  await expect(page.getByRole('button', { name: 'Accept Manchester Mavericks' })).toHaveCount(0);
  await expect(
    page.getByRole('list', { name: 'Member clubs' }).getByText('Manchester Mavericks'),
  ).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);

  await page.getByRole('link', { name: 'Open federation page' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('European Amateur');
  for (const scheme of ['light', 'dark'] as const) {
    await showScheme(page, scheme);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    const serious = results.violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    );
    expect(serious.map((v) => `${v.id} ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
  }
});
