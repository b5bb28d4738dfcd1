import { randomUUID } from 'node:crypto';
import type { postComments, postLikes, posts } from '@server/db/schema/posts';
import type { uploads } from '@server/db/schema/uploads';
import { COMMENTS, POSTS } from './community-data';
import { type Crowd, MINUTE, type PlanBase } from './community-people';
import { type Surface, surfaceImage } from './demo-images';

/** 50 posts over the last two weeks, some with pictures, with likes and comments. */
export function buildPosts(
  { random, now }: PlanBase,
  { people, samPerson, everyone, others }: Crowd,
) {
  const postRows: (typeof posts.$inferInsert)[] = [];
  const uploadRows: (typeof uploads.$inferInsert)[] = [];
  const imageFiles: { id: string; bytes: Buffer }[] = [];
  // A few posts carry pictures: one shown large, or a grid of two to four.
  const photos: Record<number, Surface[]> = {
    1: ['grass'],
    5: ['clay', 'hard'],
    9: ['sand', 'sand', 'grass'],
    14: ['hard', 'indoor', 'grass', 'clay'],
    22: ['indoor'],
  };
  const likeRows: (typeof postLikes.$inferInsert)[] = [];
  const commentRows: (typeof postComments.$inferInsert)[] = [];
  for (let index = 0; index < 50; index++) {
    const author = samPerson && index % 13 === 4 ? samPerson : random.pick(people);
    const createdAt = new Date(
      now - (index === 0 ? 25 * MINUTE : index * 6.5 * 60 * MINUTE + random.int(0, 90) * MINUTE),
    );
    const id = randomUUID();
    const images = (photos[index] ?? []).map((surface) => {
      const data = surfaceImage(surface);
      const uploadId = randomUUID();
      uploadRows.push({
        id: uploadId,
        ownerId: author.id,
        contentType: 'image/png',
        byteSize: data.length,
        width: 480,
        height: 320,
      });
      imageFiles.push({ id: uploadId, bytes: data });
      return `/api/uploads/${uploadId}`;
    });
    postRows.push({
      id,
      authorId: author.id,
      content: POSTS[index % POSTS.length]!,
      images,
      createdAt,
    });
    const likers = random.sample(others(new Set([author.id])), random.int(0, 16));
    if (samPerson && author !== samPerson && index % 3 === 0 && !likers.includes(samPerson))
      likers.push(samPerson);
    likers.forEach((liker) => likeRows.push({ postId: id, userId: liker.id, createdAt }));
    const comments = random.int(0, 4);
    // Comments follow their post in order, and all before now: on a post from 25 minutes ago
    // they share those 25 minutes instead of landing in the future.
    const sincePost = now - createdAt.getTime();
    for (let c = 0; c < comments; c++) {
      const after = Math.min(
        (c + 1) * random.int(5, 50) * MINUTE,
        (sincePost * (c + 1)) / (comments + 1),
      );
      commentRows.push({
        postId: id,
        authorId: random.pick(everyone).id,
        content: random.pick(COMMENTS),
        createdAt: new Date(createdAt.getTime() + after),
      });
    }
  }
  return { postRows, uploadRows, imageFiles, likeRows, commentRows };
}
