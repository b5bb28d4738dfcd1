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
});
