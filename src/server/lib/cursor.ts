import { badRequest } from './app-error';

export const INVALID_CURSOR = 'Invalid cursor';

/**
 * Keyset cursors: the sort key of a page's last row, opaque to clients (base64url JSON). The
 * values are kept as the database printed them (a timestamp's `::text` keeps its microseconds,
 * which a JavaScript Date would round away and so skip or repeat rows).
 */
export function encodeCursor(parts: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(parts)).toString('base64url');
}

/** The parts of a cursor, each checked by `shape`; a malformed cursor is a 400. */
export function decodeCursor<T extends readonly unknown[]>(
  cursor: string,
  shape: { [K in keyof T]: (value: unknown) => value is T[K] },
): T {
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badRequest(INVALID_CURSOR);
  }
  if (!Array.isArray(parts) || parts.length !== shape.length) throw badRequest(INVALID_CURSOR);
  parts.forEach((part, index) => {
    if (!shape[index]!(part)) throw badRequest(INVALID_CURSOR);
  });
  return parts as unknown as T;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// What PostgreSQL prints for timestamptz: 2024-06-01 10:00:00.123456+00 (the offset may vary).
const TIMESTAMP =
  /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?(?:([+-])(\d{2})(?::?(\d{2}))?|Z)$/;

export const isUuid = (value: unknown): value is string =>
  typeof value === 'string' && UUID.test(value);
/** A real date and time in that form: a cursor naming 2024-02-31 must be a 400, not a 500. */
export function isTimestamp(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = TIMESTAMP.exec(value);
  if (!match) return false;
  const [year, month, day, hour, minute, second, , , offsetHours = '0', offsetMinutes = '0'] = match
    .slice(1)
    .map((part) => part ?? undefined);
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return (
    date.getUTCFullYear() === Number(year) &&
    date.getUTCMonth() === Number(month) - 1 &&
    date.getUTCDate() === Number(day) &&
    Number(hour) < 24 &&
    Number(minute) < 60 &&
    Number(second) < 60 &&
    Number(offsetHours) <= 15 &&
    Number(offsetMinutes) < 60
  );
}
export const isText = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= 200;
export const isInteger = (value: unknown): value is number => Number.isSafeInteger(value);
