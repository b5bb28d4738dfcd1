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

/** A date as YYYY-MM-DD in the device's time zone: what <input type="date"> uses for min. */
export function localIsoDate(date: Date = new Date()): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}
