import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * For tests: a push service on 127.0.0.1 (nothing leaves the machine) that records what it is
 * sent and answers each path as told (201 unless set), and a browser's side of a subscription,
 * which decrypts what was pushed to it as the browser would (RFC 8291, aes128gcm).
 */

export type PushedRequest = { path: string; headers: IncomingHttpHeaders; body: Buffer };

export async function startFakePushService() {
  const received: PushedRequest[] = [];
  const answers = new Map<string, { status: number; delayMs: number; location?: string }>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      const { status, delayMs, location } = answers.get(path) ?? { status: 201, delayMs: 0 };
      const headers = location ? { location } : {};
      setTimeout(() => response.writeHead(status, headers).end(), delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    /** How the service answers pushes to `path` from now on. */
    answer: (path: string, status: number, delayMs = 0) => answers.set(path, { status, delayMs }),
    /** Pushes to `path` are redirected (307) to `location` from now on. */
    redirect: (path: string, location: string) =>
      answers.set(path, { status: 307, delayMs: 0, location }),
    sentTo: (path: string) => received.filter((request) => request.path === path),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeBrowser = ReturnType<typeof fakeBrowser>;

/** A browser's subscription at `endpoint`: its body for the API, and how it reads a push. */
export function fakeBrowser(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    endpoint,
    subscription: {
      endpoint,
      expirationTime: null,
      keys: { p256dh: publicKey.toString('base64url'), auth: authSecret.toString('base64url') },
    },
    /** The plaintext of an aes128gcm push body (salt, record size, sender key, ciphertext). */
    decrypt(body: Buffer): string {
      const salt = body.subarray(0, 16);
      const idLength = body.readUInt8(20);
      const senderKey = body.subarray(21, 21 + idLength);
      const cipherText = body.subarray(21 + idLength);
      const shared = ecdh.computeSecret(senderKey);
      const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), publicKey, senderKey]);
      const ikm = Buffer.from(hkdfSync('sha256', shared, authSecret, keyInfo, 32));
      const derive = (info: string, length: number) =>
        Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from(info), length));
      const decipher = createDecipheriv(
        'aes-128-gcm',
        derive('Content-Encoding: aes128gcm\0', 16),
        derive('Content-Encoding: nonce\0', 12),
      );
      decipher.setAuthTag(cipherText.subarray(-16));
      const padded = Buffer.concat([
        decipher.update(cipherText.subarray(0, -16)),
        decipher.final(),
      ]);
      // The last record ends with the delimiter 2, then zero padding.
      const end = padded.lastIndexOf(2);
      return padded.subarray(0, end).toString('utf8');
    },
  };
}
