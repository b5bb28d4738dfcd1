import type { QueryClient } from '@tanstack/react-query';
import { VENUE_FALLBACK_IMAGE } from '@shared/constants';
import { myBookingsQuery } from '@web/features/bookings/api/booking-queries';
import { feedQuery } from '@web/features/posts/api/feed-query';
import { firstPicturedIndex } from '@web/features/posts/first-picture';
import {
  availabilityQuery,
  venueQuery,
  venueSearchQuery,
} from '@web/features/venues/api/venue-queries';
import { filtersFromParams } from '@web/features/venues/venue-search-params';

export type Address = { pathname: string; search: string };

type EntryData = {
  path: RegExp;
  /** Private data: read only once the session check says someone is signed in. */
  signedIn: boolean;
  /** Reads the data, and hands `picture` the page's first picture on screen (its largest paint). */
  read: (
    client: QueryClient,
    match: RegExpExecArray,
    search: URLSearchParams,
    picture: (href: string | undefined) => void,
  ) => Promise<unknown>;
};

/** A venue's first picture as the pages show it: the app's own drawing when it has none. */
const venuePicture = (images: string[] | undefined) => images?.[0] ?? VENUE_FALLBACK_IMAGE;

/**
 * The first data of the busiest entry pages, with the very keys and fetchers the pages use, so
 * each page finds its answer in the cache (or on its way) instead of asking only once the session
 * check and its own chunk are done (ADR 021). The browser reads it as the app starts
 * (startup-prefetch.ts), the server before it renders the page (src/web/entry-server.tsx). The
 * chunks themselves start from index.html (app/entry-pages.ts).
 */
const ENTRY_DATA: EntryData[] = [
  {
    path: /^\/venues$/,
    signedIn: false,
    read: async (client, _match, search, picture) => {
      const { items } = await client.fetchQuery(venueSearchQuery(filtersFromParams(search)));
      picture(items[0] && venuePicture(items[0].images));
    },
  },
  {
    // The venue, then the day its booking form opens on (that needs the venue's time zone).
    path: /^\/venues\/([^/]+)$/,
    signedIn: false,
    read: async (client, [, id = ''], search, picture) => {
      const [venue, { venueOpeningDate }] = await Promise.all([
        client.fetchQuery(venueQuery(decodeURIComponent(id))),
        import('@web/features/bookings/opening-date'),
      ]);
      picture(venuePicture(venue.images));
      const date = venueOpeningDate(venue.timeZone, search.get('date'), new Date());
      return client.prefetchQuery(availabilityQuery(venue.id, date));
    },
  },
  {
    path: /^\/bookings$/,
    signedIn: true,
    read: (client, _match, _search, picture) =>
      Promise.all([
        client
          .fetchQuery(myBookingsQuery('upcoming'))
          .then(({ items }) => picture(items[0] && (items[0].venue.image ?? VENUE_FALLBACK_IMAGE))),
        client.prefetchQuery(myBookingsQuery('past')),
      ]),
  },
  {
    path: /^\/community$/,
    signedIn: true,
    read: async (client, _match, _search, picture) => {
      const feed = await client.fetchInfiniteQuery(feedQuery());
      const posts = feed.pages[0]?.items ?? [];
      picture(posts[firstPicturedIndex(posts)]?.images[0]);
    },
  },
];

/**
 * Reads the first data of the entry page at `address`, if it is one, into `client`. Private data
 * only for someone signed in. `picture` gets the page's first picture on screen once known.
 */
export function readEntryData(
  client: QueryClient,
  { pathname, search }: Address,
  /** Who is signed in, once known (anything falsy: nobody). */
  session: Promise<unknown>,
  picture: (href: string | undefined) => void = () => {},
): Promise<unknown> | undefined {
  for (const entry of ENTRY_DATA) {
    const match = entry.path.exec(pathname);
    if (!match) continue;
    const read = () => entry.read(client, match, new URLSearchParams(search), picture);
    return entry.signedIn ? session.then((user) => user && read()) : read();
  }
  return undefined;
}
