import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PostView } from '@shared/contracts/posts';
import { renderWithProviders, testUser } from '@web/test/render';
import { stubFetch } from '@web/test/stub-fetch';
import { PostList } from './post-list';

function post(id: string, images: string[]): PostView {
  return {
    id,
    content: `Post ${id}`,
    images,
    likesCount: 0,
    commentsCount: 0,
    createdAt: new Date().toISOString(),
    author: { id: 'u1', firstName: 'Lea', lastName: 'Moreau', profileImageUrl: null },
    likedByMe: false,
    isMine: false,
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('PostList', () => {
  it('loads the first photo at once even when the newest post has none, the others lazily', async () => {
    const items = [post('p1', []), post('p2', ['/a.png']), post('p3', ['/b.png'])];
    stubFetch({ '/api/posts': { body: { items, nextCursor: null } } });
    renderWithProviders(<PostList empty="No posts" />, { user: testUser() });
    await screen.findByText('Post p3');
    const [first, second] = screen.getAllByRole('img', { name: 'Photo 1 of 1' });
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(second).toHaveAttribute('loading', 'lazy');
  });
});
