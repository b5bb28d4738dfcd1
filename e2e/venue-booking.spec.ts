import type { Page } from '@playwright/test';
import { createVenue, payWithCard, signedIn, zoneWithSlotsToday } from './support/booking';
import { expect, test } from './support/test';

const toast = (page: Page) => page.getByTestId('toast');

/** On the venue page: the first free start, the end the form suggests, then Book Now. */
async function bookFirstFreeSlot(page: Page): Promise<string> {
  const start = page.getByLabel('Start time');
  await expect(start.locator('option').nth(1)).toBeAttached();
  const chosen = await start.locator('option').nth(1).getAttribute('value');
  await start.selectOption(chosen);
  await expect(page.getByTestId('booking-total')).toHaveText('$20.00');
  await page.getByRole('button', { name: 'Book Now' }).click();
  await expect(toast(page).getByText('Booking Created')).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\?bookingId=/);
  return chosen!;
}

test('search → venue → free slot → pay with 4242 → QR → the owner checks the player in', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const owner = await signedIn(browser, 'owner@matchday.dev');
  const venue = await createVenue(owner.context.request, zoneWithSlotsToday());
  const { page } = await signedIn(browser, 'player@matchday.dev');

  await page.goto('/venues');
  await page.getByLabel('Location').fill(venue.name);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/location=E2E/);
  await page.getByRole('link', { name: `Book Now ${venue.name}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(venue.name);

  await bookFirstFreeSlot(page);
  await expect(page.getByRole('button', { name: 'Pay $20.00' })).toBeVisible();
  await expect(page.getByTestId('checkout-total')).toHaveText('$20.00');
  await payWithCard(page, '4242 4242 4242 4242');
  await expect(toast(page).getByText('Payment Successful')).toBeVisible();
  await expect(toast(page).getByText('Your venue has been booked successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/bookings$/);

  const card = page.getByRole('article').filter({ hasText: venue.name });
  await expect(card.getByText('Confirmed')).toBeVisible();
  await expect(card.getByText(/Payment\s*Paid/)).toBeVisible();
  await card.getByRole('button', { name: 'Show QR Code' }).click();
  await expect(page.getByTestId('booking-qr')).toBeVisible();
  const code = (await page.getByTestId('booking-code').textContent())!.trim();
  expect(code).toMatch(/^MDC1\./);

  // The owner, at the door: types the code (the camera is not available here), checks in.
  await owner.page.goto('/dashboard/venue/check-in');
  await owner.page.getByLabel('Check-in code').fill(code);
  await owner.page.getByRole('button', { name: 'Look up' }).click();
  const result = owner.page.getByTestId('check-in-result');
  await expect(result.getByText('Sam Carter')).toBeVisible();
  await expect(result.getByText(venue.name)).toBeVisible();
  await result.getByRole('button', { name: 'Check in' }).click();
  await expect(result.getByText(/Checked in at \d\d:\d\d/)).toBeVisible();

  // The player's booking is checked in, not completed: it stays upcoming until its hour is over,
  // and can no longer be cancelled.
  await page.reload();
  const checkedIn = page.getByRole('article').filter({ hasText: venue.name });
  await expect(checkedIn.getByText('Checked in')).toBeVisible();
  await expect(checkedIn.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
});

test('a declined card (4000 0000 0000 0002) shows the provider message and keeps the hold', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const owner = await signedIn(browser, 'owner@matchday.dev');
  const venue = await createVenue(owner.context.request, 'Europe/London');
  const { page } = await signedIn(browser, 'player@matchday.dev');
  const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);

  await page.goto(`/venues/${venue.id}?date=${tomorrow}`);
  await bookFirstFreeSlot(page);
  await payWithCard(page, '4000 0000 0000 0002');
  await expect(toast(page).getByText('Payment Failed')).toBeVisible();
  await expect(toast(page).getByText('Your card was declined.')).toBeVisible();
  await expect(page).toHaveURL(/\/checkout/);
  await expect(page.getByText(/holding this slot for you/)).toBeVisible();

  // My Bookings offers to complete the payment.
  await page.goto('/bookings');
  const card = page.getByRole('article').filter({ hasText: venue.name });
  await expect(card.getByText('Failed')).toBeVisible();
  await card.getByRole('button', { name: 'Complete Payment' }).click();
  await expect(page).toHaveURL(/\/checkout\?bookingId=/);
  await payWithCard(page, '4242 4242 4242 4242');
  await expect(toast(page).getByText('Payment Successful')).toBeVisible();
});

test('cancelling a booking frees its slot for someone else', async ({ browser }) => {
  test.setTimeout(120_000);
  const owner = await signedIn(browser, 'owner@matchday.dev');
  const venue = await createVenue(owner.context.request, 'Europe/London');
  const date = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const first = await signedIn(browser, 'player@matchday.dev');

  await first.page.goto(`/venues/${venue.id}?date=${date}`);
  const slot = await bookFirstFreeSlot(first.page);
  await payWithCard(first.page, '4242 4242 4242 4242');
  await expect(first.page).toHaveURL(/\/bookings$/);

  const second = await signedIn(browser, 'emma@matchday.dev');
  await second.page.goto(`/venues/${venue.id}?date=${date}`);
  const starts = second.page.getByLabel('Start time');
  await expect(starts.locator('option').nth(1)).toBeAttached();
  // A taken time is shown greyed out, not offered.
  await expect(starts.locator(`option[value="${slot}"]`)).toBeDisabled();

  const card = first.page.getByRole('article').filter({ hasText: venue.name });
  await card.getByRole('button', { name: 'Cancel' }).click();
  const dialog = first.page.getByRole('dialog');
  await expect(dialog.getByText(/full refund of \$20\.00/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(toast(first.page).getByText('Booking cancelled')).toBeVisible();

  // Freed live, without a reload.
  await expect(starts.locator(`option[value="${slot}"]`)).toBeEnabled();
  await second.page.getByLabel('Start time').selectOption(slot);
  await second.page.getByRole('button', { name: 'Book Now' }).click();
  await expect(toast(second.page).getByText('Booking Created')).toBeVisible();
});

test('the landing search leads to the filtered list; nothing found shows the empty state', async ({
  page,
}) => {
  await page.goto('/');
  const form = page.getByRole('search', { name: 'Find a venue' });
  await form.getByLabel('Sport').selectOption('Tennis');
  await form.getByLabel('Location').fill('London');
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/venues\?sport=Tennis&location=London/);
  const results = page.getByRole('list', { name: 'Venues' });
  await expect(results.getByRole('article').first()).toBeVisible();
  for (const text of await results.getByRole('article').allTextContents()) {
    expect(text).toContain('London');
    expect(text).toContain('Tennis');
  }

  await page.getByLabel('Location').fill('Atlantis under the sea');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('No venues found')).toBeVisible();
  await expect(
    page.getByText('Try adjusting your search criteria or check back later for new venues'),
  ).toBeVisible();
});

test('an owner lists a venue with the form, finds it, and deactivates it', async ({ browser }) => {
  test.setTimeout(90_000);
  const { page } = await signedIn(browser, 'owner@matchday.dev');
  const name = `Form Arena ${Date.now()}`;
  await page.goto('/dashboard/venue');
  await page.getByRole('link', { name: 'Add venue' }).click();
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Description').fill('A hall built by the end-to-end test.');
  await page.getByLabel('Price per hour (USD)').fill('30');
  await page.getByLabel('Time zone').selectOption('Europe/Madrid');
  await page.getByRole('checkbox', { name: 'Basketball' }).check();
  await page.getByLabel('Address').fill('Calle de Prueba 1');
  await page.getByLabel('City').fill('Madrid');
  await page.getByLabel('Country').selectOption('ES');
  await page.getByRole('checkbox', { name: 'Parking' }).check();
  await page.getByLabel('Or add a drawing').selectOption('basketball-court');
  await page.getByRole('button', { name: 'Create venue' }).click();
  await expect(toast(page).getByText('Venue created')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/venue$/);

  const listed = page
    .getByRole('list', { name: 'My venues' })
    .getByRole('listitem')
    .filter({ hasText: name });
  await expect(listed.getByText('Active')).toBeVisible();
  await page.goto(`/venues?location=${encodeURIComponent(name)}`);
  await expect(page.getByRole('article').filter({ hasText: name })).toBeVisible();

  await page.goto('/dashboard/venue');
  await listed.getByRole('button', { name: 'Deactivate' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
  await expect(listed.getByText('Inactive')).toBeVisible();
  await page.goto(`/venues?location=${encodeURIComponent(name)}`);
  await expect(page.getByText('No venues found')).toBeVisible();
});

test('venue pages fit a 360 px phone', async ({ browser }) => {
  const { context, page } = await signedIn(browser, 'player@matchday.dev');
  await page.setViewportSize({ width: 360, height: 740 });
  const venues = (await (await context.request.get('/api/venues?pageSize=1')).json()) as {
    items: { id: string }[];
  };
  for (const path of ['/venues', `/venues/${venues.items[0]!.id}`, '/bookings']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
