import { crc32, deflateSync } from 'node:zlib';

/**
 * A minimal PNG writer (8-bit RGB, no filtering) for the pictures the app draws itself: seeded
 * post photos, and images the tests upload or serve. Real photos never pass through here.
 */

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export type Rgb = readonly [number, number, number];

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function header(width: number, height: number): Buffer {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data.writeUInt8(8, 8); // bit depth
  data.writeUInt8(2, 9); // colour type: RGB
  return chunk('IHDR', data);
}

/** A PNG whose pixel at (x, y) is `pixel(x, y)`. */
export function drawPng(width: number, height: number, pixel: (x: number, y: number) => Rgb) {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3); // the leading 0 says "no filter"
    for (let x = 0; x < width; x++) row.set(pixel(x, y), 1 + x * 3);
    rows.push(row);
  }
  return Buffer.concat([
    SIGNATURE,
    header(width, height),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG of one colour. */
export function solidPng(width: number, height: number, colour: Rgb): Buffer {
  return drawPng(width, height, () => colour);
}

/**
 * Only a PNG's signature and header, claiming the given size: enough for a reader that checks
 * dimensions, without building a huge image.
 */
export function pngHeaderOnly(width: number, height: number): Buffer {
  return Buffer.concat([SIGNATURE, header(width, height)]);
}

/** '#rrggbb' as an RGB triple. */
export function hexToRgb(hex: string): Rgb {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return [r!, g!, b!];
}
