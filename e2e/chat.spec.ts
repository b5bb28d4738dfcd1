import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { greenSquarePng, newPlayer } from './support/people';
import { expect, test } from './support/test';

const idOf = async (page: Page) =>
  ((await (await page.request.get('/api/auth/user')).json()) as { id: string }).id;

test('two people chat live: the message, the unread badge, typing and "Seen" without a reload', async ({
  browser,
}) => {
  const ana = await newPlayer(browser, 'Ana');
  const ben = await newPlayer(browser, 'Ben');
  const benId = await idOf(ben);

  // Ben waits on his messages page; nothing there yet.
  await ben.goto('/messages');
  await expect(ben.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();

  // Ana starts the conversation from Ben's profile.
  await ana.goto(`/players/${benId}`);
  await ana.getByRole('button', { name: 'Message Ben Tester' }).click();
  await expect(ana).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
  const composer = ana.getByRole('textbox', { name: 'Message' });
  await composer.fill('Hi Ben! Court 3 at <b>7</b>? https://example.com/court');
  await composer.press('Enter');
  await expect(ana.getByTestId('message')).toHaveCount(1);
  await expect(ana.getByText('Sending…')).toHaveCount(0);

  // Ben: the badge and the conversation arrive over the socket.
  await expect(ben.getByTestId('messages-unread')).toHaveText('1');
  const row = ben.getByTestId('conversation-row').filter({ hasText: 'Ana Tester' });
  await expect(row.getByLabel('1 unread')).toBeVisible();
  await row.click();
  const message = ben.getByTestId('message').first();
  await expect(message).toContainText('Court 3 at <b>7</b>?');
  await expect(message.getByRole('link', { name: 'https://example.com/court' })).toBeVisible();
  // Reading it clears his badge and shows Ana "Seen".
  await expect(ben.getByTestId('messages-unread')).toHaveCount(0);
  await expect(ana.getByTestId('seen')).toBeVisible();

  // Ben types: Ana sees it; then his reply appears in her thread.
  const reply = ben.getByRole('textbox', { name: 'Message' });
  await reply.pressSequentially('Deal');
  await expect(ana.getByText('Ben is typing…')).toBeVisible();
  await reply.press('Shift+Enter');
  await reply.pressSequentially('see you there');
  await reply.press('Enter');
  await expect(ana.getByTestId('message').last()).toContainText('Deal\nsee you there');
  await expect(ana.getByTestId('message').last()).toHaveAttribute('data-mine', 'false');

  // A photo goes through the uploads API and shows in the other's thread.
  await ana.getByLabel('Photo to send').setInputFiles({
    name: 'court.png',
    mimeType: 'image/png',
    buffer: greenSquarePng(),
  });
  const photo = ben.getByRole('img', { name: 'Photo from Ana Tester' });
  await expect(photo).toBeVisible();
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(32);

  await ana.context().close();
  await ben.context().close();
});

test('on a phone: the list, then the thread with a back button', async ({ browser }) => {
  const ana = await newPlayer(browser, 'Ana');
  const ben = await newPlayer(browser, 'Ben');
  const benId = await idOf(ben);
  const opened = await ana.request.post('/api/conversations/direct', { data: { userId: benId } });
  const { id } = (await opened.json()) as { id: string };
  await ana.request.post(`/api/conversations/${id}/messages`, { data: { content: 'Hello Ben' } });

  await ben.setViewportSize({ width: 390, height: 800 });
  await ben.goto('/messages');
  await ben.getByTestId('conversation-row').filter({ hasText: 'Ana Tester' }).click();
  await expect(ben.getByTestId('message').getByText('Hello Ben')).toBeVisible();
  await expect(ben.getByLabel('Search conversations')).toBeHidden();
  await ben.getByRole('link', { name: 'Back to conversations' }).click();
  await expect(ben).toHaveURL(/\/messages$/);
  await expect(ben.getByLabel('Search conversations')).toBeVisible();
  // Blocking from the thread says so plainly to the other person.
  await ben.getByTestId('conversation-row').first().click();
  await ben.getByRole('button', { name: 'Block' }).click();
  // The block has reached the server once the button has turned.
  await expect(ben.getByRole('button', { name: 'Unblock' })).toBeVisible();
  const refused = await ana.request.post(`/api/conversations/${id}/messages`, {
    data: { content: 'Still there?' },
  });
  expect(refused.status()).toBe(403);
  await ana.goto(`/messages/${id}`);
  await expect(ana.getByText('This person is not accepting messages from you.')).toBeVisible();

  await ana.context().close();
  await ben.context().close();
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the demo player's messages have no serious accessibility problems (${scheme})`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await page.addInitScript(() => sessionStorage.setItem('matchday-welcomed', '1'));
    const response = await page.request.post('/api/login', {
      data: { email: 'player@matchday.dev', password: 'matchday123' },
    });
    expect(response.ok()).toBe(true);
    await page.goto('/messages');
    // Seeded: team, game and direct chats, some unread.
    await expect(page.getByTestId('messages-unread')).toBeVisible();
    // The first conversation with a history (a new team's chat may have none yet).
    await page
      .getByTestId('conversation-row')
      .filter({ hasNotText: 'No messages yet' })
      .first()
      .click();
    await expect(page.getByTestId('message').first()).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(serious).toEqual([]);
  });
}
