export type VenueSearch = { sport: string; location: string; date: string };

/**
 * Where the landing page's search form sends you: the venues list with the filters it reads
 * (sport, location, date) in the query string. Blank values are dropped rather than sent empty,
 * so the list is not filtered on "".
 */
export function venueSearchPath(search: VenueSearch): string {
  const params = new URLSearchParams();
  for (const key of ['sport', 'location', 'date'] as const) {
    const value = search[key].trim();
    if (value) params.set(key, value);
  }
  const query = params.toString();
  return query ? `/venues?${query}` : '/venues';
}
