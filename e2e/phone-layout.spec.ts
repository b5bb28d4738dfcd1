import type { Page } from '@playwright/test';
import { appStarted } from './support/app-started';
import { newPlayer } from './support/people';
import { expect, test } from './support/test';

const PHONE = { width: 390, height: 844 };

/** With E2E_SCREENSHOTS set, a picture of the page to look at (in /tmp). */
async function picture(page: Page, name: string) {
  if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `/tmp/phone-${name}.png` });
}

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

test.use({ viewport: PHONE });

test('on a phone the booking form follows the venue title, within a screen and a half', async ({
  page,
}) => {
  await page.goto('/venues');
  await page
    .getByRole('link', { name: /^Book Now / })
    .first()
    .click();
  const card = page.getByRole('complementary', { name: 'Book this venue' });
  await expect(card.getByLabel('Date')).toBeVisible();
  expect(await scrollY(page)).toBe(0);
  // The form's fields start on the first screen, the card's foot within a screen and a half.
  expect((await card.getByLabel('Date').boundingBox())!.y).toBeLessThan(PHONE.height);
  const box = (await card.boundingBox())!;
  expect(box.y).toBeLessThan(PHONE.height * 1.5);
  // The card comes before the reviews, not after them.
  const reviews = page.getByRole('heading', { name: 'Reviews', level: 2 });
  expect((await reviews.boundingBox())!.y).toBeGreaterThan(box.y);
  await picture(page, 'venue');
});

test('a venue opened from the bottom of /venues starts at the top, and Back returns there', async ({
  page,
}) => {
  await page.goto('/venues');
  // Scrolled by script, not by a person: while the page is still inert, the click below would
  // wait and scroll the link into view again, leaving another place than the one read here.
  await appStarted(page);
  const last = page.getByRole('link', { name: /^Book Now / }).last();
  await last.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 200));
  const listPosition = await scrollY(page);
  expect(listPosition).toBeGreaterThan(PHONE.height);

  await last.click();
  await expect(page).toHaveURL(/\/venues\/[^/?]+/);
  await expect(page.getByRole('complementary', { name: 'Book this venue' })).toBeVisible();
  expect(await scrollY(page)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/venues$/);
  await expect.poll(() => scrollY(page)).toBe(listPosition);
});

test('Book Now opens /checkout at the top, with the summary, the card form and Pay on the first screen', async ({
  browser,
}) => {
  const page = await newPlayer(browser, 'Phoebe');
  await page.setViewportSize(PHONE);
  const venues = (await (await page.request.get('/api/venues?pageSize=1')).json()) as {
    items: { id: string }[];
  };
  const day = new Date(Date.now() + (3 + Math.floor(Math.random() * 20)) * 86_400_000);
  await page.goto(`/venues/${venues.items[0]!.id}?date=${day.toISOString().slice(0, 10)}`);
  const sport = page.getByLabel('Sport', { exact: true });
  await expect(sport.locator('option').nth(1)).toBeAttached();
  await sport.selectOption({ index: 1 });
  const start = page.getByLabel('Start time');
  await expect(start.locator('option').nth(1)).toBeAttached();
  // The last free time (taken ones are listed greyed out).
  const free = start.locator('option:not([disabled])');
  await start.selectOption(await free.last().getAttribute('value'));

  // The person has scrolled the page down a long way before pressing the button.
  const book = page.getByRole('button', { name: 'Book Now' });
  await book.evaluate((button) => button.scrollIntoView({ block: 'start' }));
  expect(await scrollY(page)).toBeGreaterThan(0);
  await book.click();

  await expect(page).toHaveURL(/\/checkout\?bookingId=/);
  const pay = page.getByRole('button', { name: /^Pay \$/ });
  await expect(pay).toBeVisible();
  expect(await scrollY(page)).toBe(0);
  await picture(page, 'checkout');
  // What is being paid for comes first, and the card form with Pay fits the first screen too.
  await expect(page.getByLabel('Card number')).toBeInViewport();
  await expect(pay).toBeInViewport({ ratio: 1 });
});

test("the landing page's role cards sit two to a row on a phone", async ({ page }) => {
  await page.goto('/');
  const cards = page.getByTestId('role-card');
  await expect(cards).toHaveCount(10);
  // Both boxes in one read: sections above the cards still loading may move them between two.
  const [first, second] = await cards.evaluateAll((elements) =>
    elements.slice(0, 2).map((element) => element.getBoundingClientRect().toJSON() as DOMRect),
  );
  if (!first || !second) throw new Error('two role cards expected');
  expect(second.y).toBe(first.y);
  expect(second.x).toBeGreaterThan(first.x + first.width);
  expect(second.x + second.width).toBeLessThanOrEqual(PHONE.width);
  await cards.nth(0).scrollIntoViewIfNeeded();
  await picture(page, 'landing-roles');
});

test('a fresh visit starts at the top, a reload keeps the place', async ({ page }) => {
  await page.goto('/');
  // Sections above the role cards fill in as their data comes, and the browser's scroll
  // anchoring moves the place with them: read it once they have.
  await page.waitForLoadState('networkidle');
  await page.getByTestId('role-card').first().scrollIntoViewIfNeeded();
  const read = await scrollY(page);
  expect(read).toBeGreaterThan(0);
  await page.reload();
  await expect(page.getByTestId('role-card').first()).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(read);
  await page.goto('/');
  await expect(page.getByTestId('role-card').first()).toBeAttached();
  expect(await scrollY(page)).toBe(0);
});

test('player cards at 360 px never cut text off without an ellipsis', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/players');
  await expect(page.getByTestId('player-card').first()).toBeVisible();
  const clipped = await page.getByTestId('player-card').evaluateAll((cards) =>
    cards.flatMap((card) =>
      [...card.querySelectorAll('h3, p, span')]
        .filter((element) => {
          if (element.classList.contains('sr-only')) return false;
          const style = getComputedStyle(element);
          // Text too long for its line may end in an ellipsis, and only on the element that
          // holds the text: a flex line cannot draw one, it just cuts.
          const ellipsis = style.textOverflow === 'ellipsis' && !style.display.includes('flex');
          return element.scrollWidth > element.clientWidth + 1 && !ellipsis;
        })
        .map((element) => element.textContent),
    ),
  );
  expect(clipped).toEqual([]);
  await picture(page, 'players');
});
