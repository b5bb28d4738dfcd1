import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, isTimestamp, isUuid } from './cursor';

describe('keyset cursors', () => {
  it('round-trip the sort key', () => {
    const parts = [
      '2024-06-01 10:00:00.123456+00',
      '6f1c1a52-0a43-4f4b-9a57-0c5c7b0f6f10',
    ] as const;
    expect(decodeCursor<[string, string]>(encodeCursor(parts), [isTimestamp, isUuid])).toEqual(
      parts,
    );
  });

  it('refuse anything else with a 400', () => {
    const bad = [
      'not base64 at all!',
      encodeCursor(['2024-06-01 10:00:00+00']),
      encodeCursor(['2024-02-31 10:00:00+00', '6f1c1a52-0a43-4f4b-9a57-0c5c7b0f6f10']),
      encodeCursor(['2024-06-01 25:00:00+00', '6f1c1a52-0a43-4f4b-9a57-0c5c7b0f6f10']),
      encodeCursor(['2024-06-01 10:00:00+00', "x' or 1=1"]),
    ];
    for (const cursor of bad) {
      expect(() => decodeCursor(cursor, [isTimestamp, isUuid])).toThrow(
        expect.objectContaining({ status: 400, message: 'Invalid cursor' }),
      );
    }
  });

  it('accept what PostgreSQL prints for timestamptz', () => {
    for (const value of [
      '2024-06-01 10:00:00+00',
      '2024-06-01 10:00:00.5+02',
      '2024-06-01T10:00:00.123456-05:30',
      '2024-06-01 10:00:00Z',
    ]) {
      expect(isTimestamp(value), value).toBe(true);
    }
    expect(isTimestamp('2023-02-29 10:00:00+00')).toBe(false);
  });
});
