/**
 * The API answers the service worker keeps for reading offline (ADR 019): who is signed in, and
 * My Bookings with each booking's check-in code, since that is what a player needs at the venue's
 * door without a signal. Nothing else under /api is ever answered from a cache.
 */
export const OFFLINE_READS_CACHE = 'matchday-offline-reads';

/** Set on a kept copy: when it was saved. A fresh answer from the server never carries it. */
export const SAVED_AT_HEADER = 'x-matchday-saved-at';

const OFFLINE_READ_PATHS = [/^\/api\/auth\/user$/, /^\/api\/bookings$/, /^\/api\/bookings\/[^/]+$/];

export function isOfflineRead(url: URL, method: string): boolean {
  return method === 'GET' && OFFLINE_READ_PATHS.some((path) => path.test(url.pathname));
}

/** The time a kept copy was saved, or null for an answer straight from the server. */
export function savedAtOf(response: Response): string | null {
  return response.headers.get(SAVED_AT_HEADER);
}

/** A copy of `response` to keep, stamped with the time it was saved. */
export async function stampSavedAt(response: Response, now: Date): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.set(SAVED_AT_HEADER, now.toISOString());
  return new Response(await response.blob(), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
