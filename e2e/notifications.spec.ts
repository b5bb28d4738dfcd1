import { expect, test } from './support/test';
import { socketReady } from './support/live';
import { newPlayer } from './support/people';

test("liking someone's post rings their bell, live, and the bell leads to the post", async ({
  browser,
}) => {
  const author = await newPlayer(browser, 'Author');
  const content = `Who fancies padel on Sunday? ${Date.now()}`;
  const created = await author.request.post('/api/posts', { data: { content } });
  expect(created.status()).toBe(201);
  const { id: postId } = (await created.json()) as { id: string };

  // The author waits on another page, socket open, nothing unread.
  const ready = socketReady(author);
  await author.goto('/community');
  await ready;
  const bell = author.getByTestId('notification-bell');
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(author.getByTestId('notification-count')).toHaveCount(0);

  // Someone else likes the post in their own browser.
  const liker = await newPlayer(browser, 'Liker');
  await liker.goto(`/community/posts/${postId}`);
  await liker.getByRole('button', { name: /Like this post/ }).click();
  await expect(liker.getByRole('button', { name: /Unlike this post/ })).toBeVisible();

  // The author's bell rings without a reload.
  await expect(author.getByTestId('notification-count')).toHaveText('1');
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await bell.click();
  const item = author.getByRole('menuitem').filter({ hasText: 'New like' });
  await expect(item).toContainText('Liker Tester liked your post');
  await item.click();
  await expect(author).toHaveURL(new RegExp(`/community/posts/${postId}$`));
  await expect(author.getByText(content)).toBeVisible();
  // Opened, so read: the badge is gone.
  await expect(author.getByTestId('notification-count')).toHaveCount(0);

  await author.context().close();
  await liker.context().close();
});
