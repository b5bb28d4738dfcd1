import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '@shared/constants';
import { multipartFile, pngImage } from '@server/test/images';
import { createTestContext, registerUser, type TestContext } from '@server/test/test-app';
import { IMAGE_TOO_LARGE, TOO_MANY_PIXELS, UNSUPPORTED_IMAGE } from './upload-rules';

let ctx: TestContext;
let cookie: string;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ cookie } = await registerUser(ctx.app));
});
afterAll(() => ctx.close());

function upload(body: ReturnType<typeof multipartFile>, withCookie = cookie) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/uploads',
    payload: body.payload,
    headers: { ...body.headers, ...(withCookie ? { cookie: withCookie } : {}) },
  });
}

describe('POST /api/uploads', () => {
  it('stores an image under a generated name and serves it back byte for byte', async () => {
    const png = pngImage(40, 30);
    const response = await upload(multipartFile(png, { filename: '../../etc/passwd.png' }));
    expect(response.statusCode).toBe(201);
    const image = response.json();
    expect(image).toMatchObject({
      contentType: 'image/png',
      width: 40,
      height: 30,
      byteSize: png.length,
    });
    expect(image.url).toBe(`/api/uploads/${image.id}`);

    const served = await ctx.app.inject({ method: 'GET', url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(png)).toBe(true);
  });

  it('answers 401 when signed out', async () => {
    expect((await upload(multipartFile(pngImage()), '')).statusCode).toBe(401);
  });

  it('judges the bytes, not the name or the claimed type', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const response = await upload(
      multipartFile(html, { filename: 'cat.png', contentType: 'image/png' }),
    );
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: UNSUPPORTED_IMAGE, code: 'unsupported_image' });
  });

  it('refuses SVG (it can carry scripts)', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>',
    );
    const response = await upload(
      multipartFile(svg, { filename: 'a.svg', contentType: 'image/svg+xml' }),
    );
    expect(response.statusCode).toBe(415);
  });

  it('refuses files over the size limit with 413', async () => {
    const big = Buffer.concat([pngImage(), Buffer.alloc(UPLOAD_MAX_BYTES)]);
    const response = await upload(multipartFile(big));
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(IMAGE_TOO_LARGE);
  });

  it('refuses images with too many pixels', async () => {
    const response = await upload(multipartFile(pngImage(20_000, 20_000, { headerOnly: true })));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(TOO_MANY_PIXELS);
  });

  it('answers 400 when no file is sent', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/uploads',
      payload: { file: 'nope' },
      headers: { cookie },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /api/uploads/{id}', () => {
  it('answers 404 for an unknown image and 400 for a malformed id', async () => {
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: '/api/uploads/00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/uploads/not-an-id' })).statusCode,
    ).toBe(400);
  });
});
