import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartFile, pngImage } from '@server/test/images';
import { createTestContext, registerUser, type TestContext } from '@server/test/test-app';
import {
  COMPRESSED,
  CUT_SHORT,
  NO_BOUNDARY,
  NO_FILE,
  ONE_FILE,
  WRONG_FIELD,
} from './receive-upload';
import { EMPTY_FILE } from './upload-rules';

let ctx: TestContext;
let cookie: string;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ cookie } = await registerUser(ctx.app));
});
afterAll(() => ctx.close());

function post(payload: Buffer | string, headers: Record<string, string>) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/uploads',
    payload,
    headers: { cookie, ...headers },
  });
}

/** A multipart body written by hand, so each test can break it its own way. */
function part(boundary: string, field: string, bytes: Buffer, filename = 'photo.png') {
  return Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from('\r\n'),
  ]);
}
const end = (boundary: string) => Buffer.from(`--${boundary}--\r\n`);

// Every parser failure is the client's: a 4xx with a message that says what to fix.
describe('POST /api/uploads with a broken multipart body', () => {
  const png = pngImage(8, 8);
  const body = Buffer.concat([part('abc', 'file', png), end('abc')]);

  it('refuses a body without a boundary', async () => {
    const response = await post(body, { 'content-type': 'multipart/form-data' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(NO_BOUNDARY);
  });

  it('refuses an empty boundary', async () => {
    const response = await post(body, { 'content-type': 'multipart/form-data; boundary=' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(NO_BOUNDARY);
  });

  it('refuses a boundary that does not match the body', async () => {
    const response = await post(body, { 'content-type': 'multipart/form-data; boundary=xyz' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(CUT_SHORT);
  });

  it('refuses a body cut short', async () => {
    const cut = body.subarray(0, body.length - 30);
    const response = await post(cut, { 'content-type': 'multipart/form-data; boundary=abc' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(CUT_SHORT);
  });

  it('refuses a body cut inside the part headers', async () => {
    const response = await post(body.subarray(0, 20), {
      'content-type': 'multipart/form-data; boundary=abc',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(CUT_SHORT);
  });

  it('refuses a compressed body with 415', async () => {
    const response = await post(gzipSync(body), {
      'content-type': 'multipart/form-data; boundary=abc',
      'content-encoding': 'gzip',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe(COMPRESSED);
  });

  it('refuses a file in another field', async () => {
    const response = await post(Buffer.concat([part('abc', 'photo', png), end('abc')]), {
      'content-type': 'multipart/form-data; boundary=abc',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(WRONG_FIELD);
  });

  it('refuses two files', async () => {
    const two = Buffer.concat([part('abc', 'file', png), part('abc', 'file', png), end('abc')]);
    const response = await post(two, { 'content-type': 'multipart/form-data; boundary=abc' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(ONE_FILE);
  });

  it('refuses an empty file', async () => {
    const empty = multipartFile(Buffer.alloc(0));
    const response = await post(empty.payload, empty.headers);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(EMPTY_FILE);
  });

  it('refuses a body with no parts at all', async () => {
    const response = await post(end('abc'), {
      'content-type': 'multipart/form-data; boundary=abc',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(NO_FILE);
  });

  it('still takes a well-formed body after all that', async () => {
    const response = await post(body, { 'content-type': 'multipart/form-data; boundary=abc' });
    expect(response.statusCode).toBe(201);
  });
});
