import type { PostPage } from '@shared/contracts/posts';
import { cursorPagesQuery } from '@web/lib/cursor-pages';

// Apart from the post hooks and their imports: app/startup-prefetch reads the community feed's
// first page from the app's entry chunk (ADR 021).

export const feedKey = (authorId?: string) => ['/api/posts', { view: 'feed', authorId }] as const;

/** The feed (or one author's posts), page by page. */
export const feedQuery = (authorId?: string) =>
  cursorPagesQuery<PostPage>(feedKey(authorId), '/api/posts', { authorId });
