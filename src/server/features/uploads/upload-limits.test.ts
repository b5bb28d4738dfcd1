import { readdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@server/db/schema/users';
import { uploads } from '@server/db/schema/uploads';
import { multipartFile, pngImage } from '@server/test/images';
import { createTestContext, registerUser, type TestContext } from '@server/test/test-app';
import { quotaMessage } from './upload-rules';
import { sweepUnattachedUploads, UNATTACHED_FOR_MS } from './upload-sweep';
import { tooManyUploads } from './uploads.service';

let ctx: TestContext;
let seededUploads: number;
beforeAll(async () => {
  // 0.01 MB: two of the 4 kB images below fit, a third does not.
  ctx = await createTestContext({
    UPLOAD_RATE_MAX: '4',
    UPLOAD_RATE_WINDOW_MINUTES: '10',
    UPLOAD_QUOTA_MB: '0.01',
  });
  seededUploads = (await ctx.database.db.select({ id: uploads.id }).from(uploads)).length;
});
afterAll(() => ctx.close());

/** A valid PNG padded to about 4 kB (bytes after the image's end do not change what it is). */
const fourKb = () => Buffer.concat([pngImage(4, 4), Buffer.alloc(4000)]);

function upload(cookie: string, bytes = pngImage()) {
  const body = multipartFile(bytes);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/uploads',
    payload: body.payload,
    headers: { ...body.headers, cookie },
  });
}

const incomingFiles = () => readdirSync(ctx.uploadStore.incomingDir).length;

describe('upload rate per user', () => {
  it('answers 429 past the limit, for that user only, until the window ends', async () => {
    const { cookie } = await registerUser(ctx.app);
    for (let i = 0; i < 4; i++) expect((await upload(cookie)).statusCode).toBe(201);
    const refused = await upload(cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: tooManyUploads('10 minutes'),
      code: 'too_many_requests',
    });

    const other = await registerUser(ctx.app);
    expect((await upload(other.cookie)).statusCode).toBe(201);

    ctx.clock.advance(10 * 60_000 + 1);
    expect((await upload(cookie)).statusCode).toBe(201);
  });
});

describe('storage quota per user', () => {
  it('answers 413 when an image would take the user past the quota, and keeps nothing', async () => {
    const { cookie, user } = await registerUser(ctx.app);
    expect((await upload(cookie, fourKb())).statusCode).toBe(201);
    expect((await upload(cookie, fourKb())).statusCode).toBe(201);

    const refused = await upload(cookie, fourKb());
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toEqual({
      message: quotaMessage(ctx.config.uploads.quotaBytes),
      code: 'upload_quota_exceeded',
    });
    const rows = await ctx.database.db
      .select({ id: uploads.id })
      .from(uploads)
      .where(eq(uploads.ownerId, user.id));
    expect(rows).toHaveLength(2);
    expect(incomingFiles()).toBe(0);
    // A small one still fits.
    expect((await upload(cookie)).statusCode).toBe(201);
  });
});

describe('sweep of unused uploads', () => {
  it('deletes uploads nothing used after a day, and keeps those in use', async () => {
    const { cookie, user } = await registerUser(ctx.app);
    const [onPost, onProfile, unused] = await Promise.all(
      [1, 2, 3].map(async () => (await upload(cookie)).json<{ id: string; url: string }>()),
    );
    const post = await ctx.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: { cookie },
      payload: { content: 'Pitch photos', images: [onPost!.url] },
    });
    expect(post.statusCode).toBe(201);
    await ctx.database.db
      .update(users)
      .set({ profileImageUrl: onProfile!.url })
      .where(eq(users.id, user.id));
    const served = async (url: string) => (await ctx.app.inject({ method: 'GET', url })).statusCode;

    // Younger than a day: all kept.
    expect(await sweepUnattachedUploads(ctx.database.db, ctx.uploadStore, ctx.clock.now())).toBe(0);
    ctx.clock.advance(UNATTACHED_FOR_MS + 60_000);
    const deleted = await sweepUnattachedUploads(ctx.database.db, ctx.uploadStore, ctx.clock.now());
    // The unused one, and the rate and quota tests' uploads, which nothing used either.
    expect(deleted).toBeGreaterThanOrEqual(1);
    const left = await ctx.database.db.select({ attached: uploads.attached }).from(uploads);
    expect(left.every((row) => row.attached)).toBe(true);
    // The seeded posts' pictures, and the two in use here.
    expect(left).toHaveLength(seededUploads + 2);
    expect(await served(unused!.url)).toBe(404);
    expect(await ctx.uploadStore.open(unused!.id)).toBeNull();
    expect(await served(onPost!.url)).toBe(200);
    expect(await served(onProfile!.url)).toBe(200);
  });
});
