import type { QueryClient } from '@tanstack/react-query';
import { currentUserQuery } from '@web/features/auth/api/current-user';
import { myBookingsQuery } from '@web/features/bookings/api/booking-queries';
import { feedQuery } from '@web/features/posts/api/feed-query';
import {
  availabilityQuery,
  venueQuery,
  venueSearchQuery,
} from '@web/features/venues/api/venue-queries';
import { filtersFromParams } from '@web/features/venues/venue-search-params';

type Address = Pick<Location, 'pathname' | 'search'>;

type EntryData = {
  path: RegExp;
  /** Private data: read only once the session check says someone is signed in. */
  signedIn: boolean;
  read: (client: QueryClient, match: RegExpExecArray, search: URLSearchParams) => Promise<unknown>;
};

/**
 * The first data of the busiest entry pages, with the very keys and fetchers the pages use, so
 * each page finds its answer in the cache (or on its way) instead of asking only once the session
 * check and its own chunk are done (ADR 021). The chunks themselves start in app/router.
 */
const ENTRY_DATA: EntryData[] = [
  {
    path: /^\/venues$/,
    signedIn: false,
    read: (client, _match, search) =>
      client.prefetchQuery(venueSearchQuery(filtersFromParams(search))),
  },
  {
    // The venue, then the day its booking form opens on (that needs the venue's time zone).
    path: /^\/venues\/([^/]+)$/,
    signedIn: false,
    read: async (client, [, id = ''], search) => {
      const [venue, { venueOpeningDate }] = await Promise.all([
        client.fetchQuery(venueQuery(decodeURIComponent(id))),
        import('@web/features/bookings/opening-date'),
      ]);
      const date = venueOpeningDate(venue.timeZone, search.get('date'), new Date());
      return client.prefetchQuery(availabilityQuery(venue.id, date));
    },
  },
  {
    path: /^\/bookings$/,
    signedIn: true,
    read: (client) =>
      Promise.all([
        client.prefetchQuery(myBookingsQuery('upcoming')),
        client.prefetchQuery(myBookingsQuery('past')),
      ]),
  },
  {
    path: /^\/community$/,
    signedIn: true,
    read: (client) => client.prefetchInfiniteQuery(feedQuery()),
  },
];

/**
 * Asks for the session at once and, for an entry page in the table, its first data. A visitor
 * never asks for private data; a failed read is not reported here (the page asks again and shows
 * its own error).
 */
export function prefetchEntryData(client: QueryClient, { pathname, search }: Address) {
  const session = client.fetchQuery(currentUserQuery);
  for (const entry of ENTRY_DATA) {
    const match = entry.path.exec(pathname);
    if (!match) continue;
    const read = () => entry.read(client, match, new URLSearchParams(search));
    const reading = entry.signedIn ? session.then((user) => user && read()) : read();
    return Promise.all([session, reading]).catch(() => {});
  }
  return session.catch(() => {});
}
