import AxeBuilder from '@axe-core/playwright';
import type { FixtureView, LeagueView } from '../src/shared/contracts/leagues';
import { newPlayer, toast } from './support/people';
import { expect, test } from './support/test';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('a new fan follows a team, the count moves and its next match is on their dashboard', async ({
  browser,
}) => {
  const fan = await newPlayer(browser, 'Frankie', 'fan');

  // A new fan meets Discover first, with the way to every list of things to follow.
  await fan.goto('/dashboard/fan');
  await expect(fan.getByText(/Welcome! Follow a few teams/)).toBeVisible();
  await expect(fan.getByRole('link', { name: 'Discover' })).toBeVisible();
  const discover = fan.getByRole('region', { name: 'Discover' });
  await expect(discover.getByRole('link', { name: 'Esports', exact: true })).toBeVisible();

  // A seeded team with a league match still to come (read through the API, as the page does).
  const leagues = await (await fan.request.get('/api/leagues')).json();
  const league = (leagues as LeagueView[]).find((l) => l.name === 'London Sunday Football League')!;
  const fixtures = (await (
    await fan.request.get(`/api/leagues/${league.id}/fixtures`)
  ).json()) as FixtureView[];
  const next = fixtures
    .filter(
      (f) => f.status === 'scheduled' && f.startTime && f.startTime > new Date().toISOString(),
    )
    .sort((a, b) => a.startTime!.localeCompare(b.startTime!))[0]!;

  await fan.goto(`/teams/${next.homeTeamId}`);
  const follow = fan.getByRole('button', { name: `Follow ${next.homeTeamName}` });
  await expect(follow).toBeEnabled();
  const before = Number(await follow.locator('span').last().textContent());
  await follow.click();
  await expect(toast(fan).getByText(`You'll see news from ${next.homeTeamName}.`)).toBeVisible();
  const following = fan.getByRole('button', { name: `Unfollow ${next.homeTeamName}` });
  await expect(following).toContainText(`Following ${before + 1}`);

  // The dashboard: the follow, and the team's next match with its kick-off.
  await fan.goto('/dashboard/fan');
  const list = fan.getByRole('region', { name: 'Following (1)' });
  await expect(list.getByRole('link', { name: next.homeTeamName })).toBeVisible();
  const coming = fan.getByRole('region', { name: 'Next matches' });
  await expect(
    coming
      .getByRole('link', {
        name: new RegExp(`${escape(next.homeTeamName)}\\s+v\\s+${escape(next.awayTeamName)}`),
      })
      .first(),
  ).toBeVisible();
  await expect(fan.getByText(/Welcome! Follow a few teams/)).toBeHidden();

  // Notifications off for this follow, then unfollow: the team page shows the count back.
  const bell = list.getByRole('button', { name: `Notifications from ${next.homeTeamName}` });
  await expect(bell).toHaveAttribute('aria-pressed', 'true');
  await bell.click();
  await expect(bell).toHaveAttribute('aria-pressed', 'false');
  await list.getByRole('button', { name: `Unfollow ${next.homeTeamName}` }).click();
  await expect(fan.getByRole('region', { name: 'Following (0)' })).toBeVisible();
  await fan.goto(`/teams/${next.homeTeamId}`);
  await expect(fan.getByRole('button', { name: `Follow ${next.homeTeamName}` })).toContainText(
    `Follow ${before}`,
  );
});

test('the demo fan sees their follows, next matches and a feed of real news', async ({ page }) => {
  const response = await page.request.post('/api/login', {
    data: { email: 'fan@matchday.dev', password: 'matchday123' },
  });
  expect(response.ok()).toBe(true);
  await page.goto('/dashboard/fan');
  await expect(
    page.getByRole('region', { name: /^Following \((1[2-9]|[2-9]\d)\)$/ }),
  ).toBeVisible();
  const following = page.getByRole('region', { name: /^Following/ });
  await expect(following.getByText('esports team').first()).toBeVisible();
  await expect(following.getByText('organisation').first()).toBeVisible();
  const next = page.getByRole('region', { name: 'Next matches' });
  await expect(next.getByRole('link').first()).toBeVisible();
  const feed = page.getByRole('region', { name: 'Your feed' });
  await expect(feed.getByRole('img', { name: 'Result' }).first()).toBeVisible();
  await expect(feed.getByRole('img', { name: 'Post' }).first()).toBeVisible();
  await expect(feed.getByRole('img', { name: 'Esports result' }).first()).toBeVisible();
  // Discover suggests only what the fan does not follow yet.
  await expect(
    page.getByRole('list', { name: 'Popular with other fans' }).getByRole('listitem').first(),
  ).toBeVisible();
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the demo fan's dashboard has no serious accessibility problems (${scheme})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ colorScheme: scheme });
    const page = await context.newPage();
    await page.request.post('/api/login', {
      data: { email: 'fan@matchday.dev', password: 'matchday123' },
    });
    await page.goto('/dashboard/fan');
    await expect(
      page.getByRole('region', { name: 'Your feed' }).getByRole('img').first(),
    ).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(serious).toEqual([]);
    await context.close();
  });
}
