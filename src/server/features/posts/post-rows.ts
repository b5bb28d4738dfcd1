import { sql } from 'drizzle-orm';
import type { PersonSummary } from '@shared/contracts/common';
import { postLikes, posts } from '@server/db/schema/posts';
import { users } from '@server/db/schema/users';
import type { PostView } from '@shared/contracts/posts';

/** The columns a post card needs, for the viewer `viewerId` (null for nobody). */
export function postColumns(viewerId: string | null) {
  return {
    id: posts.id,
    content: posts.content,
    images: posts.images,
    likesCount: posts.likesCount,
    commentsCount: posts.commentsCount,
    createdAt: posts.createdAt,
    cursorAt: sql<string>`${posts.createdAt}::text`,
    authorId: posts.authorId,
    authorFirstName: users.firstName,
    authorLastName: users.lastName,
    authorImage: users.profileImageUrl,
    likedByMe: viewerId
      ? sql<boolean>`exists (select 1 from ${postLikes} where ${postLikes.postId} = ${posts.id} and ${postLikes.userId} = ${viewerId})`
      : sql<boolean>`false`,
  };
}

type PostRow = {
  id: string;
  content: string;
  images: string[];
  likesCount: number;
  commentsCount: number;
  createdAt: Date;
  authorId: string;
  authorFirstName: string | null;
  authorLastName: string | null;
  authorImage: string | null;
  likedByMe: boolean;
};

export function personOf(
  id: string,
  firstName: string | null,
  lastName: string | null,
  profileImageUrl: string | null,
): PersonSummary {
  return { id, firstName, lastName, profileImageUrl };
}

export function toPostView(row: PostRow, viewerId: string | null): PostView {
  return {
    id: row.id,
    content: row.content,
    images: row.images,
    likesCount: row.likesCount,
    commentsCount: row.commentsCount,
    createdAt: row.createdAt.toISOString(),
    author: personOf(row.authorId, row.authorFirstName, row.authorLastName, row.authorImage),
    likedByMe: Boolean(row.likedByMe),
    isMine: row.authorId === viewerId,
  };
}
