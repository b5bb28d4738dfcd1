import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { OFFLINE_READS_CACHE, isOfflineRead, stampSavedAt } from './offline-reads';
import { openAppAt } from './notification-click';
import { readPushPayload } from './push-payload';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

// The app shell of this build: index.html and every chunk it can load, kept as one version.
// A page of this version only ever loads chunks of this version, so a deploy never leaves it
// asking for files the server no longer has.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every page of the app is index.html (the router takes the path), offline too. API addresses
// are never pages: a link to /api/login or /api/docs goes to the server.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api(\/|$)/] }),
);

// The few API reads kept for offline use (offline-reads.ts): always the server's answer when
// there is a connection; the last good copy only when there is none.
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && isOfflineRead(url, request.method),
  new NetworkFirst({
    cacheName: OFFLINE_READS_CACHE,
    plugins: [
      {
        cacheWillUpdate: async ({ response }) =>
          response.status === 200 ? stampSavedAt(response, new Date()) : null,
        // Signed out (here or elsewhere): nobody's bookings stay on the device.
        fetchDidSucceed: async ({ response }) => {
          if (response.status === 401) await caches.delete(OFFLINE_READS_CACHE);
          return response;
        },
      },
    ],
  }),
);

// A new version waits until the person agrees to reload (the page's "New version" prompt),
// so an open page is never switched to another version's files under its feet.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
// The first install takes the open page at once, so what it reads is kept for offline use.
clientsClaim();

self.addEventListener('push', (event) => {
  let data: unknown = null;
  try {
    data = event.data?.json();
  } catch {
    // Not JSON: shown as the generic notification.
  }
  const payload = readPushPayload(data, self.location.origin);
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      tag: payload.tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: payload.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const { url } = readPushPayload(
    { title: '-', url: (event.notification.data as { url?: unknown } | null)?.url },
    self.location.origin,
  );
  event.waitUntil(openAppAt(self.clients, new URL(url, self.location.origin).href));
});
