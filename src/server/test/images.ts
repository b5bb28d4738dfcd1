import { pngHeaderOnly, solidPng } from '@server/lib/png';

/**
 * A real PNG of the given size, one colour. With `headerOnly`, only the header claims the size
 * (enough to test limits on dimensions without building a huge image).
 */
export function pngImage(width = 2, height = 2, { headerOnly = false } = {}): Buffer {
  return headerOnly ? pngHeaderOnly(width, height) : solidPng(width, height, [0x7f, 0x7f, 0x7f]);
}

/** A multipart/form-data body with one file field, for app.inject(). */
export function multipartFile(
  bytes: Buffer,
  { field = 'file', filename = 'photo.png', contentType = 'image/png' } = {},
) {
  const boundary = `----matchday${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
