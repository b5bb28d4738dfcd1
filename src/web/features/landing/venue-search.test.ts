import { describe, expect, it } from 'vitest';
import { localIsoDate, venueSearchPath } from './venue-search';

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

describe('localIsoDate', () => {
  it('formats the local calendar date with zero padding', () => {
    expect(localIsoDate(new Date(2030, 0, 5, 23, 59))).toBe('2030-01-05');
    expect(localIsoDate(new Date(2030, 11, 31, 0, 0))).toBe('2030-12-31');
  });
});
