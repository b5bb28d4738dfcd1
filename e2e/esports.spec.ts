import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { newPlayer } from './support/people';

type Game = { id: string; title: string; teamSize: number };

/** Eight one-player teams of a one-versus-one title, made through the API by `page`'s user. */
async function eightTeams(page: Page, stamp: number) {
  const games = (await (await page.request.get('/api/esports/games')).json()) as Game[];
  const game = games.find((g) => g.teamSize === 1);
  expect(game, 'the seeded catalogue has a one-versus-one title').toBeTruthy();
  const ids: string[] = [];
  for (let i = 1; i <= 8; i += 1) {
    const response = await page.request.post('/api/esports/teams', {
      data: { name: `Duelist ${i} ${stamp}`, tag: `D${i}-${stamp % 100000}`, gameId: game!.id },
    });
    expect(response.status()).toBe(201);
    ids.push(((await response.json()) as { id: string }).id);
  }
  return { game: game!, ids };
}

/** The organiser plays out every match that is ready, through the bracket, until none is left. */
async function playOut(page: Page) {
  const bracket = page.getByRole('region', { name: 'Bracket' });
  const toPlay = bracket.getByRole('button', { name: /, to play$/ });
  for (let played = 0; played < 20; played += 1) {
    if ((await toPlay.count()) === 0) return played;
    await toPlay.first().click();
    const dialog = page.getByRole('dialog');
    const boxes = dialog.getByRole('textbox');
    await boxes.nth(0).fill('2');
    await boxes.nth(1).fill('1');
    await dialog.getByRole('button', { name: 'Save result' }).click();
    await expect(dialog).toBeHidden();
  }
  throw new Error('The bracket never finished');
}

test('an organiser creates a tournament, eight teams register, and results through the bracket crown a champion', async ({
  browser,
}) => {
  test.slow();
  const stamp = Date.now();
  const organiser = await newPlayer(browser, 'Olive', 'esports_player');
  const { game, ids } = await eightTeams(organiser, stamp);

  await organiser.goto('/esports');
  await organiser.getByRole('button', { name: 'Create tournament' }).click();
  const dialog = organiser.getByRole('dialog');
  await dialog.getByLabel('Tournament name').fill(`Duel Cup ${stamp}`);
  await dialog.getByLabel('Title').selectOption({ label: game.title });
  await dialog.getByLabel('Format').selectOption({ label: 'Single elimination' });
  await dialog.getByLabel('Max teams').fill('8');
  await dialog.getByLabel('Start date').fill('2026-12-12');
  await dialog.getByRole('checkbox', { name: 'Match for third place' }).check();
  await dialog.getByRole('button', { name: 'Create tournament' }).click();
  await expect(
    organiser.getByRole('heading', { name: `Duel Cup ${stamp}`, level: 1 }),
  ).toBeVisible();
  const tournamentId = organiser.url().split('/').pop()!.split('?')[0]!;

  await organiser.getByRole('button', { name: 'Open registration' }).click();
  await expect(organiser.getByText('Registration open').first()).toBeVisible();
  for (const teamId of ids) {
    const response = await organiser.request.post(
      `/api/esports/tournaments/${tournamentId}/participants`,
      { data: { teamId } },
    );
    expect(response.status()).toBe(201);
  }
  await organiser.reload();
  await organiser.getByRole('tab', { name: 'Teams' }).click();
  await expect(organiser.getByRole('heading', { name: 'Teams (8/8)' })).toBeVisible();
  await organiser.getByRole('button', { name: 'Seed by ranking' }).click();

  await organiser.getByRole('button', { name: 'Start tournament' }).click();
  await organiser.getByRole('tab', { name: 'Bracket' }).click();
  const bracket = organiser.getByRole('region', { name: 'Bracket' });
  await expect(
    bracket.getByRole('list', { name: 'Quarter-finals' }).getByRole('button'),
  ).toHaveCount(4);
  await expect(bracket.getByRole('list', { name: 'Third-place match' })).toBeVisible();

  // Four quarter-finals, two semi-finals, the final and the match for third place.
  expect(await playOut(organiser)).toBe(8);
  await expect(organiser.getByRole('status').filter({ hasText: 'Champion' })).toBeVisible();

  await organiser.getByRole('tab', { name: 'Standings' }).click();
  const places = organiser.getByRole('table').getByRole('row');
  await expect(places.nth(1).getByRole('cell').first()).toHaveText('1');
});

test('a tournament bracket scrolls sideways on a phone, not the page', async ({ browser }) => {
  test.slow();
  const stamp = Date.now();
  const organiser = await newPlayer(browser, 'Pat', 'esports_player');
  const { game, ids } = await eightTeams(organiser, stamp);
  const created = await organiser.request.post('/api/esports/tournaments', {
    data: {
      name: `Phone Cup ${stamp}`,
      gameId: game.id,
      format: 'double_elimination',
      maxTeams: 8,
      startDate: '2026-12-12',
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  for (const teamId of ids) {
    await organiser.request.post(`/api/esports/tournaments/${id}/participants`, {
      data: { teamId },
    });
  }
  expect((await organiser.request.post(`/api/esports/tournaments/${id}/start`)).ok()).toBe(true);

  await organiser.setViewportSize({ width: 390, height: 844 });
  await organiser.goto(`/esports/tournaments/${id}?tab=bracket`);
  await expect(organiser.getByRole('heading', { name: "Losers' bracket" })).toBeVisible();
  const scroller = organiser.getByTestId('bracket-scroll');
  const sizes = await scroller.evaluate((el) => ({
    scroll: el.scrollWidth,
    client: el.clientWidth,
  }));
  expect(sizes.scroll).toBeGreaterThan(sizes.client);
  const pageWidth = await organiser.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(390);
});

test("a played bracket (winners marked for screen readers) stays inside a phone's width", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => sessionStorage.setItem('matchday-welcomed', '1'));
  await page.goto('/esports');
  await page.getByRole('list', { name: 'Recently completed' }).getByRole('link').first().click();
  await page.getByRole('tab', { name: 'Bracket' }).click();
  await expect(page.getByRole('region', { name: 'Bracket' })).toBeVisible();
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(390);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the seeded finished cup's bracket has no serious accessibility problems (${scheme})`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await page.addInitScript(() => sessionStorage.setItem('matchday-welcomed', '1'));
    await page.goto('/esports');
    const finished = page.getByRole('list', { name: 'Recently completed' }).getByRole('link');
    await finished.first().click();
    await page.getByRole('tab', { name: 'Bracket' }).click();
    await expect(page.getByRole('region', { name: 'Bracket' })).toBeVisible();
    // Hover a team so the highlighted path is checked too.
    await page.locator('[data-team]').first().hover();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(serious).toEqual([]);
  });
}
