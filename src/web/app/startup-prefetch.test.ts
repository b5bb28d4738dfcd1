import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_ELEMENT_ID, VENUE_FALLBACK_IMAGE } from '@shared/constants';
import { currentUserKey } from '@web/features/auth/api/current-user';
import { myBookingsQuery } from '@web/features/bookings/api/booking-queries';
import { feedQuery } from '@web/features/posts/api/feed-query';
import {
  availabilityQuery,
  venueQuery,
  venueSearchQuery,
} from '@web/features/venues/api/venue-queries';
import { createQueryClient } from '@web/lib/query-client';
import { testUser } from '@web/test/render';
import { prefetchEntryData } from './startup-prefetch';

const me = testUser();

/** A server answering every read (the session as `user`), keeping the URLs asked for. */
function server(user: unknown) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      if (url === '/api/auth/user')
        return user ? Response.json(user) : Response.json({ message: 'no' }, { status: 401 });
      if (url === '/api/venues/v1') return Response.json({ id: 'v1', timeZone: 'UTC' });
      return Response.json({ items: [], total: 0, nextCursor: null });
    }),
  );
  return asked;
}

async function open(path: string, user: unknown = null) {
  const asked = server(user);
  const client = createQueryClient();
  const url = new URL(path, 'http://localhost');
  await prefetchEntryData(client, url);
  const cached = (key: readonly unknown[]) => client.getQueryData(key);
  return { asked, cached };
}

/** The JSON block the server writes into the page it sends (server/lib/web-app). */
function writeSessionIntoPage(user: unknown) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = SESSION_ELEMENT_ID;
  block.textContent = JSON.stringify(user);
  document.head.append(block);
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.getElementById(SESSION_ELEMENT_ID)?.remove();
  document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
});

/** The pictures preloaded so far, by address. */
const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map(
    (link) => link.getAttribute('href'),
  );

/** A server whose lists hold one venue, one booking and two posts (the second with a photo). */
function pictureServer() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/api/auth/user') return Response.json(me);
      if (url === '/api/venues/v1')
        return Response.json({ id: 'v1', timeZone: 'UTC', images: ['/uploads/hall.jpg'] });
      if (url.startsWith('/api/venues'))
        return Response.json({ items: [{ id: 'v1', images: [] }], total: 1 });
      if (url.startsWith('/api/posts'))
        return Response.json({
          items: [{ images: [] }, { images: ['/uploads/match.jpg', '/uploads/team.jpg'] }],
          nextCursor: null,
        });
      return Response.json({ items: [{ venue: { image: '/uploads/court.jpg' } }], total: 1 });
    }),
  );
}

describe('prefetchEntryData', () => {
  it('asks for the session, and nothing else on a page without first data', async () => {
    const { asked, cached } = await open('/auth');
    expect(asked).toEqual(['/api/auth/user']);
    expect(cached(currentUserKey)).toBeNull();
  });

  it("reads the venues list with the address's filters, under the page's key", async () => {
    const { asked, cached } = await open('/venues?sport=Tennis&page=2&date=nonsense');
    expect(asked).toContain('/api/venues?sport=Tennis&page=2');
    expect(cached(venueSearchQuery({ sport: 'Tennis', page: 2 }).queryKey)).toBeDefined();
  });

  it('reads a venue and its slots for the day the booking form opens on', async () => {
    const { cached } = await open('/venues/v1?date=2999-01-02');
    expect(cached(venueQuery('v1').queryKey)).toMatchObject({ id: 'v1' });
    expect(cached(availabilityQuery('v1', '2999-01-02').queryKey)).toBeDefined();
  });

  it('reads a past ?date= as today at the venue', async () => {
    const { cached } = await open('/venues/v1?date=2000-01-01');
    const today = new Date().toISOString().slice(0, 10);
    expect(cached(availabilityQuery('v1', today).queryKey)).toBeDefined();
  });

  it("reads the signed-in player's bookings and feed", async () => {
    const bookings = await open('/bookings', me);
    expect(bookings.cached(myBookingsQuery('upcoming').queryKey)).toMatchObject({ total: 0 });
    expect(bookings.cached(myBookingsQuery('past').queryKey)).toMatchObject({ total: 0 });
    const community = await open('/community', me);
    expect(community.cached(feedQuery().queryKey)).toMatchObject({ pageParams: [null] });
    expect(community.asked).toContain('/api/posts');
  });

  it('reads nothing again for a page the server rendered with its data', async () => {
    writeSessionIntoPage(me);
    const asked = server(me);
    for (const path of ['/venues', '/venues/v1', '/bookings', '/community']) {
      await prefetchEntryData(createQueryClient(), new URL(path, 'http://localhost'), true);
    }
    expect(asked).toEqual([]);
    expect(preloaded()).toEqual([]);
  });

  it('never asks for private data for a visitor', async () => {
    for (const path of ['/bookings', '/community']) {
      const { asked } = await open(path);
      expect(asked).toEqual(['/api/auth/user']);
    }
  });

  it('survives a failed read (the page asks again itself)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    await expect(
      prefetchEntryData(createQueryClient(), new URL('http://localhost/venues/v1')),
    ).resolves.toBeUndefined();
  });

  it('starts the first picture on screen as soon as the data names it', async () => {
    pictureServer();
    const expected: [string, string][] = [
      ['/venues', VENUE_FALLBACK_IMAGE],
      ['/venues/v1', '/uploads/hall.jpg'],
      ['/bookings', '/uploads/court.jpg'],
      ['/community', '/uploads/match.jpg'],
    ];
    for (const [path, picture] of expected) {
      await prefetchEntryData(createQueryClient(), new URL(path, 'http://localhost'));
      expect(preloaded().at(-1)).toBe(picture);
    }
    expect(preloaded()).toHaveLength(expected.length);
  });

  it('preloads no picture when the list is empty', async () => {
    await open('/venues');
    await open('/community', me);
    expect(preloaded()).toEqual([]);
  });

  it('takes the session the server wrote into the page instead of asking for it', async () => {
    writeSessionIntoPage(me);
    const { asked, cached } = await open('/bookings');
    expect(asked).not.toContain('/api/auth/user');
    expect(cached(currentUserKey)).toEqual(me);
    expect(asked).toContain('/api/bookings?when=upcoming');
  });

  it('takes a visitor from the page too, and then asks for nothing private', async () => {
    writeSessionIntoPage(null);
    const { asked, cached } = await open('/community', me);
    expect(asked).toEqual([]);
    expect(cached(currentUserKey)).toBeNull();
  });
});
