import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** False when the browser knows it has no connection (the offline banner, the outbox). */
export const isOnline = () => navigator.onLine;

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
