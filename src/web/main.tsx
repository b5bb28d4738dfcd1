import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { PAGE_STATE_ELEMENT_ID } from '@shared/constants';
import { loadHeaderParts } from './app/layout/top-nav';
import { Providers } from './app/providers';
import { currentUserKey } from './features/auth/api/current-user';
import { AppRoutes } from './app/router';
import { startInSteps } from './app/start-in-steps';
import { prefetchEntryData } from './app/startup-prefetch';
import { showWelcomeToast } from './app/welcome-toast';
import { nextTask } from './lib/next-task';
import { createQueryClient } from './lib/query-client';
import { startPwa } from './lib/pwa';
import './styles.css';

/**
 * The page's data as read on the server, stamped no later than now by this browser's clock: the
 * live socket refetches whatever was read before it became ready (lib/realtime.tsx), and a server
 * clock running ahead must not make the page's data look newer than that.
 */
function readOnServer(state: DehydratedState): DehydratedState {
  const now = Date.now();
  for (const query of state.queries) {
    query.state.dataUpdatedAt = Math.min(query.state.dataUpdatedAt, now);
  }
  return state;
}

const queryClient = createQueryClient();
const container = document.getElementById('root')!;
// A page the server rendered (src/web/entry-server.tsx) carries the data its markup shows.
const state = document.getElementById(PAGE_STATE_ELEMENT_ID)?.textContent;
if (state) hydrate(queryClient, readOnServer(JSON.parse(state) as DehydratedState));
void prefetchEntryData(queryClient, window.location, !!state);

const app = (
  <StrictMode>
    <Providers queryClient={queryClient}>
      <AppRoutes />
    </Providers>
  </StrictMode>
);

/**
 * Takes the page over. Each step starts in a task of its own, after the one that evaluated the
 * app's code: on a slow phone, one task doing all of it would hold up a tap (ADR 021).
 */
async function start() {
  for (const extra of [showWelcomeToast, startPwa]) {
    await nextTask();
    // Neither is needed to use the page: a failure is reported, and the page taken over anyway.
    try {
      extra();
    } catch (error) {
      reportError(error);
    }
  }
  await nextTask();
  // As a transition, React takes the first screen in slices that yield to the browser every few
  // milliseconds instead of one long task: a slow phone stays responsive while the app starts.
  if (!state) {
    const root = createRoot(container);
    startTransition(() => root.render(app));
    return;
  }
  // React takes over the server's markup as it stands. Where the two differ (the browser's own
  // time zone or saved theme), React renders that part again itself: no error for the person.
  // The header's menus come first, so React takes them over in the same pass as the rest: left
  // as server markup after the page stops being inert, a tap on them would be lost. If their
  // code cannot be had (offline), the page is taken over all the same. Meanwhile the page's own
  // code runs one chunk per task (app/start-in-steps.ts), not all in the task that asks for it.
  const signedIn = !!queryClient.getQueryData(currentUserKey);
  await Promise.all([loadHeaderParts(signedIn).catch(() => {}), startInSteps()]);
  startTransition(() => {
    hydrateRoot(container, app, {
      onRecoverableError: (error) => {
        if (import.meta.env.DEV) console.warn(error);
      },
    });
  });
}
void start();
