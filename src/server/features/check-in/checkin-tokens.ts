import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { appSecrets } from '@server/db/schema/payments';

const SECRET_NAME = 'checkin_token_key';
const PREFIX = 'MDC1';

const secrets = new WeakMap<Db, Promise<Buffer>>();

/**
 * The key check-in codes are signed with: CHECKIN_TOKEN_SECRET when configured, else one made
 * once and kept in the database (every instance and every restart reads the same one).
 */
export function checkinSecret(db: Db, configured: string | undefined): Promise<Buffer> {
  if (configured) return Promise.resolve(Buffer.from(configured, 'utf8'));
  let secret = secrets.get(db);
  if (!secret) {
    secret = loadOrCreate(db);
    secrets.set(db, secret);
    secret.catch(() => secrets.delete(db));
  }
  return secret;
}

async function loadOrCreate(db: Db): Promise<Buffer> {
  await db
    .insert(appSecrets)
    .values({ name: SECRET_NAME, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing({ target: appSecrets.name });
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, SECRET_NAME));
  return Buffer.from(row!.value, 'base64url');
}

const mac = (secret: Buffer, bookingId: string, nonce: string) =>
  createHmac('sha256', secret).update(`checkin:${bookingId}:${nonce}`).digest().subarray(0, 16);

/**
 * A check-in code for a booking: a random nonce and an HMAC binding it to the booking id. It is
 * what the QR code carries; it reveals nothing (not even the booking id) and cannot be made up.
 */
export function issueCheckinToken(secret: Buffer, bookingId: string): string {
  const nonce = randomBytes(12).toString('base64url');
  return `${PREFIX}.${nonce}.${mac(secret, bookingId, nonce).toString('base64url')}`;
}

/** Whether a code has this app's shape (before looking it up). */
export function looksLikeCheckinToken(code: string): boolean {
  return /^MDC1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{22}$/.test(code);
}

/** Whether `code` was signed by this app for this booking. */
export function checkinTokenMatches(secret: Buffer, bookingId: string, code: string): boolean {
  if (!looksLikeCheckinToken(code)) return false;
  const [, nonce, signature] = code.split('.') as [string, string, string];
  const expected = mac(secret, bookingId, nonce);
  const given = Buffer.from(signature, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
