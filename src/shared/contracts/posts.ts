import { z } from 'zod';
import { POST_IMAGES_SHOWN } from '@shared/constants';
import { clientKeyField, cursorParam, limitParam, pageOf, personSummary } from './common';
import { UPLOAD_URL_PATTERN } from './uploads';

export const POST_MAX_LENGTH = 2000;
export const COMMENT_MAX_LENGTH = 1000;
export const POST_MAX_IMAGES = POST_IMAGES_SHOWN;
export const FEED_PAGE_SIZE = 10;

/** SPEC §5, on both sides. */
export const EMPTY_POST = 'Please enter some content for your post.';
export const EMPTY_COMMENT = 'Please write something before sending your comment.';

export const createPostBody = z.object({
  content: z
    .string({ error: EMPTY_POST })
    .trim()
    .min(1, EMPTY_POST)
    .max(POST_MAX_LENGTH, `Posts can be at most ${POST_MAX_LENGTH} characters`),
  images: z
    .array(
      z
        .string({ error: 'Upload each photo first' })
        .regex(UPLOAD_URL_PATTERN, 'Upload each photo first'),
      { error: 'Images must be a list of uploaded photos' },
    )
    .max(POST_MAX_IMAGES, `A post can have at most ${POST_MAX_IMAGES} photos`)
    .optional()
    .default([]),
  clientKey: clientKeyField,
});
export type CreatePostBody = z.input<typeof createPostBody>;

export const listPostsQuery = z.object({
  cursor: cursorParam,
  limit: limitParam(50, FEED_PAGE_SIZE),
  authorId: z.uuid({ error: 'Unknown author' }).optional(),
});

export const postView = z.object({
  id: z.string(),
  content: z.string(),
  images: z.array(z.string()),
  likesCount: z.number(),
  commentsCount: z.number(),
  createdAt: z.string(),
  author: personSummary.nullable(),
  /** Whether the signed-in user likes it (the SPEC's feed always started unliked). */
  likedByMe: z.boolean(),
  isMine: z.boolean(),
});
export type PostView = z.infer<typeof postView>;

export const postPage = pageOf(postView);
export type PostPage = z.infer<typeof postPage>;

export const likeResult = z.object({ liked: z.boolean(), likesCount: z.number() });
export type LikeResult = z.infer<typeof likeResult>;

export const createCommentBody = z.object({
  content: z
    .string({ error: EMPTY_COMMENT })
    .trim()
    .min(1, EMPTY_COMMENT)
    .max(COMMENT_MAX_LENGTH, `Comments can be at most ${COMMENT_MAX_LENGTH} characters`),
});
export type CreateCommentBody = z.input<typeof createCommentBody>;

export const commentView = z.object({
  id: z.string(),
  postId: z.string(),
  content: z.string(),
  createdAt: z.string(),
  author: personSummary.nullable(),
  isMine: z.boolean(),
});
export type CommentView = z.infer<typeof commentView>;

export const listCommentsQuery = z.object({
  cursor: cursorParam,
  limit: limitParam(100, 50),
});
export const commentPage = pageOf(commentView);
export type CommentPage = z.infer<typeof commentPage>;

/** The answer to adding or deleting a comment: the comment and the post's new count. */
export const commentResult = z.object({ comment: commentView, commentsCount: z.number() });
export const commentDeleted = z.object({ commentsCount: z.number() });

export const postCommentParams = z.object({
  id: z.uuid({ error: 'Post not found' }),
  commentId: z.uuid({ error: 'Comment not found' }),
});

/** Community Stats (SPEC §2; real counts instead of the SPEC's placeholders). */
export const communityStats = z.object({
  players: z.number(),
  games: z.number(),
  teams: z.number(),
  venues: z.number(),
});
export type CommunityStats = z.infer<typeof communityStats>;
