import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PostView } from '@shared/contracts/posts';
import { renderWithProviders, testUser } from '@web/test/render';
import { callsTo, deferred, sentJson, stubFetch } from '@web/test/stub-fetch';
import CommunityPage from './community-page';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function post(overrides: Partial<PostView> = {}): PostView {
  return {
    id: 'p1',
    content: 'Great match tonight!',
    images: [],
    likesCount: 3,
    commentsCount: 0,
    createdAt: minutesAgo(5),
    author: { id: 'u1', firstName: 'Lea', lastName: 'Moreau', profileImageUrl: null },
    likedByMe: false,
    isMine: false,
    ...overrides,
  };
}

const stats = { body: { players: 43, games: 29, teams: 15, venues: 4 } };
const feed = (items: PostView[]) => ({ body: { items, nextCursor: null } });

describe('CommunityPage', () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows post cards per SPEC, real stats, and the empty text', async () => {
    stubFetch({
      '/api/posts': feed([
        post(),
        post({ id: 'p2', author: null, content: 'Anyone?', createdAt: minutesAgo(180) }),
        post({
          id: 'p3',
          images: [
            '/api/uploads/a',
            '/api/uploads/b',
            '/api/uploads/c',
            '/api/uploads/d',
            '/api/uploads/e',
          ],
        }),
      ]),
      '/api/community/stats': stats,
    });
    renderWithProviders(<CommunityPage />, { user: testUser() });

    const cards = await screen.findAllByTestId('post-card');
    expect(within(cards[0]!).getByText('Lea Moreau')).toBeVisible();
    expect(within(cards[0]!).getByText('5 minutes ago')).toBeVisible();
    expect(within(cards[1]!).getByText('Unknown User')).toBeVisible();
    expect(within(cards[1]!).getByText('U')).toBeVisible();
    expect(within(cards[1]!).getByText('3 hours ago')).toBeVisible();
    // At most four pictures, in a grid.
    expect(within(cards[2]!).getAllByRole('img')).toHaveLength(4);
    expect(await screen.findByText('43')).toBeVisible();
    expect(screen.getByText('29')).toBeVisible();
  });

  it('says "No posts yet" when the feed is empty', async () => {
    stubFetch({ '/api/posts': feed([]), '/api/community/stats': stats });
    renderWithProviders(<CommunityPage />, { user: testUser() });
    expect(await screen.findByText('No posts yet')).toBeVisible();
  });

  it('composer: Post is disabled while empty, then shares and says so', async () => {
    const fetchMock = stubFetch({
      '/api/posts': feed([]),
      '/api/community/stats': stats,
      'POST /api/posts': { status: 201, body: post({ isMine: true }) },
    });
    const { user } = renderWithProviders(<CommunityPage />, { user: testUser() });
    await user.click(screen.getByRole('button', { name: 'Share something with the community…' }));
    const postButton = screen.getByRole('button', { name: 'Post' });
    expect(postButton).toBeDisabled();
    await user.type(screen.getByLabelText("What's on your mind?"), '   ');
    expect(postButton).toBeDisabled();
    await user.type(screen.getByLabelText("What's on your mind?"), 'Who is up for padel?');
    await user.click(postButton);

    expect(await screen.findByText('Your post has been shared with the community!')).toBeVisible();
    const [call] = callsTo(fetchMock, 'POST', '/api/posts');
    expect(sentJson(call![1])).toEqual({
      content: 'Who is up for padel?',
      images: [],
    });
    // Collapsed again, ready for the next one.
    expect(
      screen.getByRole('button', { name: 'Share something with the community…' }),
    ).toBeVisible();
  });

  it('composer: a failure gets the SPEC toast', async () => {
    stubFetch({
      '/api/posts': feed([]),
      '/api/community/stats': stats,
      'POST /api/posts': { status: 500, body: { message: 'boom', code: 'internal_error' } },
    });
    const { user } = renderWithProviders(<CommunityPage />, { user: testUser() });
    await user.click(screen.getByRole('button', { name: 'Share something with the community…' }));
    await user.type(screen.getByLabelText("What's on your mind?"), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Failed to create post. Please try again.')).toBeVisible();
  });

  it('like: disabled while pending, then the count the server gives, then a refresh', async () => {
    const gate = deferred();
    const fetchMock = stubFetch({
      '/api/posts': feed([post()]),
      '/api/community/stats': stats,
      'POST /api/posts/p1/like': { body: { liked: true, likesCount: 4 }, gate: gate.promise },
    });
    const { user } = renderWithProviders(<CommunityPage />, { user: testUser() });
    const like = await screen.findByRole('button', { name: /Like this post/ });
    expect(like).toHaveTextContent('3');
    await user.click(like);
    expect(like).toBeDisabled();
    gate.release();
    const liked = await screen.findByRole('button', { name: /Unlike this post/ });
    expect(liked).toHaveTextContent('4');
    expect(liked).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/posts').length).toBeGreaterThan(1));
  });

  it('like: a 401 says you are logged out and goes to /api/login after 500 ms', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, origin: 'http://localhost' });
    stubFetch({
      '/api/posts': feed([post()]),
      '/api/community/stats': stats,
      'POST /api/posts/p1/like': {
        status: 401,
        body: { message: 'Unauthorized', code: 'unauthorized' },
      },
    });
    const { user } = renderWithProviders(<CommunityPage />, { user: testUser() });
    await user.click(await screen.findByRole('button', { name: /Like this post/ }));
    expect(await screen.findByText('You are logged out. Logging in again...')).toBeVisible();
    expect(screen.getByText('Unauthorized')).toBeVisible();
    expect(assign).not.toHaveBeenCalled();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/login'), { timeout: 2000 });
  });

  it('like: any other failure says so', async () => {
    stubFetch({
      '/api/posts': feed([post()]),
      '/api/community/stats': stats,
      'POST /api/posts/p1/like': { status: 500, body: { message: 'boom', code: 'internal_error' } },
    });
    const { user } = renderWithProviders(<CommunityPage />, { user: testUser() });
    await user.click(await screen.findByRole('button', { name: /Like this post/ }));
    expect(await screen.findByText('Failed to like post. Please try again.')).toBeVisible();
  });

  it('comments open under the post and a new one is sent', async () => {
    const fetchMock = stubFetch({
      '/api/posts': feed([post()]),
      '/api/community/stats': stats,
      'GET /api/posts/p1/comments': {
        body: {
          items: [
            {
              id: 'c1',
              postId: 'p1',
              content: 'Well played!',
              createdAt: minutesAgo(2),
              author: { id: 'u2', firstName: 'Sam', lastName: 'Carter', profileImageUrl: null },
              isMine: true,
            },
          ],
          nextCursor: null,
        },
      },
      'POST /api/posts/p1/comments': { status: 201, body: { comment: {}, commentsCount: 2 } },
    });
    const { user } = renderWithProviders(<CommunityPage />, { user: testUser() });
    await user.click(await screen.findByRole('button', { name: /Show comments/ }));
    const thread = await screen.findByRole('region', { name: 'Comments' });
    expect(await within(thread).findByText('Well played!')).toBeVisible();
    expect(within(thread).getByRole('button', { name: 'Delete your comment' })).toBeVisible();
    await user.type(within(thread).getByLabelText('Write a comment'), 'Rematch soon');
    await user.click(within(thread).getByRole('button', { name: 'Send comment' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', '/api/posts/p1/comments')).toHaveLength(1),
    );
    const [, init] = callsTo(fetchMock, 'POST', '/api/posts/p1/comments')[0]!;
    expect(sentJson(init)).toEqual({ content: 'Rematch soon' });
  });
});
