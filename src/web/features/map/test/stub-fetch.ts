import { vi } from 'vitest';

type Route = { status?: number; body: unknown };

/** A fetch answering GETs by exact URL from `routes`; anything else is a 404. */
export function stubFetch(routes: Record<string, Route>) {
  const mock = vi.fn<typeof fetch>(async (input) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const route = routes[url];
    if (!route) return new Response('Route not found', { status: 404, statusText: 'Not Found' });
    return new Response(JSON.stringify(route.body), {
      status: route.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}
