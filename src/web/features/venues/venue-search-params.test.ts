import { describe, expect, it } from 'vitest';
import { filtersFromParams, paramsFromFilters, venueLinkSearch } from './venue-search-params';

describe('venue list filters in the address', () => {
  it('reads sport, location, date and page, ignoring blanks and nonsense', () => {
    expect(
      filtersFromParams(
        new URLSearchParams('sport=Tennis&location=%20London%20&date=2030-06-01&page=3'),
      ),
    ).toEqual({
      sport: 'Tennis',
      location: 'London',
      date: '2030-06-01',
      page: 3,
    });
    expect(filtersFromParams(new URLSearchParams('sport=&date=tomorrow&page=-1'))).toEqual({
      sport: undefined,
      location: undefined,
      date: undefined,
      page: undefined,
    });
  });

  it('writes them back without blanks or page 1', () => {
    expect(paramsFromFilters({ sport: 'Padel', location: '', page: 1 }).toString()).toBe(
      'sport=Padel',
    );
    expect(venueLinkSearch({ sport: 'Padel', date: '2030-06-01', location: 'x' })).toBe(
      '?sport=Padel&date=2030-06-01',
    );
    expect(venueLinkSearch({})).toBe('');
  });
});
