import { AppError } from '@server/lib/app-error';
import type { ByteRange } from './upload-store';

/**
 * The one byte range a `Range` header asks of a file of `size` bytes, or null for the whole file
 * (no header, several ranges, or a unit other than bytes: answering in full is always allowed).
 * A range wholly past the end is a 416.
 */
export function rangeOf(header: string | undefined, size: number): ByteRange | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (!match[1] && !match[2])) return null;
  const [, from, to] = match;
  const range = from
    ? { start: Number(from), end: Math.min(to ? Number(to) : size - 1, size - 1) }
    : { start: Math.max(0, size - Number(to)), end: size - 1 };
  if (range.start > range.end || range.start >= size) {
    throw new AppError(416, 'range_not_satisfiable', `The image is ${size} bytes long`);
  }
  return range;
}
