import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PostView } from '@shared/contracts/posts';
import { RealtimeProvider } from '@web/lib/realtime';
import { stubLiveSocket } from '@web/test/live-socket';
import { renderWithProviders, testUser } from '@web/test/render';
import { callsTo, stubFetch } from '@web/test/stub-fetch';
import CommunityPage from './community-page';

/** The feed live: "N new posts" from others, and counts from post.counts. */
const me = testUser();

function post(id: string, overrides: Partial<PostView> = {}): PostView {
  return {
    id,
    content: `Post ${id}`,
    images: [],
    likesCount: 3,
    commentsCount: 1,
    createdAt: new Date().toISOString(),
    author: { id: 'u1', firstName: 'Lea', lastName: 'Moreau', profileImageUrl: null },
    likedByMe: true,
    isMine: false,
    ...overrides,
  };
}

function renderLive() {
  const live = stubLiveSocket();
  const result = renderWithProviders(
    <RealtimeProvider userId={me.id} onSessionEnded={() => {}}>
      <CommunityPage />
    </RealtimeProvider>,
    { user: me },
  );
  return { ...result, live };
}

describe('CommunityPage, live', () => {
  let posts: PostView[];
  beforeEach(() => {
    vi.unstubAllGlobals();
    posts = [post('p1')];
  });
  afterEach(() => vi.unstubAllGlobals());

  const stubFeed = () =>
    stubFetch({
      '/api/posts': () => ({ body: { items: posts, nextCursor: null } }),
      '/api/community/stats': { body: { players: 1, games: 1, teams: 1, venues: 1 } },
    });

  it('offers the posts of others (not mine) and shows them on click', async () => {
    const fetchMock = stubFeed();
    const { user, live } = renderLive();
    expect(await screen.findByText('Post p1')).toBeVisible();
    await waitFor(() => expect(live.isOpen()).toBe(true));

    live.push({ type: 'post.created', data: { postId: 'mine', authorId: me.id } });
    live.push({ type: 'post.created', data: { postId: 'p1', authorId: 'u1' } });
    expect(screen.queryByRole('button', { name: /new post/ })).toBeNull();

    live.push({ type: 'post.created', data: { postId: 'p2', authorId: 'u2' } });
    expect(await screen.findByRole('button', { name: '1 new post' })).toBeVisible();
    live.push({ type: 'post.created', data: { postId: 'p3', authorId: 'u3' } });
    const button = await screen.findByRole('button', { name: '2 new posts' });
    expect(screen.queryByText('Post p2')).toBeNull();

    posts = [post('p3'), post('p2'), post('p1')];
    const before = callsTo(fetchMock, 'GET', '/api/posts').length;
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    await user.click(button);
    expect(await screen.findByText('Post p2')).toBeVisible();
    expect(screen.getByText('Post p3')).toBeVisible();
    expect(callsTo(fetchMock, 'GET', '/api/posts').length).toBe(before + 1);
    expect(screen.queryByRole('button', { name: /new post/ })).toBeNull();
    expect(scrollTo).toHaveBeenCalled();
  });

  it("post.counts changes a post's like and comment counts, not my liked flag", async () => {
    stubFeed();
    const { live } = renderLive();
    const card = (await screen.findAllByTestId('post-card'))[0]!;
    await waitFor(() => expect(live.isOpen()).toBe(true));
    live.push({ type: 'post.counts', data: { postId: 'p1', likesCount: 7, commentsCount: 5 } });
    // The button is mounted afresh with the new count (its key is the server's values).
    const liked = () => within(card).getByRole('button', { name: /Unlike this post/ });
    await waitFor(() => expect(liked()).toHaveTextContent('7'));
    expect(liked()).toHaveAttribute('aria-pressed', 'true');
    expect(card).toHaveTextContent('5');
  });
});
