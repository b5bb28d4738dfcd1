import { describe, expect, it } from 'vitest';
import { activeFilters, chipLabel, EMPTY_FILTERS, filterQuery } from './map-filters';

describe('map filters', () => {
  it('sends nothing when nothing is set', () => {
    expect(filterQuery(EMPTY_FILTERS)).toBe('');
    expect(activeFilters(EMPTY_FILTERS)).toEqual([]);
  });

  it('drops blank values and trims the rest (SPEC §5)', () => {
    const filters = { ...EMPTY_FILTERS, search: '  padel club ', userType: 'coach', sport: '   ' };
    expect(activeFilters(filters)).toEqual([
      { key: 'search', value: 'padel club' },
      { key: 'userType', value: 'coach' },
    ]);
    expect(filterQuery(filters)).toBe('?search=padel+club&userType=coach');
  });

  it('adds the visible box when given, in west,south,east,north order', () => {
    const query = filterQuery(
      { ...EMPTY_FILTERS, country: 'United Arab Emirates' },
      { west: 50, south: 22.5, east: 56.25, north: 26 },
    );
    expect(query).toBe('?country=United+Arab+Emirates&bbox=50%2C22.5%2C56.25%2C26');
  });

  it('labels chips as the panel does', () => {
    expect(chipLabel('userType', 'federation')).toBe('Federations');
    expect(chipLabel('skillLevel', 'professional')).toBe('Professional');
    expect(chipLabel('search', 'Doha')).toBe('“Doha”');
    expect(chipLabel('sport', 'Water Polo')).toBe('Water Polo');
  });
});
