import AxeBuilder from '@axe-core/playwright';
import { createVenue, payWithCard, signedIn, zoneWithSlotsToday } from './support/booking';
import { toast } from './support/people';
import { expect, test } from './support/test';

test('a coach books a session with a player, pays with 4242, and both see it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const owner = await signedIn(browser, 'owner@matchday.dev');
  const venue = await createVenue(owner.context.request, zoneWithSlotsToday());
  const { page } = await signedIn(browser, 'coach@matchday.dev');

  await page.goto('/dashboard/coach');
  await expect(page.getByRole('heading', { level: 1, name: 'Coach Dashboard' })).toBeVisible();
  await page.getByRole('button', { name: 'Book a session' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book a session' });
  await dialog.getByLabel('Athlete or team').selectOption({ label: 'Sam Carter' });
  await dialog.getByLabel('Find a venue').fill(venue.name);
  const venueSelect = dialog.getByLabel('Venue', { exact: true });
  await expect(venueSelect.locator('option', { hasText: venue.name })).toBeAttached();
  await venueSelect.selectOption({ label: `${venue.name} (Testbury)` });
  const start = dialog.getByLabel('Start time');
  await expect(start.locator('option').nth(1)).toBeAttached();
  await start.selectOption({ index: 1 });
  await expect(dialog.getByTestId('session-total')).toHaveText('$40.00');
  await dialog.getByLabel('Goals (the athlete sees these)').fill('Twenty first serves in');
  await dialog.getByRole('button', { name: 'Book and pay' }).click();

  await expect(page).toHaveURL(/\/checkout\?bookingId=/);
  await payWithCard(page, '4242 4242 4242 4242');
  await expect(toast(page).getByText('Payment Successful')).toBeVisible();

  // The coach: the session in this week's list, confirmed.
  await page.goto('/dashboard/coach');
  const week = page.getByRole('list', { name: "This week's sessions" });
  const mine = week.getByRole('listitem').filter({ hasText: venue.name });
  await expect(mine).toContainText('Sam Carter');
  await expect(mine).toContainText('Confirmed');

  // The player: the session with its goals on My coaches.
  const player = await signedIn(browser, 'player@matchday.dev');
  await player.page.goto('/coaching');
  const theirs = player.page
    .getByRole('list', { name: 'Upcoming sessions' })
    .getByRole('listitem')
    .filter({ hasText: venue.name });
  await expect(theirs).toContainText('Coach Priya Shah');
  await expect(theirs).toContainText('Twenty first serves in');
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the coaching pages have no serious accessibility problems (${scheme})`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const coach = await signedIn(browser, 'coach@matchday.dev');
    const player = await signedIn(browser, 'player@matchday.dev');
    const [priya] = (await (await player.context.request.get('/api/coaches?q=Priya')).json()) as {
      userId: string;
    }[];
    const visits = [
      { page: coach.page, path: '/dashboard/coach', heading: 'Coach Dashboard' },
      { page: player.page, path: '/coaching', heading: 'My coaches' },
      { page: player.page, path: '/coaches', heading: 'Coaches' },
      { page: player.page, path: `/coaches/${priya!.userId}`, heading: 'Priya Shah' },
    ];
    for (const { page, path, heading } of visits) {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      await page.addInitScript(() => sessionStorage.setItem('matchday-welcomed', '1'));
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      // Wait for the lists, so axe reads the page as it will stay.
      await expect(page.getByRole('status')).toHaveCount(0);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
      const serious = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(serious).toEqual([]);
    }
  });
}
