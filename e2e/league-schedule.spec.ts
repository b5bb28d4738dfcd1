import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { newPlayer, toast } from './support/people';

const DAY = 86_400_000;
/** A datetime-local value `days` ahead at `time` (the browser's clock; far from seeded bookings). */
const localAt = (days: number, time: string) =>
  `${new Date(Date.now() + days * DAY).toISOString().slice(0, 10)}T${time}`;

/** A league of four football teams with its single round robin drawn, made through the API. */
async function leagueWithFixtures(admin: Page, stamp: number) {
  const sports = (await (await admin.request.get('/api/sports')).json()) as {
    id: number;
    name: string;
  }[];
  const football = sports.find((s) => s.name === 'Football')!;
  const created = await admin.request.post('/api/leagues', {
    data: {
      name: `Schedule League ${stamp}`,
      sportId: football.id,
      season: '2027',
      leagueType: 'amateur',
      format: 'round_robin',
      maxTeams: 4,
      startDate: '2027-01-01',
      endDate: '2027-12-31',
    },
  });
  expect(created.status()).toBe(201);
  const league = (await created.json()) as { id: string; name: string };
  for (const name of ['Ajax', 'Boca', 'Celtic', 'Dynamo'].map((n) => `${n} ${stamp}`)) {
    const team = await admin.request.post('/api/teams', {
      data: { name, sportId: football.id, maxMembers: 10, isPrivate: false },
    });
    expect(team.status()).toBe(201);
    const { id: teamId } = (await team.json()) as { id: string };
    const added = await admin.request.post(`/api/leagues/${league.id}/teams`, {
      data: { teamId },
    });
    expect(added.status()).toBe(201);
  }
  const drawn = await admin.request.post(`/api/leagues/${league.id}/fixtures`, {
    data: { rounds: 1, startDate: '2027-03-07', daysBetweenRounds: 7 },
  });
  expect(drawn.status()).toBe(201);
  return league;
}

test('the admin sets a kick-off and a venue, a clash is refused by name, and the dashboard follows', async ({
  browser,
}) => {
  const stamp = Date.now();
  const admin = await newPlayer(browser, 'Leona', 'league_admin');
  const league = await leagueWithFixtures(admin, stamp);

  await admin.goto(`/leagues/${league.id}?tab=manage`);
  const round = admin.getByRole('list', { name: 'Kick-offs and venues of round 1' });
  // Rows re-sort by kick-off once saved, so each is found by its name.
  const forms = round.getByRole('form');
  await expect(forms).toHaveCount(2);
  const firstName = (await forms.nth(0).getAttribute('aria-label'))!;
  const secondName = (await forms.nth(1).getAttribute('aria-label'))!;
  const first = round.getByRole('form', { name: firstName });
  const second = round.getByRole('form', { name: secondName });

  await first.getByLabel(/^Kick-off of/).fill(localAt(150, '19:00'));
  await first.getByLabel(/^Venue for/).fill('Canary Wharf');
  await first.getByRole('button', { name: /Canary Wharf Cage Football/ }).click();
  await first.getByRole('button', { name: /^Save kick-off and venue/ }).click();
  await expect(toast(admin).getByText(`${firstName} is scheduled.`)).toBeVisible();

  // The same pitch an hour later overlaps the first fixture's two hours: refused, by slot.
  await second.getByLabel(/^Kick-off of/).fill(localAt(150, '20:00'));
  await second.getByLabel(/^Venue for/).fill('Canary Wharf');
  await second.getByRole('button', { name: /Canary Wharf Cage Football/ }).click();
  await second.getByRole('button', { name: /^Save kick-off and venue/ }).click();
  await expect(second.getByRole('alert')).toContainText(
    'Canary Wharf Cage Football is already booked between',
  );

  await admin.getByRole('tab', { name: 'Fixtures & Results' }).click();
  await expect(admin.getByText(/Canary Wharf Cage Football/).first()).toBeVisible();

  // The dashboard, on a phone: the league, with nothing spilling sideways.
  await admin.setViewportSize({ width: 390, height: 844 });
  await admin.goto('/dashboard/league');
  await expect(
    admin.getByRole('heading', { name: 'League Admin Dashboard', level: 1 }),
  ).toBeVisible();
  const mine = admin.getByRole('list', { name: 'My leagues' });
  await expect(mine.getByRole('link', { name: league.name })).toBeVisible();
  await expect(mine.getByText('0/6 played')).toBeVisible();
  const overflow = await admin.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  // The Manage tab's schedule fits a phone too.
  await admin.goto(`/leagues/${league.id}?tab=manage`);
  await expect(admin.getByRole('heading', { name: 'Kick-offs and venues' })).toBeVisible();
  if (process.env.E2E_SCREENSHOTS) {
    await admin.screenshot({ path: '/tmp/league-manage-phone.png', fullPage: true });
  }
  const manageOverflow = await admin.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(manageOverflow).toBeLessThanOrEqual(0);
});

test('the seeded league admin sees results to enter and goals per round', async ({ page }) => {
  const login = await page.request.post('/api/login', {
    data: { email: 'league@matchday.dev', password: 'matchday123' },
  });
  expect(login.status()).toBe(200);
  await page.goto('/dashboard/league');
  const mine = page.getByRole('list', { name: 'My leagues' });
  await expect(mine.getByRole('link', { name: 'London Sunday Football League' })).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: /Goals per round in / })
      .getByRole('rowheader')
      .first(),
  ).toHaveText('Round 1');
});

/** Serious and critical WCAG 2 A/AA problems axe finds on the page as it stands. */
async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const scheme of ['light', 'dark'] as const) {
  test(`the league dashboard and Manage tab have no serious accessibility problems (${scheme})`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await page.addInitScript(() => sessionStorage.setItem('matchday-welcomed', '1'));
    const login = await page.request.post('/api/login', {
      data: { email: 'league@matchday.dev', password: 'matchday123' },
    });
    expect(login.status()).toBe(200);
    await page.goto('/dashboard/league');
    const london = page.getByRole('link', { name: 'London Sunday Football League' });
    await expect(london).toBeVisible();
    expect(await violations(page)).toEqual([]);
    const href = (await london.getAttribute('href'))!;
    await page.goto(`${href}?tab=manage`);
    await expect(page.getByRole('heading', { name: 'Kick-offs and venues' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Referees' })).toContainText('Ray Okafor');
    expect(await violations(page)).toEqual([]);
  });
}

test('the seeded referee enters results and sees nothing else of the Manage tab', async ({
  page,
}) => {
  const login = await page.request.post('/api/login', {
    data: { email: 'referee@matchday.dev', password: 'matchday123' },
  });
  expect(login.status()).toBe(200);
  await page.goto('/leagues');
  await page
    .getByRole('link', { name: /London Sunday Football League/ })
    .first()
    .click();
  await page.getByRole('tab', { name: 'Enter results' }).click();
  await expect(page.getByRole('heading', { name: 'Enter results' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Status' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Kick-offs and venues' })).toHaveCount(0);
});
