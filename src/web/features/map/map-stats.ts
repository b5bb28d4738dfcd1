import type { MapStats } from '@shared/contracts/map';

export type Ranked = { name: string; count: number };

export type LiveStatistics = {
  users: number;
  countries: number;
  sports: number;
  topUserTypes: Ranked[];
  topCountries: Ranked[];
  topSports: Ranked[];
};

// Ties by plain code-point order: `localeCompare` builds the browser's collator on its first
// call, tens of milliseconds on a slow phone while the landing map starts, for a tie-break.
const byName = (a: Ranked, b: Ranked) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

function top(entries: Ranked[], n: number): Ranked[] {
  return [...entries].sort((a, b) => b.count - a.count || byName(a, b)).slice(0, n);
}

/**
 * The Live Statistics panel (SPEC §2): Users is the sum of the user-type counts, Countries and
 * Sports the number of entries; then the top 4 user types, 3 countries and 3 sports by count.
 */
export function liveStatistics(stats: MapStats): LiveStatistics {
  const userTypes = stats.userTypes.map((t) => ({ name: t.userType, count: Number(t.count) }));
  const countries = stats.countries.map((c) => ({ name: c.country, count: Number(c.count) }));
  const sports = stats.sports.map((s) => ({ name: s.sport, count: Number(s.count) }));
  return {
    users: userTypes.reduce((sum, t) => sum + t.count, 0),
    countries: countries.length,
    sports: sports.length,
    topUserTypes: top(userTypes, 4),
    topCountries: top(countries, 3),
    topSports: top(sports, 3),
  };
}
