import { describe, expect, it } from 'vitest';
import { liveStatistics } from './map-stats';

describe('liveStatistics (SPEC §2)', () => {
  it('sums the user types, counts the countries and sports, and ranks the tops', () => {
    const stats = liveStatistics({
      userTypes: [
        { userType: 'coach', count: '3' },
        { userType: 'player', count: '40' },
        { userType: 'team', count: '5' },
        { userType: 'venue', count: '5' },
        { userType: 'sponsor', count: '1' },
      ],
      countries: [
        { country: 'Qatar', count: '2' },
        { country: 'Spain', count: '30' },
        { country: 'Italy', count: '12' },
        { country: 'France', count: '10' },
      ],
      sports: [
        { sport: 'Padel', count: '9' },
        { sport: 'Football', count: '20' },
        { sport: 'Tennis', count: '9' },
        { sport: 'Golf', count: '1' },
      ],
    });
    expect(stats.users).toBe(54);
    expect(stats.countries).toBe(4);
    expect(stats.sports).toBe(4);
    expect(stats.topUserTypes.map((t) => t.name)).toEqual(['player', 'team', 'venue', 'coach']);
    expect(stats.topCountries).toEqual([
      { name: 'Spain', count: 30 },
      { name: 'Italy', count: 12 },
      { name: 'France', count: 10 },
    ]);
    expect(stats.topSports.map((s) => s.name)).toEqual(['Football', 'Padel', 'Tennis']);
  });

  it('is all zeros for no data', () => {
    expect(liveStatistics({ userTypes: [], countries: [], sports: [] })).toEqual({
      users: 0,
      countries: 0,
      sports: 0,
      topUserTypes: [],
      topCountries: [],
      topSports: [],
    });
  });
});
