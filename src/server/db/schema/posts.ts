import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamps } from './columns';
import { games } from './games';
import { users } from './users';
import { venues } from './venues';

/** Community feed posts (SPEC §3 posts). */
export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    gameId: uuid('game_id').references(() => games.id, { onDelete: 'set null' }),
    venueId: uuid('venue_id').references(() => venues.id, { onDelete: 'set null' }),
    /** Kept in step with post_likes / post_comments inside the same transaction. */
    likesCount: integer('likes_count').notNull().default(0),
    commentsCount: integer('comments_count').notNull().default(0),
    /**
     * The key the author's device gave the post (its outbox item, ADR 019): sending it again
     * answers this post instead of making a second one.
     */
    clientKey: uuid('client_key'),
    ...timestamps,
  },
  (t) => [
    // Keyset pagination of the feed: ORDER BY created_at DESC, id DESC. nullsFirst() because
    // drizzle-kit would otherwise emit DESC NULLS LAST, which that ORDER BY cannot use.
    index('posts_created_at_id_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('posts_author_id_created_at_idx').on(t.authorId, t.createdAt.desc().nullsFirst()),
    uniqueIndex('posts_author_id_client_key_idx').on(t.authorId, t.clientKey),
    index('posts_game_id_idx').on(t.gameId),
    index('posts_venue_id_idx').on(t.venueId),
    // SPEC §5: empty or whitespace-only posts are rejected.
    check('posts_content_check', sql`btrim(${t.content}) <> ''`),
    check('posts_likes_count_check', sql`${t.likesCount} >= 0`),
    check('posts_comments_count_check', sql`${t.commentsCount} >= 0`),
    // A post shows at most four pictures (SPEC §9); more are refused, not hidden.
    check('posts_images_count_check', sql`cardinality(${t.images}) <= 4`),
  ],
);

export type Post = typeof posts.$inferSelect;

/** One like per user and post: the primary key is the invariant. */
export const postLikes = pgTable(
  'post_likes',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...createdAt,
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.userId] }),
    index('post_likes_user_id_idx').on(t.userId),
  ],
);

export const postComments = pgTable(
  'post_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    ...createdAt,
  },
  (t) => [
    index('post_comments_post_id_created_at_idx').on(t.postId, t.createdAt),
    index('post_comments_author_id_idx').on(t.authorId),
    check('post_comments_content_check', sql`btrim(${t.content}) <> ''`),
  ],
);
