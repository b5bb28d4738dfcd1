import { expect, test } from './support/test';
import { newPlayer, toast } from './support/people';

test('a private game: hidden by its address, opened by its invite link, joined on acceptance', async ({
  browser,
}) => {
  const organizer = await newPlayer(browser, 'Host');
  await organizer.goto('/players?tab=games');
  await organizer.getByRole('button', { name: 'Create Game' }).click();
  const dialog = organizer.getByRole('dialog', { name: 'Create a game' });
  const title = `Members doubles ${Date.now()}`;
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Sport').selectOption({ label: 'Tennis' });
  await dialog.getByLabel('Location').fill('Hyde Park courts, London');
  const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString('en-CA');
  await dialog.getByLabel('Date').fill(tomorrow);
  await dialog.getByLabel('Start').fill('18:00');
  await dialog.getByRole('checkbox', { name: /Private/ }).check();
  await dialog.getByRole('button', { name: 'Create Game' }).click();

  await expect(organizer.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(organizer.getByRole('heading', { name: 'Invite players' })).toBeVisible();
  await expect(organizer.getByRole('button', { name: 'Copy invite link' })).toBeVisible();
  const gameUrl = organizer.url();
  const inviteLink = await organizer.getByLabel('Invite link').inputValue();
  expect(inviteLink).toContain(`${new URL(gameUrl).pathname}?invite=`);

  // By its address alone the game is not there for anyone else.
  const player = await newPlayer(browser, 'Asker');
  await player.goto(gameUrl);
  await expect(player.getByText('Game not found')).toBeVisible();
  await expect(player.getByRole('heading', { level: 1, name: title })).toHaveCount(0);

  await player.goto(inviteLink);
  await expect(player.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await player.getByRole('button', { name: 'Ask to join' }).click();
  await expect(toast(player).getByText('Request sent')).toBeVisible();
  await expect(player.getByRole('button', { name: 'Withdraw request' })).toBeVisible();

  await organizer.reload();
  const requests = organizer.getByRole('list', { name: 'Requests to join' });
  await requests.getByRole('button', { name: 'Accept Asker Tester' }).click();
  await expect(toast(organizer).getByText('Asker Tester is in')).toBeVisible();
  await expect(
    organizer.getByRole('list', { name: 'Players in this game' }).getByText('Asker Tester'),
  ).toBeVisible();

  // Now on the roster, the player opens the game by its plain address.
  await player.goto(gameUrl);
  await expect(player.getByText("You're in")).toBeVisible();
});
