import type { Page } from '@playwright/test';
import { payWithCard, signedIn } from './support/booking';
import { newPlayer, toast } from './support/people';
import { expect, test } from './support/test';

/** Tomorrow's date as the venue's date field takes it (YYYY-MM-DD, in London). */
function tomorrowInLondon(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** A friend opens the invite link, takes a share and, when `pay`, pays it with the test card. */
async function takeShare(friend: Page, link: string, pay: boolean) {
  await friend.goto(link);
  await friend.getByRole('button', { name: 'Take a share and pay' }).click();
  await expect(friend).toHaveURL(/\/checkout\?order=/);
  await expect(friend.getByTestId('checkout-total')).toHaveText('$10.00');
  if (!pay) return;
  await payWithCard(friend, '4242 4242 4242 4242');
  await expect(toast(friend).getByText('Payment Successful')).toBeVisible();
  await expect(friend).toHaveURL(/\/bookings$/);
}

test('a padel court for four: two friends pay, one does not, and at the deadline the booker pays the rest and gets the QR code', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const owner = await signedIn(browser, 'owner@matchday.dev');
  const sports = (await (await owner.context.request.get('/api/sports')).json()) as {
    id: number;
    name: string;
  }[];
  const name = `E2E Padel ${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
  const created = await owner.context.request.post('/api/venue/venues', {
    data: {
      name,
      description: 'Glass padel courts for the split payment test.',
      address: '2 Test Lane',
      city: 'Testbury',
      country: 'GB',
      pricePerHour: '40.00',
      sportIds: [sports.find((s) => s.name === 'Padel')!.id],
      timeZone: 'Europe/London',
      images: ['/images/venues/tennis-court-day.svg'],
    },
  });
  expect(created.status()).toBe(201);
  const venue = (await created.json()) as { id: string };

  // The booker books an hour tomorrow, split between four, and pays their own share.
  const booker = await newPlayer(browser, 'Bea');
  await booker.goto(`/venues/${venue.id}`);
  await booker.getByLabel('Date').fill(tomorrowInLondon());
  const start = booker.getByLabel('Start time');
  await expect(start.locator('option').nth(1)).toBeAttached();
  await start.selectOption(await start.locator('option').nth(1).getAttribute('value'));
  const end = booker.getByLabel('End time');
  await end.selectOption(await end.locator('option').nth(2).getAttribute('value'));
  await expect(booker.getByTestId('booking-total')).toHaveText('$40.00');
  await booker.getByLabel('Payment').selectOption({ label: 'Split between 4 players' });
  await expect(booker.getByText('You pay your share of $10.00 now')).toBeVisible();
  await booker.getByRole('button', { name: 'Book Now' }).click();
  await expect(booker).toHaveURL(/\/checkout\?order=/);
  await expect(booker.getByTestId('checkout-total')).toHaveText('$10.00');
  await payWithCard(booker, '4242 4242 4242 4242');
  await expect(toast(booker).getByText('Payment Successful')).toBeVisible();
  await expect(booker).toHaveURL(/\/bookings$/);

  // My Bookings: the shares panel, the deadline counting down, and the invite link.
  const shares = booker.getByRole('region', { name: /^Shares of the booking at/ });
  await expect(shares.getByText('Split between 4 players · 1 of 4 paid')).toBeVisible();
  await expect(shares.getByText(/Shares due by/)).toBeVisible();
  const link = await shares.getByLabel('Invite link for the open shares').inputValue();
  expect(link).toMatch(/\/splits\/join\//);

  // Three friends take a share in their own browsers; two pay, the third does not.
  const friends = [
    await newPlayer(browser, 'Ana'),
    await newPlayer(browser, 'Cai'),
    await newPlayer(browser, 'Dev'),
  ];
  await takeShare(friends[0]!, link, true);
  await takeShare(friends[1]!, link, true);
  await takeShare(friends[2]!, link, false);

  await booker.reload();
  await expect(shares.getByText('Split between 4 players · 3 of 4 paid')).toBeVisible();
  const dev = shares.getByRole('listitem').filter({ hasText: 'Dev Tester' });
  await expect(dev.getByText('Unpaid')).toBeVisible();
  // The third friend sees their unpaid share and its Pay button on My Bookings.
  await friends[2]!.goto('/bookings');
  await expect(friends[2]!.getByRole('button', { name: /Pay my share/ })).toBeVisible();

  // The deadline passes (the test clock for this booking): the booker is charged the rest.
  const mine = (await (await booker.request.get('/api/bookings?when=upcoming')).json()) as {
    items: { id: string }[];
  };
  const settled = await booker.request.post(`/api/test/splits/${mine.items[0]!.id}/deadline`);
  expect(await settled.json()).toEqual({ outcome: 'charged' });

  await booker.reload();
  const card = booker.getByRole('article').filter({ hasText: name });
  await expect(card.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(shares.getByText('Split between 4 players · 4 of 4 paid')).toBeVisible();
  await expect(dev.getByText('Paid by booker')).toBeVisible();
  await card.getByRole('button', { name: 'Show QR Code' }).click();
  await expect(booker.getByTestId('booking-qr')).toBeVisible();
  await expect(booker.getByTestId('booking-code')).toHaveText(/^MDC1\./);
});
