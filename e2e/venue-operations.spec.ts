import type { Locator, Page } from '@playwright/test';
import { isoWeekday } from '../src/shared/opening-hours';
import { addDays, localToday } from '../src/shared/slots';
import { createVenue, signedIn } from './support/booking';
import { newPlayer, toast } from './support/people';
import { expect, test } from './support/test';

/**
 * Issue 17's journey: an owner adds a second court, Sunday hours and a Sunday peak in the
 * venue editor, blocks a court and books a walk-in from the calendar, and moves that booking by
 * dragging it; a player in another browser sees exactly the half-hours left, at their prices.
 */

const ZONE = 'Europe/London';

/** The next Sunday on the venue's calendar, never today (every half-hour of it is ahead). */
function nextSunday(): { today: string; sunday: string } {
  const today = localToday(ZONE, new Date());
  let sunday = addDays(today, 1);
  while (isoWeekday(sunday) !== 7) sunday = addDays(sunday, 1);
  return { today, sunday };
}

/** Court 2, Sunday 10:00–14:00, and Sundays from 12:00 at 1.5 × the $40.00 base, in the editors. */
async function setUpVenue(page: Page, venueId: string) {
  await page.goto(`/dashboard/venue/venues/${venueId}/edit`);

  const court = page.getByRole('form', { name: 'Add a court' });
  await court.getByLabel('Court name').fill('Court 2');
  await court.getByRole('button', { name: 'Add court' }).click();
  await expect(toast(page).getByText('Court added')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Courts' }).getByText('Court 2')).toBeVisible();

  const hours = page.getByRole('form', { name: 'Opening hours' });
  await hours.getByLabel('Sunday opens', { exact: true }).selectOption('10:00');
  await hours.getByLabel('Sunday closes', { exact: true }).selectOption('14:00');
  await hours.getByRole('button', { name: 'Save opening hours' }).click();
  await expect(toast(page).getByText('Opening hours saved')).toBeVisible();

  const rule = page.getByRole('form', { name: 'Add a price rule' });
  await rule.getByLabel('Rule name').fill('Sunday lunch');
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
    await rule.getByRole('checkbox', { name: day }).uncheck();
  }
  await rule.getByRole('checkbox', { name: 'Sunday' }).check();
  await rule.getByLabel('Starts').selectOption('12:00');
  await rule.getByLabel('Ends').selectOption('14:00');
  await rule.getByLabel('Multiplier').fill('1.5');
  await rule.getByRole('button', { name: 'Add price rule' }).click();
  await expect(toast(page).getByText('Price rule added')).toBeVisible();
}

/** The calendar tab on the venue's day `date`, stepping from today with "Next day". */
async function openCalendarDay(page: Page, venueName: string, today: string, date: string) {
  await page.goto('/dashboard/venue');
  await page.getByRole('tab', { name: 'Calendar' }).click();
  await page.getByLabel('Venue', { exact: true }).selectOption({ label: venueName });
  const columns = page.getByTestId('calendar-column');
  await expect(columns).toHaveCount(2);
  for (let day = today; day < date; day = addDays(day, 1)) {
    await page.getByRole('button', { name: 'Next day' }).click();
  }
  const label = new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  await expect(page.getByTestId('calendar-range')).toHaveText(label);
}

/** HTML drag and drop with the mouse, from the top of `source` to the middle of `target`. */
async function dragOnto(page: Page, source: Locator, target: Locator) {
  const from = (await source.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + 6);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 10 });
  await page.mouse.up();
}

/** What the player's grid shows per court: "Taken" or the half-hour's price per hour. */
async function courtRows(page: Page) {
  const table = page.getByTestId('court-slots');
  await expect(table.getByRole('row')).toHaveCount(3);
  return table
    .getByRole('row')
    .evaluateAll((rows) =>
      rows.slice(1).map((row) => Array.from(row.children, (cell) => cell.textContent?.trim())),
    );
}

