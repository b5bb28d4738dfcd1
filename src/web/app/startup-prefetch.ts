import type { QueryClient } from '@tanstack/react-query';
import { SESSION_ELEMENT_ID } from '@shared/constants';
import type { CurrentUser } from '@shared/contracts/auth';
import { currentUserKey, currentUserQuery } from '@web/features/auth/api/current-user';
import { type Address, readEntryData } from './entry-data';

/**
 * Who the server said is signed in, in the page it sent (server/lib/web-app): undefined when
 * the page says nothing (the service worker's copy, or a development server).
 */
function sessionInPage(): CurrentUser | null | undefined {
  const text = document.getElementById(SESSION_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as CurrentUser | null;
  } catch {
    return undefined;
  }
}

/**
 * Takes the session from the page, else asks for it at once, and, for an entry page in the
 * table, its first data. A visitor never asks for private data; a failed read is not reported
 * here (the page asks again and shows its own error). A page the server rendered (`rendered`)
 * brought its data with it: reading it again would only cost a slow phone time as it starts.
 */
export function prefetchEntryData(client: QueryClient, address: Address, rendered = false) {
  const known = sessionInPage();
  const session =
    known === undefined
      ? client.fetchQuery(currentUserQuery)
      : Promise.resolve(client.setQueryData(currentUserKey, known) ?? null);
  const reading = rendered ? undefined : readEntryData(client, address, session, preloadPicture);
  return Promise.all([session, reading]).catch(() => {});
}

/**
 * Starts the page's first picture as soon as the data naming it has arrived, rather than once
 * the page has rendered it (a slow phone spends a while on that render). The page's own <img>
 * then finds it in the browser's cache.
 */
function preloadPicture(href: string | undefined) {
  if (!href) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  link.fetchPriority = 'high';
  document.head.appendChild(link);
}
