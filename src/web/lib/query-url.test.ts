import { describe, expect, it } from 'vitest';
import { urlOf } from './query-url';

describe('urlOf', () => {
  it('joins parts with slashes and adds parameters, leaving out empty ones', () => {
    expect(urlOf(['/api/venues', 'abc'])).toBe('/api/venues/abc');
    expect(
      urlOf(['/api/venues', { sport: 'Tennis', location: '', page: 2, date: undefined }]),
    ).toBe('/api/venues?sport=Tennis&page=2');
    expect(urlOf(['/api/venues', 'abc', 'availability', { date: '2025-06-10' }])).toBe(
      '/api/venues/abc/availability?date=2025-06-10',
    );
    expect(urlOf(['/api/venues', {}])).toBe('/api/venues');
  });

  // Was withQuery's test (lib/query-string.ts): one way to build a URL now.
  it('keeps set values, encoded, and drops blanks', () => {
    expect(
      urlOf(['/api/games', { sportId: 3, q: 'five a side', location: '', cursor: null }]),
    ).toBe('/api/games?sportId=3&q=five+a+side');
    expect(urlOf(['/api/games', {}])).toBe('/api/games');
  });
});