test('an owner sets up courts, hours and prices, blocks a court and books a walk-in from the calendar; a player sees what is left', async ({
  browser,
}) => {
  test.slow();
  const owner = await signedIn(browser, 'owner@matchday.dev');
  const venue = await createVenue(owner.context.request, ZONE);
  const page = owner.page;
  await setUpVenue(page, venue.id);
  const { today, sunday } = nextSunday();
  await openCalendarDay(page, venue.name, today, sunday);

  // Sunday opens at 10:00: 09:00 is not a row; 13:30 is the last half-hour.
  await expect(
    page.getByRole('button', { name: 'Court 1, 09:00: add a booking or block' }),
  ).toHaveCount(0);
  await expect(
    page.getByRole('button', { name: 'Court 2, 13:30: add a booking or block' }),
  ).toBeVisible();

  // Block Court 1 from 10:00 to 11:00 for maintenance.
  await page.getByRole('button', { name: 'Court 1, 10:00: add a booking or block' }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: 'Block court' }).click();
  await dialog.getByLabel('Until').selectOption('11:00');
  await dialog.getByLabel('Details (optional)').fill('Resurfacing');
  await dialog.getByRole('button', { name: 'Block court' }).click();
  await expect(toast(page).getByText('Court blocked')).toBeVisible();
  const [courtOne, courtTwo] = [
    page.getByTestId('calendar-column').nth(0),
    page.getByTestId('calendar-column').nth(1),
  ];
  await expect(courtOne.getByTestId('calendar-block')).toContainText('Maintenance: Resurfacing');

  // A walk-in on Court 2 from 12:00 to 13:00, paid at the desk.
  await page.getByRole('button', { name: 'Court 2, 12:00: add a booking or block' }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByLabel('Customer name').fill('Wendy Walkin');
  await dialog.getByLabel('Phone (optional)').fill('+44 20 7946 0000');
  await dialog.getByLabel('Until').selectOption('13:00');
  await dialog.getByLabel('Paid at the desk').check();
  await dialog.getByRole('button', { name: 'Add booking' }).click();
  await expect(toast(page).getByText('Booking added')).toBeVisible();
  const wendy = courtTwo.getByRole('button', { name: /^Wendy Walkin, 12:00–13:00, Court 2, Paid/ });
  await expect(wendy).toBeVisible();

  // Dragged onto the block, the server refuses and it snaps back; dragged to 13:00, it moves.
  await page
    .getByTestId('calendar-scroll')
    .evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await dragOnto(page, wendy, courtOne.getByTestId('calendar-block'));
  await expect(toast(page).getByText('Could not move')).toBeVisible();
  await expect(wendy).toBeVisible();
  await dragOnto(
    page,
    wendy,
    page.getByRole('button', { name: 'Court 2, 13:00: add a booking or block' }),
  );
  await expect(toast(page).getByText('Booking moved')).toBeVisible();
  await expect(
    courtTwo.getByRole('button', { name: /^Wendy Walkin, 13:00–14:00, Court 2/ }),
  ).toBeVisible();

  // A player, in a browser of their own, sees exactly what is left at the Sunday prices.
  const player = await newPlayer(browser, 'Pat');
  await player.goto(`/venues/${venue.id}?date=${sunday}`);
  await expect(player.getByRole('heading', { level: 1 })).toHaveText(venue.name);
  await player.getByLabel('Sport', { exact: true }).selectOption('Tennis');
  await expect
    .poll(() => courtRows(player))
    .toEqual([
      ['Court 1', 'Taken', 'Taken', '$40.00', '$40.00', '$60.00', '$60.00', '$60.00', '$60.00'],
      ['Court 2', '$40.00', '$40.00', '$40.00', '$40.00', '$60.00', '$60.00', 'Taken', 'Taken'],
    ]);
  // Picking Court 2 at 12:00 chooses it in the form: half an hour at the peak price.
  await player.getByRole('button', { name: 'Court 2 at 12:00, $60.00 per hour' }).click();
  await expect(player.getByLabel('Court', { exact: true })).toHaveValue(/.+/);
  await expect(player.getByLabel('Start time')).toHaveValue('12:00');
  await expect(player.getByTestId('booking-total')).toHaveText('$30.00');
  await player.getByLabel('End time').selectOption('13:00');
  await expect(player.getByTestId('booking-total')).toHaveText('$60.00');
  // With any free court, 10:00 has one court left and 13:00 one too.
  await player.getByLabel('Court', { exact: true }).selectOption({ label: 'Any free court' });
  const starts = player.getByLabel('Start time');
  await expect(starts.getByRole('option', { name: '10:00 · 1 court free' })).toHaveCount(1);
  await expect(starts.getByRole('option', { name: '11:00 · 2 courts free' })).toHaveCount(1);
  await expect(starts.getByRole('option', { name: '13:00 · 1 court free' })).toHaveCount(1);

  // The owner removes the block: the player's page shows Court 1 free at 10:00 again (live).
  await courtOne.getByTestId('calendar-block').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove block' }).click();
  await expect(toast(page).getByText('Block removed')).toBeVisible();
  await expect(
    player.getByRole('button', { name: 'Court 1 at 10:00, $40.00 per hour' }),
  ).toBeVisible();
  await owner.context.close();
  await player.context().close();
});
