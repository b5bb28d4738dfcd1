import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { socketReady } from './support/live';
import { newPlayer } from './support/people';
import { expect, test } from './support/test';

/** Live updates arrive on the WebSocket: nothing here reloads a page. */

const ZONE = 'Europe/London';

/** Tomorrow on the venue's calendar: every slot of it is still ahead. */
function tomorrow(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());
  const next = new Date(`${today}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

async function ownerRequest(browser: Browser): Promise<APIRequestContext> {
  const context = await browser.newContext();
  const response = await context.request.post('/api/login', {
    data: { email: 'owner@matchday.dev', password: 'matchday123' },
  });
  expect(response.ok()).toBe(true);
  return context.request;
}

async function createVenue(request: APIRequestContext) {
  const sports = (await (await request.get('/api/sports')).json()) as {
    id: number;
    name: string;
  }[];
  const tennis = sports.find((s) => s.name === 'Tennis')!.id;
  const response = await request.post('/api/venue/venues', {
    data: {
      name: `Live Courts ${Date.now()}-${Math.random().toString(36).slice(2, 6)}`,
      description: 'Courts for the live availability test.',
      address: '1 Test Lane',
      city: 'Testbury',
      country: 'GB',
      pricePerHour: '40.00',
      sportIds: [tennis],
      timeZone: ZONE,
      images: ['/images/venues/tennis-court-day.svg'],
    },
  });
  expect(response.status()).toBe(201);
  return { ...((await response.json()) as { id: string }), tennis };
}

/** Books `start` (venue time) for an hour through the API, as another player's page would. */
async function bookThroughApi(
  page: Page,
  venue: { id: string; tennis: number },
  date: string,
  start: string,
) {
  const availability = (await (
    await page.request.get(`/api/venues/${venue.id}/availability?date=${date}`)
  ).json()) as { slots: { start: string; startTime: string; endTime: string }[] };
  const index = availability.slots.findIndex((slot) => slot.start === start);
  const response = await page.request.post('/api/bookings', {
    data: {
      venueId: venue.id,
      sportId: venue.tennis,
      startTime: availability.slots[index]!.startTime,
      endTime: availability.slots[index + 1]!.endTime,
    },
  });
  expect(response.status()).toBe(201);
}

test('a slot booked in one browser greys out in the other within a second', async ({ browser }) => {
  test.setTimeout(90_000);
  const venue = await createVenue(await ownerRequest(browser));
  const date = tomorrow();
  const [watching, booking] = await Promise.all([
    newPlayer(browser, 'Wendy'),
    newPlayer(browser, 'Boris'),
  ]);

  const ready = socketReady(watching);
  await watching.goto(`/venues/${venue.id}?date=${date}`);
  await ready;
  const start = watching.getByLabel('Start time');
  const option = (time: string) => start.locator(`option[value="${time}"]`);
  await expect(option('10:00')).toBeEnabled();
  await expect(option('14:00')).toBeEnabled();

  // Someone else takes 10:00–11:00: the option greys out, without a reload.
  await bookThroughApi(booking, venue, date, '10:00');
  await expect(option('10:00')).toBeDisabled({ timeout: 1000 });
  await expect(option('10:30')).toBeDisabled();

  // The time I had picked goes: the form says so and lets me choose again.
  await start.selectOption('14:00');
  await expect(watching.getByTestId('booking-total')).toHaveText('$20.00');
  await bookThroughApi(booking, venue, date, '14:00');
  await expect(
    watching.getByText('That time was just booked by someone else. Please pick another.'),
  ).toBeVisible({ timeout: 1000 });
  await expect(start).toHaveValue('');
  await expect(option('14:00')).toBeDisabled();
});

test('another member posts: the feed offers "1 new post", and clicking shows it', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const [reader, poster] = await Promise.all([
    newPlayer(browser, 'Rita'),
    newPlayer(browser, 'Pete'),
  ]);
  const ready = socketReady(reader);
  await reader.goto('/community');
  await expect(reader.getByRole('list', { name: 'Posts' })).toBeVisible();
  await ready;

  const content = `Fresh from the courts ${Date.now()}`;
  const posted = await poster.request.post('/api/posts', { data: { content } });
  expect(posted.status()).toBe(201);

  // '1 new post', or more when a test beside this one posts at the same moment (one feed for all).
  const button = reader.getByRole('button', { name: /^\d+ new posts?$/ });
  await expect(button).toBeVisible();
  await expect(reader.getByText(content)).toHaveCount(0);
  await button.click();
  await expect(reader.getByText(content)).toBeVisible();
  await expect(button).toHaveCount(0);
});
