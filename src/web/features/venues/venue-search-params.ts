import type { VenueFilters } from './api/venues';

/** The venues list's filters as the address carries them (/venues?sport=&location=&date=&page=). */
export function filtersFromParams(params: URLSearchParams): VenueFilters {
  const text = (name: string) => params.get(name)?.trim() || undefined;
  const date = text('date');
  const page = Number(params.get('page'));
  return {
    sport: text('sport'),
    location: text('location'),
    date: date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : undefined,
    page: Number.isInteger(page) && page > 1 ? page : undefined,
  };
}

/** Back into an address: blank filters and page 1 are left out. */
export function paramsFromFilters(filters: VenueFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.sport) params.set('sport', filters.sport);
  if (filters.location) params.set('location', filters.location);
  if (filters.date) params.set('date', filters.date);
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** What a venue card's link carries to the venue page (the sport and day chosen). */
export function venueLinkSearch(filters: VenueFilters): string {
  const params = new URLSearchParams();
  if (filters.sport) params.set('sport', filters.sport);
  if (filters.date) params.set('date', filters.date);
  const query = params.toString();
  return query ? `?${query}` : '';
}
