import { useSyncExternalStore } from 'react';
import { OFFLINE_READS_CACHE } from '@web/sw/offline-reads';

/** What Chromium hands the page when it would install the app (not in the DOM types yet). */
type InstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

type PwaState = {
  /** Switches to the new version waiting after a deploy, then reloads; null while none waits. */
  applyUpdate: (() => void) | null;
  /** Asks the browser to install the app; null when it does not offer to. */
  install: (() => Promise<void>) | null;
};

let state: PwaState = { applyUpdate: null, install: null };
const listeners = new Set<() => void>();
function set(next: Partial<PwaState>) {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
}

/** A new version is checked for this often while the app stays open (an installed app may for days). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker (built from src/web/sw, ADR 019) and listens for what it and the
 * browser offer: a new version waiting, and installing the app. Not in dev mode, where Vite
 * serves modules one by one and a cache would only get in the way.
 */
export function startPwa() {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's own banner away; the avatar menu offers it discreetly instead.
    event.preventDefault();
    const prompt = event as InstallPromptEvent;
    set({
      install: async () => {
        await prompt.prompt();
        await prompt.userChoice;
        set({ install: null });
      },
    });
  });
  window.addEventListener('appinstalled', () => set({ install: null }));
  window.addEventListener('vite:preloadError', reloadForMissingChunk);

  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  // After the page has loaded: the worker is not needed for the first screen.
  const start = () => void registerWorker();
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

async function registerWorker() {
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () =>
    set({
      applyUpdate: () => {
        workbox.addEventListener('controlling', () => window.location.reload());
        workbox.messageSkipWaiting();
      },
    }),
  );
  const registration = await workbox.register();
  if (registration) setInterval(() => void registration.update(), UPDATE_CHECK_MS);
}

const RELOADED_AT_KEY = 'matchday-chunk-reload';

/**
 * A chunk of an older version that the server no longer has (a page opened before a deploy,
 * without a service worker yet): load the page again rather than show a broken screen. Once
 * in a while only, so a chunk that cannot load at all (offline) shows the router's error
 * instead of reloading for ever.
 */
function reloadForMissingChunk(event: Event) {
  try {
    const last = Number(sessionStorage.getItem(RELOADED_AT_KEY) ?? 0);
    if (Date.now() - last < 30_000) return;
    sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
  } catch {
    return;
  }
  event.preventDefault();
  window.location.reload();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePwa(): PwaState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}

/** On sign-out: nobody's bookings or session stay readable on this device. */
export async function forgetOfflineReads() {
  if ('caches' in window) await caches.delete(OFFLINE_READS_CACHE);
}
