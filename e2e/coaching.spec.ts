import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';

const PASSWORD = 'matchday123';
const toast = (page: Page) => page.getByTestId('toast');

/** A zone where the clock now shows 00:00–19:59, so today still has free slots to book. */
function zoneWithSlotsToday(): string {
  const zones = ['Pacific/Honolulu', 'America/Los_Angeles', 'America/New_York', 'Europe/London'];
  for (const zone of [...zones, 'Europe/Berlin', 'Asia/Dubai', 'Asia/Tokyo', 'Pacific/Auckland']) {
    const hour = Number(
      new Intl.DateTimeFormat('en-GB', {
        timeZone: zone,
        hour: '2-digit',
        hourCycle: 'h23',
      }).format(new Date()),
    );
    if (hour < 20) return zone;
  }
  return 'Pacific/Honolulu';
}

async function signedIn(browser: Browser, email: string) {
  const context = await browser.newContext();
  const response = await context.request.post('/api/login', {
    data: { email, password: PASSWORD },
  });
  expect(response.ok()).toBe(true);
  return { context, page: await context.newPage() };
}

/** An owner lists a fresh tennis venue, so the session's slot is free whatever ran before. */
async function createVenue(request: APIRequestContext) {
  const sports = (await (await request.get('/api/sports')).json()) as {
    id: number;
    name: string;
  }[];
  const name = `Coaching Courts ${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
  const response = await request.post('/api/venue/venues', {
    data: {
      name,
      description: 'Courts for the coaching end-to-end test.',
      address: '2 Test Lane',
      city: 'Testbury',
      country: 'GB',
      pricePerHour: '40.00',
      sportIds: [sports.find((s) => s.name === 'Tennis')!.id],
      timeZone: zoneWithSlotsToday(),
      images: ['/images/venues/tennis-court-day.svg'],
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string; name: string };
}

test('a coach books a session with a player, pays with 4242, and both see it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const owner = await signedIn(browser, 'owner@matchday.dev');
  const venue = await createVenue(owner.context.request);
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
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM / YY)').fill('1240');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
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
