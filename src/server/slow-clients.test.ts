import { once } from 'node:events';
import { type AddressInfo, connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '@server/test/test-app';

// Short timeouts, so a slow client is dropped within seconds here (the defaults are longer).
const HEADERS_TIMEOUT_SECONDS = 1;
const REQUEST_TIMEOUT_SECONDS = 2;

let ctx: TestContext;
let port: number;
beforeAll(async () => {
  ctx = await createTestContext({
    HEADERS_TIMEOUT_SECONDS: String(HEADERS_TIMEOUT_SECONDS),
    REQUEST_TIMEOUT_SECONDS: String(REQUEST_TIMEOUT_SECONDS),
  });
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  port = (ctx.app.server.address() as AddressInfo).port;
});
afterAll(() => ctx.close());

/**
 * Opens a raw connection, writes `head` at once and then `trickle` one byte a second, and answers
 * how many seconds passed until the server closed the connection (or `giveUpSeconds`).
 */
async function secondsUntilClosed(head: string, trickle: string, giveUpSeconds = 8) {
  const socket: Socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  socket.on('data', () => {});
  socket.on('error', () => {});
  const started = Date.now();
  socket.write(head);
  let sent = 0;
  const timer = setInterval(() => {
    if (!socket.writable) return;
    socket.write(trickle[sent % trickle.length]!);
    sent += 1;
  }, 1000);
  const closed = once(socket, 'close').then(() => (Date.now() - started) / 1000);
  const gaveUp = new Promise<number>((resolve) => setTimeout(resolve, giveUpSeconds * 1000, -1));
  const seconds = await Promise.race([closed, gaveUp]);
  clearInterval(timer);
  socket.destroy();
  return seconds;
}

describe('slow clients (slowloris)', () => {
  it('are dropped when their headers come one byte a second', async () => {
    const seconds = await secondsUntilClosed('GET /api/health HTTP/1.1\r\n', 'X-Slow: a\r\n');
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThan(HEADERS_TIMEOUT_SECONDS + 3);
  }, 15_000);

  it('are dropped when their body comes one byte a second', async () => {
    const head = [
      'POST /api/login HTTP/1.1',
      'Host: 127.0.0.1',
      'Content-Type: application/json',
      'Content-Length: 1000',
      '',
      '{',
    ].join('\r\n');
    const seconds = await secondsUntilClosed(head, ' ');
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThan(REQUEST_TIMEOUT_SECONDS + 3);
  }, 15_000);

  it('a normal request on the same server still works', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(await response.json()).toEqual({ status: 'ok' });
  });
});
