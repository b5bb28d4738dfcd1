import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { createVenue, signedIn } from './support/booking';
import { toast } from './support/people';
import { expect, test } from './support/test';
import { showScheme } from './support/theme';

/**
 * Issue 17's setup screens on a phone: the owner adds and renames a court, sets Sunday's hours
 * and a holiday, adds an evening peak and sees its price in the preview; a court with a booking
 * to come cannot be removed. Axe finds nothing serious in either theme.
 */

const PHONE = { width: 360, height: 780 };

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa'])
    .include('main')
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('an owner sets up courts, hours and prices on a phone', async ({ browser }) => {
  test.slow();
  const owner = await signedIn(browser, 'owner@matchday.dev');
  const { page } = owner;
  await page.setViewportSize(PHONE);
  const venue = await createVenue(page.request, 'Europe/London');
  await page.goto(`/dashboard/venue/venues/${venue.id}/edit`);
  await expect(page.getByRole('heading', { name: 'Courts', exact: true })).toBeVisible();

  // Courts: add a second one, then rename it.
  const addCourt = page.getByRole('form', { name: 'Add a court' });
  await addCourt.getByLabel('Court name').fill('Court 2');
  await addCourt.getByRole('checkbox', { name: 'Indoor' }).check();
  await addCourt.getByRole('button', { name: 'Add court' }).click();
  const courts = page.getByRole('list', { name: 'Courts' });
  await expect(courts.getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: 'Edit Court 2' }).click();
  const edit = page.getByRole('form', { name: 'Edit Court 2' });
  await edit.getByLabel('Court name').fill('Centre Court');
  await edit.getByRole('button', { name: 'Save court' }).click();
  await expect(courts.getByText('Centre Court')).toBeVisible();

  // Hours: Sundays 10:00–14:00 and Christmas Day closed.
  const hours = page.getByRole('form', { name: 'Opening hours' });
  await hours.getByLabel('Sunday opens').selectOption('10:00');
  await hours.getByLabel('Sunday closes').selectOption('14:00');
  await hours.getByRole('button', { name: 'Add a date' }).click();
  await hours.getByLabel('Exception 1 date').fill('2030-12-25');
  await hours.getByLabel('Exception 1 note').fill('Christmas');
  await hours.getByRole('button', { name: 'Save opening hours' }).click();
  await expect(toast(page).filter({ hasText: 'Opening hours saved' })).toBeVisible();

  // Prices: weekday evenings at 1.5 × the $40.00 base, seen in the preview (a Friday).
  const rule = page.getByRole('form', { name: 'Add a price rule' });
  await rule.getByLabel('Rule name').fill('Evening peak');
  await rule.getByRole('button', { name: 'Add price rule' }).click();
  await expect(page.getByRole('list', { name: 'Price rules' })).toContainText('Evening peak');
  await expect(page.getByText(/Friday 18:00–19:30 on Court 1/)).toContainText('$90.00');

  // What players see: the venue's public detail carries the new court and hours.
  const detail = await (await page.request.get(`/api/venues/${venue.id}`)).json();
  expect(detail.courts.map((c: { name: string }) => c.name)).toEqual(['Court 1', 'Centre Court']);
  expect(detail.openingHours.weekly[6]).toMatchObject({ opensAt: '10:00', closesAt: '14:00' });
  expect(detail.openingHours.exceptions).toEqual([
    { date: '2030-12-25', opensAt: null, closesAt: null, note: 'Christmas' },
  ]);

  // Nothing wider than the phone, and no serious accessibility problems in either theme.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  // The toasts of the saves above sit over the form: checked elsewhere, they go first.
  await expect(toast(page)).toHaveCount(0, { timeout: 15_000 });
  // The pointer still rests on the last button clicked: its hover shade is not what is checked.
  await page.mouse.move(0, 0);
  for (const scheme of ['light', 'dark'] as const) {
    await showScheme(page, scheme);
    expect(await seriousViolations(page), scheme).toEqual([]);
  }
  await owner.context.close();
});

test("a court with a booking to come shows the server's refusal when removed", async ({
  browser,
}) => {
  const owner = await signedIn(browser, 'owner@matchday.dev');
  const { page } = owner;
  const venue = await createVenue(page.request, 'Europe/London');
  const detail = await (await page.request.get(`/api/venues/${venue.id}`)).json();
  const sports = (await (await page.request.get('/api/sports')).json()) as {
    id: number;
    name: string;
  }[];
  const tennis = sports.find((s) => s.name === 'Tennis')!.id;
  const added = await page.request.post(`/api/venue/venues/${venue.id}/courts`, {
    data: { name: 'Court 2', sportIds: [tennis] },
  });
  expect(added.status()).toBe(201);
  // A walk-in on Court 1 next week at 10:00 UTC (11:00 or 10:00 in London: open either way).
  const start = new Date(Date.now() + 7 * 86_400_000);
  start.setUTCHours(10, 0, 0, 0);
  const walkIn = await page.request.post(`/api/venue/venues/${venue.id}/bookings`, {
    data: {
      courtId: detail.courts[0].id,
      sportId: tennis,
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() + 3_600_000).toISOString(),
      customerName: 'Walk-in',
    },
  });
  expect(walkIn.status()).toBe(201);

  await page.goto(`/dashboard/venue/venues/${venue.id}/edit`);
  await page.getByRole('button', { name: 'Remove Court 1' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove Court 1?' });
  await dialog.getByRole('button', { name: 'Remove court' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'This court has bookings to come. Move or cancel them before removing it.',
  );
  await owner.context.close();
});
