import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3, type FakeS3 } from '@server/test/fake-s3';
import { multipartFile, pngImage } from '@server/test/images';
import { createTestContext, registerUser, type TestContext } from '@server/test/test-app';
import { sweepUnattachedUploads, UNATTACHED_FOR_MS } from './upload-sweep';

let s3: FakeS3;
let ctx: TestContext;
let cookie: string;
beforeAll(async () => {
  s3 = await startFakeS3();
  ctx = await createTestContext({
    S3_BUCKET: s3.bucket,
    S3_ENDPOINT: s3.url,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: 'fake-secret',
    S3_FORCE_PATH_STYLE: 'true',
  });
  ({ cookie } = await registerUser(ctx.app));
});
afterAll(async () => {
  await ctx.close();
  await s3.close();
});

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

describe('uploads in an S3-compatible bucket', () => {
  it('puts the image in the bucket and serves it from there', async () => {
    const png = pngImage(16, 9);
    const image = await upload(png);
    const stored = s3.objects.get(`uploads/${image.id}`);
    expect(stored?.body.equals(png)).toBe(true);
    expect(stored?.contentType).toBe('image/png');
    // Received on the local disk first, and not left there.
    expect(readdirSync(ctx.uploadStore.incomingDir)).toEqual([]);

    const served = await ctx.app.inject({ method: 'GET', url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);

    const range = await ctx.app.inject({
      method: 'GET',
      url: image.url,
      headers: { range: 'bytes=2-7' },
    });
    expect(range.statusCode).toBe(206);
    expect(range.rawPayload.equals(png.subarray(2, 8))).toBe(true);
  });

  it('answers 404 when the bucket has lost the bytes', async () => {
    const image = await upload(pngImage(3, 3));
    s3.objects.delete(`uploads/${image.id}`);
    expect((await ctx.app.inject({ method: 'GET', url: image.url })).statusCode).toBe(404);
  });

  it('the sweep deletes unused images from the bucket', async () => {
    const image = await upload(pngImage(5, 5));
    ctx.clock.advance(UNATTACHED_FOR_MS + 60_000);
    await sweepUnattachedUploads(ctx.database.db, ctx.uploadStore, ctx.clock.now());
    expect(s3.objects.has(`uploads/${image.id}`)).toBe(false);
    expect((await ctx.app.inject({ method: 'GET', url: image.url })).statusCode).toBe(404);
  });
});
