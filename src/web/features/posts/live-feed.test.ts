import { describe, expect, it } from 'vitest';
import type { PostView } from '@shared/contracts/posts';
import { applyPostCounts, newPostsLabel, noteNewPost, shownPostIds } from './live-feed';

const post = (id: string, overrides: Partial<PostView> = {}): PostView => ({
  id,
  content: 'Hi',
  images: [],
  likesCount: 1,
  commentsCount: 2,
  createdAt: '2026-01-01T00:00:00.000Z',
  author: null,
  likedByMe: true,
  isMine: false,
  ...overrides,
});

describe('noteNewPost', () => {
  const shown = new Set(['p1']);

  it("counts others' posts once each, not mine nor those already shown", () => {
    let pending: readonly string[] = [];
    pending = noteNewPost(pending, { postId: 'p2', authorId: 'bob' }, 'me', shown);
    pending = noteNewPost(pending, { postId: 'p2', authorId: 'bob' }, 'me', shown);
    pending = noteNewPost(pending, { postId: 'p3', authorId: 'me' }, 'me', shown);
    pending = noteNewPost(pending, { postId: 'p1', authorId: 'bob' }, 'me', shown);
    pending = noteNewPost(pending, { postId: 'p4', authorId: 'carol' }, 'me', shown);
    expect(pending).toEqual(['p2', 'p4']);
  });

  it('says one post and many posts', () => {
    expect(newPostsLabel(1)).toBe('1 new post');
    expect(newPostsLabel(3)).toBe('3 new posts');
  });

  it("reads the ids of a feed's loaded pages", () => {
    const feed = {
      pages: [
        { items: [post('a')], nextCursor: 'x' },
        { items: [post('b')], nextCursor: null },
      ],
      pageParams: [null, 'x'],
    };
    expect([...shownPostIds(feed)]).toEqual(['a', 'b']);
    expect(shownPostIds(undefined).size).toBe(0);
  });
});

describe('applyPostCounts', () => {
  const counts = { postId: 'a', likesCount: 9, commentsCount: 4 };

  it("changes the counts in the feed's pages and keeps my liked flag", () => {
    const feed = {
      pages: [{ items: [post('a'), post('b')], nextCursor: null }],
      pageParams: [null],
    };
    const next = applyPostCounts(feed, counts) as typeof feed;
    expect(next.pages[0]!.items[0]).toEqual(post('a', { likesCount: 9, commentsCount: 4 }));
    expect(next.pages[0]!.items[0]!.likedByMe).toBe(true);
    expect(next.pages[0]!.items[1]).toBe(feed.pages[0]!.items[1]);
  });

  it('changes a single post and a first page, and leaves other shapes alone', () => {
    expect(applyPostCounts(post('a'), counts)).toMatchObject({ likesCount: 9, commentsCount: 4 });
    expect(applyPostCounts(post('b'), counts)).toEqual(post('b'));
    const page = { items: [post('a')], nextCursor: null };
    expect(applyPostCounts(page, counts)).toEqual({
      items: [post('a', { likesCount: 9, commentsCount: 4 })],
      nextCursor: null,
    });
    const comments = { pages: [{ items: [{ id: 'a', content: 'x' }], nextCursor: null }] };
    expect(applyPostCounts(comments, counts)).toBe(comments);
    expect(applyPostCounts(undefined, counts)).toBeUndefined();
  });
});
