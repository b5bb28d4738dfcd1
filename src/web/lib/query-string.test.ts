import { describe, expect, it } from 'vitest';
import { withQuery } from './query-string';

describe('withQuery', () => {
  it('keeps set values, encoded, and drops blanks', () => {
    expect(
      withQuery('/api/games', { sportId: 3, q: 'five a side', location: '', cursor: null }),
    ).toBe('/api/games?sportId=3&q=five+a+side');
    expect(withQuery('/api/games', {})).toBe('/api/games');
  });
});
