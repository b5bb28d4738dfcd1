import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { dehydrate } from '@tanstack/react-query';
import type { CurrentUser } from '@shared/contracts/auth';
import type { ApiReader, RenderedPage } from '@shared/page-render';
import { ENTRY_PAGES } from './app/entry-pages';
import { readEntryData } from './app/entry-data';
import { Providers } from './app/providers';
import { AppRoutes } from './app/router';
import { currentUserKey } from './features/auth/api/current-user';
import { createQueryClient } from './lib/query-client';

/**
 * The pages' query functions ask `fetch('/api/…')`, as in the browser. While a page renders on
 * the server, a path of the app's own goes to the API of this same server, with the cookie of
 * the request being answered; anything else is the ordinary fetch.
 */
const reader = new AsyncLocalStorage<ApiReader>();
const plainFetch = globalThis.fetch;
globalThis.fetch = (input, init) => {
  const read = reader.getStore();
  if (read && typeof input === 'string' && input.startsWith('/')) {
    if (init?.method && init.method !== 'GET') throw new Error('only reads while rendering');
    return read(input);
  }
  return plainFetch(input, init);
};

/** A render that takes longer than this is given up: the plain page goes out instead. */
const RENDER_DEADLINE_MS = 2000;

/**
 * The arriving page rendered on the server with its first data (ADR 021): the browser paints
 * the page itself from the HTML, before a line of script has arrived, and the app then takes
 * over that markup (main.tsx). Only the entry pages of app/entry-pages.ts, whose first data
 * app/entry-data.ts reads; any other address, or a render that fails, gives null and the page
 * goes out as the plain app shell.
 */
export async function renderPage(
  url: string,
  user: CurrentUser | null,
  api: ApiReader,
): Promise<RenderedPage | null> {
  const address = new URL(url, 'http://matchday.invalid');
  const entry = ENTRY_PAGES.find(({ path }) => path.test(address.pathname));
  if (!entry) return null;
  // Someone the page is not for is sent on by the app (a redirect): nothing of it to show first.
  if (entry.for === (user ? 'visitors' : 'signed-in')) return null;
  const client = createQueryClient();
  client.setQueryData(currentUserKey, user);
  const failed = await reader
    .run(api, () => readEntryData(client, address, Promise.resolve(user)))
    ?.then(
      () => false,
      () => true,
    );
  // A page whose data could not be read shows its error in the browser, where Try again works.
  if (failed) return null;

  let errored = false;
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), RENDER_DEADLINE_MS);
  const page = (
    <StrictMode>
      <Providers queryClient={client} location={`${address.pathname}${address.search}`}>
        <AppRoutes />
      </Providers>
    </StrictMode>
  );
  try {
    // The first pass loads every lazy part the page shows (its chunks), whose markup streams
    // in later pieces that need inline scripts to put in place. The second, with all of them
    // loaded, is the whole page in one piece of plain HTML.
    const { prelude } = await reader.run(api, () =>
      prerenderToNodeStream(page, {
        signal: deadline.signal,
        onError: () => void (errored = true),
      }),
    );
    for await (const chunk of prelude) void chunk;
    // An error inside a Suspense boundary leaves it to the browser (`<!--$!-->`), one still
    // waiting shows its fallback (`<!--$?-->`): either way, the plain shell instead.
    const html = errored ? '' : renderToString(page);
    if (errored || /<!--\$[?!]-->/.test(html)) return null;
    return { html, state: JSON.stringify(dehydrate(client)) };
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}
