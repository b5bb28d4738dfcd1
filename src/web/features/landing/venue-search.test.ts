import { describe, expect, it } from 'vitest';
import { venueSearchPath } from './venue-search';

describe('venueSearchPath', () => {
  it('puts every filled filter in the query string', () => {
    expect(venueSearchPath({ sport: 'Tennis', location: 'New York', date: '2030-01-15' })).toBe(
      '/venues?sport=Tennis&location=New+York&date=2030-01-15',
    );
  });

  it('drops blank and whitespace-only values', () => {
    expect(venueSearchPath({ sport: '', location: '   ', date: '2030-01-15' })).toBe(
      '/venues?date=2030-01-15',
    );
    expect(venueSearchPath({ sport: '', location: '', date: '' })).toBe('/venues');
  });

  it('trims the location and escapes what needs escaping', () => {
    expect(venueSearchPath({ sport: '', location: '  Rock & Roll Hall ', date: '' })).toBe(
      '/venues?location=Rock+%26+Roll+Hall',
    );
  });
});
