import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect } from './test';

/** Booking a court end to end: a demo account's browser, a fresh venue, the test card. */

const PASSWORD = 'matchday123';

/** A zone where the clock now shows 00:00–19:59, so today still has free slots to book. */
export function zoneWithSlotsToday(): string {
  const zones = [
    'Pacific/Honolulu',
    'America/Los_Angeles',
    'America/New_York',
    'Europe/London',
    'Europe/Berlin',
    'Asia/Dubai',
    'Asia/Tokyo',
    'Pacific/Auckland',
  ];
  for (const zone of zones) {
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

export async function signedIn(browser: Browser, email: string) {
  const context = await browser.newContext();
  const response = await context.request.post('/api/login', {
    data: { email, password: PASSWORD },
  });
  expect(response.ok()).toBe(true);
  return { context, page: await context.newPage() };
}

/** The owner lists a fresh venue through the API (the form has its own test below). */
export async function createVenue(request: APIRequestContext, timeZone: string) {
  const sports = (await (await request.get('/api/sports')).json()) as {
    id: number;
    name: string;
  }[];
  const name = `E2E Courts ${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
  const response = await request.post('/api/venue/venues', {
    data: {
      name,
      description: 'Two indoor courts for end-to-end tests.',
      address: '1 Test Lane',
      city: 'Testbury',
      country: 'GB',
      pricePerHour: '40.00',
      sportIds: [sports.find((s) => s.name === 'Tennis')!.id],
      timeZone,
      images: ['/images/venues/tennis-court-day.svg'],
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string; name: string };
}

export async function payWithCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM / YY)').fill('1240');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
}
