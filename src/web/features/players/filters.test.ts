import { describe, expect, it } from 'vitest';
import { filtersOf, hasFilters, searchFor, tabOf } from './filters';

describe('players screen filters', () => {
  it('reads the tab, defaulting to players', () => {
    expect(tabOf(new URLSearchParams('tab=games'))).toBe('games');
    expect(tabOf(new URLSearchParams('tab=nope'))).toBe('players');
    expect(tabOf(new URLSearchParams())).toBe('players');
  });

  it('reads only values the API accepts', () => {
    expect(
      filtersOf(new URLSearchParams('q= sam &sportId=3&skillLevel=expert&location=London')),
    ).toEqual({ q: 'sam', sportId: 3, skillLevel: 'expert', location: 'London' });
    expect(filtersOf(new URLSearchParams('sportId=abc&skillLevel=pro&q=%20'))).toEqual({
      q: undefined,
      sportId: undefined,
      skillLevel: undefined,
      location: undefined,
    });
  });

  it('writes the address back without blanks, and knows when filters are on', () => {
    expect(searchFor('games', { sportId: 2, q: '' }).toString()).toBe('tab=games&sportId=2');
    expect(searchFor('players', {}).toString()).toBe('');
    expect(hasFilters({})).toBe(false);
    expect(hasFilters({ location: 'Paris' })).toBe(true);
  });
});
