import { useMemo, useSyncExternalStore } from 'react';
import { type OutboxItem, type OutboxStorage, createOutbox } from './outbox';

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

// Private modes may refuse localStorage; then the outbox lives as long as the page.
const memory = new Map<string, string>();
const storage: OutboxStorage = {
  getItem(key) {
    try {
      return localStorage.getItem(key);
    } catch {
      return memory.get(key) ?? null;
    }
  },
  setItem(key, value) {
    try {
      localStorage.setItem(key, value);
    } catch {
      memory.set(key, value);
    }
  },
};

/** This device's outbox (outbox.ts), shared by every screen that writes while offline. */
export const deviceOutbox = createOutbox(storage, notify);

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab wrote or sent something.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** One person's waiting items, kept current as they are added and sent (in any tab). */
export function useOutboxItems(userId: string | undefined): OutboxItem[] {
  const raw = useSyncExternalStore(
    subscribe,
    () => storage.getItem('matchday-outbox'),
    () => null,
  );
  return useMemo(
    () => (userId && raw !== undefined ? deviceOutbox.list(userId) : []),
    [userId, raw],
  );
}
