import type { Page } from '@playwright/test';
import { appStarted } from './app-started';

/**
 * Resolves once the server has taken the page's WebSocket (its first frame, "ready") and the
 * app has taken over the page: every live event from then on reaches the page. The browser's
 * own "open", or the socket merely being created, can come before that on a loaded machine, and
 * an event sent in between is missed; so can one that comes while a server-rendered page's
 * parts are still being taken over, before their listeners exist. Call it before the navigation
 * that opens the socket, and await it after.
 */
export async function socketReady(page: Page): Promise<void> {
  const socket = await page.waitForEvent('websocket');
  await socket.waitForEvent('framereceived', {
    predicate: (frame) => typeof frame.payload === 'string' && frame.payload.includes('"ready"'),
  });
  await appStarted(page);
}
