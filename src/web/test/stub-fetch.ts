import { vi } from 'vitest';

export type StubAnswer = {
  status?: number;
  body?: unknown;
  /** Extra response headers (a service worker's offline copy carries one). */
  headers?: Record<string, string>;
  /** Hold the answer until the test lets it go (to see pending states). */
  gate?: Promise<void>;
};
/** A fixed answer, or one made from the JSON body the request sent. */
export type StubRoute = StubAnswer | ((sent: unknown) => StubAnswer);
export type FetchMock = ReturnType<typeof vi.fn<typeof fetch>>;

const urlOf = (input: RequestInfo | URL) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/**
 * Replaces fetch with one that answers by "METHOD /path?query", "METHOD /path", or just the URL
 * or path, from `routes`, and anything unknown with a 404. Answers the mock, so a test can check
 * what was asked.
 */
export function stubFetch(routes: Record<string, StubRoute>): FetchMock {
  const mock = vi.fn<typeof fetch>(async (input, init) => {
    const url = urlOf(input);
    const method = init?.method ?? 'GET';
    const path = url.split('?')[0]!;
    const route =
      routes[`${method} ${url}`] ?? routes[`${method} ${path}`] ?? routes[url] ?? routes[path];
    if (!route) return new Response('Route not found', { status: 404, statusText: 'Not Found' });
    const answer = typeof route === 'function' ? route(sentJson(init)) : route;
    if (answer.gate) await answer.gate;
    const { status = 200, body = null, headers = {} } = answer;
    return new Response(status === 204 ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** A promise the test resolves when it wants. */
export function deferred() {
  let release!: () => void;
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

/** The calls made with a method and path. */
export const callsTo = (mock: FetchMock, method: string, path: string) =>
  mock.mock.calls.filter(
    ([input, init]) => (init?.method ?? 'GET') === method && urlOf(input).split('?')[0] === path,
  );

/** The JSON a call sent. */
export function sentJson(init: RequestInit | undefined): unknown {
  return typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
}

/** Every URL fetched, in order. */
export const urlsFetched = (mock: FetchMock) => mock.mock.calls.map(([input]) => urlOf(input));
