import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

const now = new Date('2024-06-15T12:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('formatRelativeTime', () => {
  it('counts minutes under an hour', () => {
    expect(formatRelativeTime(ago(0), now)).toBe('0 minutes ago');
    expect(formatRelativeTime(ago(1 * MINUTE), now)).toBe('1 minute ago');
    expect(formatRelativeTime(ago(5 * MINUTE + 59_000), now)).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(59 * MINUTE + 59_999), now)).toBe('59 minutes ago');
  });

  it('counts hours from one hour up to a day', () => {
    expect(formatRelativeTime(ago(HOUR), now)).toBe('1 hour ago');
    expect(formatRelativeTime(ago(3 * HOUR + 30 * MINUTE), now)).toBe('3 hours ago');
    expect(formatRelativeTime(ago(24 * HOUR - 1), now)).toBe('23 hours ago');
  });

  it('shows the date from a day on', () => {
    expect(formatRelativeTime(ago(24 * HOUR), now, 'en-US')).toBe('Jun 14, 2024');
    expect(formatRelativeTime('2024-03-05T12:00:00.000Z', now, 'en-US')).toBe('Mar 5, 2024');
  });

  it('accepts ISO strings, epoch numbers and dates alike', () => {
    const iso = ago(10 * MINUTE).toISOString();
    expect(formatRelativeTime(iso, now)).toBe('10 minutes ago');
    expect(formatRelativeTime(now.getTime() - 2 * HOUR, now)).toBe('2 hours ago');
  });

  it('treats a time slightly in the future as just now', () => {
    expect(formatRelativeTime(new Date(now.getTime() + 30_000), now)).toBe('0 minutes ago');
  });

  it('gives an empty string for an unreadable time', () => {
    expect(formatRelativeTime('not a date', now)).toBe('');
  });
});
