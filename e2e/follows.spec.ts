import { expect, test } from './support/test';
import { newPlayer, toast } from './support/people';

test('a fan follows a seeded league and its results appear on their home', async ({ browser }) => {
  const fan = await newPlayer(browser, 'Fiona', 'fan');
  await fan.goto('/');
  // A fan who follows nothing is told how to start.
  await expect(fan.getByText('Follow a league or a team to see its results here.')).toBeVisible();

  await fan.goto('/leagues');
  await fan
    .getByRole('link', { name: /London Sunday Football League/ })
    .first()
    .click();
  const follow = fan.getByRole('button', { name: 'Follow London Sunday Football League' });
  await expect(follow).toBeEnabled();
  const before = Number(await follow.locator('span').last().textContent());
  await follow.click();
  await expect(
    toast(fan).getByText("You'll see news from London Sunday Football League."),
  ).toBeVisible();
  const following = fan.getByRole('button', { name: 'Unfollow London Sunday Football League' });
  await expect(following).toHaveAttribute('aria-pressed', 'true');
  await expect(following).toContainText(`Following ${before + 1}`);

  await fan.goto('/');
  const results = fan.getByRole('region', { name: 'Results you follow' });
  await expect(
    results.getByText(/London Sunday Football League · Round \d+/).first(),
  ).toBeVisible();

  // The fan dashboard lists the follow and the league's next matches.
  await fan.goto('/dashboard/fan');
  const list = fan.getByRole('region', { name: /^Following/ });
  await expect(list.getByRole('link', { name: 'London Sunday Football League' })).toBeVisible();
  const next = fan.getByRole('region', { name: 'Next matches' });
  await expect(next.getByText(/London Sunday Football League, round \d+/).first()).toBeVisible();

  // Unfollowing from the league page takes the count back.
  await fan.goto('/leagues');
  await fan
    .getByRole('link', { name: /London Sunday Football League/ })
    .first()
    .click();
  await fan.getByRole('button', { name: 'Unfollow London Sunday Football League' }).click();
  await expect(
    fan.getByRole('button', { name: 'Follow London Sunday Football League' }),
  ).toContainText(`Follow ${before}`);
});
