import { expect, test } from './support/test';
import { greenSquarePng, newPlayer, toast } from './support/people';
import { appStarted } from './support/app-started';

test('post with a photo → like → comment → share → the link opens the post', async ({
  browser,
}) => {
  const page = await newPlayer(browser, 'Poster');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  // This Chromium has no share sheet on Linux; make sure the copy fallback is what runs.
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
  });
  await page.goto('/community');

  const content = `Five-a-side tonight, who is in? ${Date.now()}`;
  await page.getByRole('button', { name: 'Share something with the community…' }).click();
  const post = page.getByRole('button', { name: 'Post', exact: true });
  await expect(post).toBeDisabled();
  await page.getByLabel("What's on your mind?").fill('   ');
  await expect(post).toBeDisabled();
  await page.getByLabel("What's on your mind?").fill(content);
  await page.getByTestId('photo-input').setInputFiles({
    name: 'pitch.png',
    mimeType: 'image/png',
    buffer: greenSquarePng(),
  });
  await expect(page.getByRole('list', { name: 'Photos to post' }).getByRole('img')).toHaveCount(1);
  await post.click();
  await expect(
    toast(page).getByText('Your post has been shared with the community!'),
  ).toBeVisible();

  const card = page.getByTestId('post-card').filter({ hasText: content });
  await expect(card).toBeVisible();
  await expect(card.getByRole('img', { name: 'Photo 1 of 1' })).toBeVisible();

  // Like: the heart fills and the count moves once the server answers.
  const like = card.getByRole('button', { name: /Like this post/ });
  await like.click();
  await expect(card.getByRole('button', { name: /Unlike this post/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(card.getByRole('button', { name: /Unlike this post/ })).toContainText('1');

  // Comment: the thread opens, the comment appears and the count follows.
  await card.getByRole('button', { name: /Show comments/ }).click();
  await card.getByLabel('Write a comment').fill('Count me in!');
  await card.getByRole('button', { name: 'Send comment' }).click();
  // The box empties once the server has the comment; until then its text would match too.
  await expect(card.getByLabel('Write a comment')).toHaveValue('');
  await expect(
    card
      .getByRole('region', { name: 'Comments' })
      .getByRole('paragraph')
      .filter({ hasText: 'Count me in!' }),
  ).toBeVisible();
  await expect(card.getByRole('button', { name: /comments/ })).toContainText('1');

  // Share: the link is copied, and it opens the post.
  await card.getByRole('button', { name: 'Share' }).click();
  await expect(toast(page).getByText('Post link copied to clipboard!')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/community\/posts\/[0-9a-f-]{36}$/);
  await page.goto(link);
  await expect(page.getByText(content)).toBeVisible();
  await expect(page.getByText('Count me in!')).toBeVisible();
});

test('another member sees the post, likes it and it counts for both', async ({ browser }) => {
  const author = await newPlayer(browser, 'Author');
  await author.goto('/community');
  const content = `Padel on Sunday? ${Date.now()}`;
  await author.getByRole('button', { name: 'Share something with the community…' }).click();
  await author.getByLabel("What's on your mind?").fill(content);
  await author.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(author.getByTestId('post-card').filter({ hasText: content })).toBeVisible();

  const reader = await newPlayer(browser, 'Reader');
  await reader.goto('/community');
  const card = reader.getByTestId('post-card').filter({ hasText: content });
  await card.getByRole('button', { name: /Like this post/ }).click();
  await expect(card.getByRole('button', { name: /Unlike this post/ })).toContainText('1');
  // The reader cannot delete someone else's post.
  await expect(card.getByRole('button', { name: 'Post options' })).toHaveCount(0);

  await author.reload();
  const own = author.getByTestId('post-card').filter({ hasText: content });
  await expect(own.getByRole('button', { name: /Like this post/ })).toContainText('1');
  await own.getByRole('button', { name: 'Post options' }).click();
  await author.getByRole('menuitem', { name: 'Delete post' }).click();
  await author.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(toast(author).getByText('Post deleted')).toBeVisible();
  await expect(author.getByTestId('post-card').filter({ hasText: content })).toHaveCount(0);
});

test('liking after the session ended says so and goes to sign in', async ({ browser }) => {
  const page = await newPlayer(browser, 'Expired');
  await page.goto('/community');
  const firstCard = page.getByTestId('post-card').first();
  await expect(firstCard).toBeVisible();
  // The session ends while the app is in use: once it has taken over the server's page.
  await appStarted(page);
  await page.context().clearCookies();
  await firstCard.getByRole('button', { name: /like this post/i }).click();
  await expect(toast(page).getByText('You are logged out. Logging in again...')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});
