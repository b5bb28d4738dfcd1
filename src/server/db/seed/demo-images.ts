import { deflateSync } from 'node:zlib';

/** CRC-32 as PNG chunks need it. */
function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

export type Surface = 'grass' | 'clay' | 'hard' | 'sand' | 'indoor';

const COLOURS: Record<Surface, [number, number, number]> = {
  grass: [46, 139, 87],
  clay: [196, 98, 54],
  hard: [52, 110, 176],
  sand: [222, 184, 135],
  indoor: [168, 112, 64],
};

/**
 * A drawn playing surface (mown stripes, white lines), as a PNG: demo posts get pictures without
 * shipping photos. Small and fast: a few milliseconds each.
 */
export function surfaceImage(surface: Surface, width = 480, height = 320): Buffer {
  const [r, g, b] = COLOURS[surface];
  const line = (x: number, y: number) => {
    const margin = 16;
    const onBorder =
      (x >= margin &&
        x < width - margin &&
        (Math.abs(y - margin) < 2 || Math.abs(y - (height - margin)) < 2)) ||
      (y >= margin &&
        y < height - margin &&
        (Math.abs(x - margin) < 2 || Math.abs(x - (width - margin)) < 2));
    const onHalfway = y > margin && y < height - margin && Math.abs(x - width / 2) < 2;
    const dx = x - width / 2;
    const dy = y - height / 2;
    const onCircle = Math.abs(Math.sqrt(dx * dx + dy * dy) - height / 5) < 1.5;
    return onBorder || onHalfway || onCircle;
  };
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const stripe = Math.floor(x / 40) % 2 === 0 ? 1 : 0.9;
      const shade = 1 - (y / height) * 0.15;
      const white = surface !== 'sand' && line(x, y);
      row[1 + x * 3] = white ? 245 : Math.round(r * stripe * shade);
      row[2 + x * 3] = white ? 245 : Math.round(g * stripe * shade);
      row[3 + x * 3] = white ? 245 : Math.round(b * stripe * shade);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
