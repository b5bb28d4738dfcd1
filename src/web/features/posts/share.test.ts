import { describe, expect, it, vi } from 'vitest';
import { postTitle, postUrl, sharePost } from './share';

const post = { title: 'Sam: Great game', url: postUrl('https://matchday.test', 'abc') };

describe('sharePost', () => {
  it('uses the device share sheet when there is one', async () => {
    const share = vi.fn(async () => {});
    const writeText = vi.fn(async () => {});
    expect(await sharePost(post, { share, writeText })).toBe('shared');
    expect(share).toHaveBeenCalledWith({
      title: 'Sam: Great game',
      url: 'https://matchday.test/community/posts/abc',
    });
    expect(writeText).not.toHaveBeenCalled();
  });

  it('treats closing the share sheet as no action', async () => {
    const share = vi.fn(async () => {
      throw new DOMException('closed', 'AbortError');
    });
    const writeText = vi.fn(async () => {});
    expect(await sharePost(post, { share, writeText })).toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link without a share sheet, or when it fails', async () => {
    const writeText = vi.fn(async () => {});
    expect(await sharePost(post, { writeText })).toBe('copied');
    expect(writeText).toHaveBeenCalledWith('https://matchday.test/community/posts/abc');
    const broken = vi.fn(async () => {
      throw new Error('not allowed');
    });
    expect(await sharePost(post, { share: broken, writeText })).toBe('copied');
  });

  it('says so when neither works', async () => {
    expect(await sharePost(post, {})).toBe('failed');
    const denied = vi.fn(async () => {
      throw new Error('denied');
    });
    expect(await sharePost(post, { writeText: denied })).toBe('failed');
  });
});

describe('postTitle', () => {
  it("is the author and the post's first line, shortened", () => {
    expect(postTitle('Great game!\nMore below', 'Sam Carter')).toBe('Sam Carter: Great game!');
    expect(postTitle('x'.repeat(80), 'Sam')).toBe(`Sam: ${'x'.repeat(57)}…`);
    expect(postTitle('   ', 'Sam')).toBe('A post by Sam');
  });
});
