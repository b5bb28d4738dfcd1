import { readdirSync } from 'node:fs';
import { buffer } from 'node:stream/consumers';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts } from '@server/db/schema/posts';
import { uploads } from '@server/db/schema/uploads';
import { multipartFile, pngImage } from '@server/test/images';
import { createTestContext, registerUser, type TestContext } from '@server/test/test-app';
import { moveUploadBytesToStore } from './upload-backfill';

let ctx: TestContext;
let cookie: string;
let userId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  ({
    cookie,
    user: { id: userId },
  } = await registerUser(ctx.app));
});
afterAll(() => ctx.close());

async function upload(bytes: Buffer) {
  const body = multipartFile(bytes);
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/uploads',
    payload: body.payload,
    headers: { ...body.headers, cookie },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: string; url: string }>();
}

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

describe('where image bytes live', () => {
  it('keeps the bytes in the store, not in the database, and leaves nothing half-received', async () => {
    const png = pngImage(30, 20);
    const image = await upload(png);
    const [row] = await ctx.database.db
      .select({ data: uploads.data })
      .from(uploads)
      .where(eq(uploads.id, image.id));
    expect(row!.data).toBeNull();
    expect((await buffer((await ctx.uploadStore.open(image.id))!)).equals(png)).toBe(true);
    expect(readdirSync(ctx.uploadStore.incomingDir)).toEqual([]);
  });

  it('moves bytes an older version kept in the database into the store', async () => {
    const png = pngImage(12, 12);
    const [legacy] = await ctx.database.db
      .insert(uploads)
      .values({
        ownerId: userId,
        contentType: 'image/png',
        byteSize: png.length,
        width: 12,
        height: 12,
        data: png,
      })
      .returning({ id: uploads.id });
    const url = `/api/uploads/${legacy!.id}`;
    expect((await get(url)).statusCode).toBe(404);

    expect(await moveUploadBytesToStore(ctx.database.db, ctx.uploadStore)).toBe(1);
    const served = await get(url);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(png)).toBe(true);
    const [row] = await ctx.database.db
      .select({ data: uploads.data })
      .from(uploads)
      .where(eq(uploads.id, legacy!.id));
    expect(row!.data).toBeNull();
    // Nothing left to move.
    expect(await moveUploadBytesToStore(ctx.database.db, ctx.uploadStore)).toBe(0);
  });

  it('serves the seeded posts’ pictures from the store', async () => {
    const [post] = await ctx.database.db
      .select({ images: posts.images })
      .from(posts)
      .where(sql`cardinality(${posts.images}) > 0`)
      .limit(1);
    const served = await get(post!.images[0]!);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });
});

describe('GET /api/uploads/{id} caching and ranges', () => {
  it('answers with its length, an ETag, and 304 when the copy is current', async () => {
    const png = pngImage(10, 10);
    const image = await upload(png);
    const served = await get(image.url);
    expect(served.headers['content-length']).toBe(String(png.length));
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['accept-ranges']).toBe('bytes');
    expect(served.headers['content-range']).toBeUndefined();
    const etag = served.headers.etag as string;
    expect(etag).toBe(`"${image.id}"`);
    const again = await get(image.url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('answers a byte range with 206, and a range past the end with 416', async () => {
    const png = pngImage(10, 10);
    const image = await upload(png);
    const first = await get(image.url, { range: 'bytes=0-9' });
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-9/${png.length}`);
    expect(first.rawPayload.equals(png.subarray(0, 10))).toBe(true);

    const tail = await get(image.url, { range: 'bytes=-5' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(png.subarray(png.length - 5))).toBe(true);

    const past = await get(image.url, { range: `bytes=${png.length}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${png.length}`);
    // Several ranges: the whole image (always allowed).
    const several = await get(image.url, { range: 'bytes=0-1,4-5' });
    expect(several.statusCode).toBe(200);
    expect(several.rawPayload.equals(png)).toBe(true);
  });
});
