import { deflateSync } from 'node:zlib';
import { type Browser, expect, type Page } from '@playwright/test';

let counter = 0;

/** A new signed-in player in a browser context of their own (registered through the API). */
export async function newPlayer(browser: Browser, firstName: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  counter += 1;
  const email = `e2e-${firstName.toLowerCase()}-${Date.now()}-${counter}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const response = await page.request.post('/api/register', {
    data: { email, password: 'secret123', firstName, lastName: 'Tester', userType: 'player' },
  });
  expect(response.status()).toBe(201);
  return page;
}

/** The visible toast (its text is also echoed in a screen-reader live region). */
export const toast = (page: Page) => page.getByTestId('toast');

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

/** A small real PNG (a green square) to upload. */
export function greenSquarePng(size = 32): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8);
  header.writeUInt8(2, 9);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, 0)]);
  for (let x = 0; x < size; x++) row[1 + x * 3 + 1] = 0xa0;
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
