import { inflateSync } from 'node:zlib';
import { imageSize } from 'image-size';
import { describe, expect, it } from 'vitest';
import { drawPng, hexToRgb, pngHeaderOnly, solidPng } from './png';

/** The IDAT pixels of a PNG this module wrote (one IDAT chunk, no filtering). */
function pixels(png: Buffer): Buffer {
  const at = png.indexOf('IDAT');
  const length = png.readUInt32BE(at - 4);
  return inflateSync(png.subarray(at + 4, at + 4 + length));
}

describe('png', () => {
  it('writes an image other readers take, with the size asked for', () => {
    expect(imageSize(solidPng(7, 3, [1, 2, 3]))).toMatchObject({
      type: 'png',
      width: 7,
      height: 3,
    });
    expect(imageSize(pngHeaderOnly(9000, 9000))).toMatchObject({ width: 9000, height: 9000 });
  });

  it('puts each pixel where it belongs, every row starting with the no-filter byte', () => {
    const raw = pixels(drawPng(2, 2, (x, y) => [x, y, 9]));
    expect([...raw]).toEqual([0, 0, 0, 9, 1, 0, 9, 0, 0, 1, 9, 1, 1, 9]);
  });

  it('reads #rrggbb colours', () => {
    expect(hexToRgb('#0d1522')).toEqual([13, 21, 34]);
  });
});
