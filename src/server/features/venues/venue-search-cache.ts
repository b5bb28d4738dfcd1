import type { VenueList } from '@shared/contracts/venues';
import type { Db } from '@server/db/client';

const MAX_ENTRIES = 1000;

type Entry = { value: Promise<VenueList>; expiresAt: number };

/**
 * A short-lived memo of venue search answers, per database handle. A search is the same for
 * everyone, and a busy list page asks the same few questions over and over. Any write that can
 * change an answer (a venue edited, a rating moved, a booking made or released) clears it on this
 * instance at once; other instances see the change within the time-to-live at most (a list that
 * is a few seconds old is harmless: booking always checks live availability). Concurrent
 * identical searches share one query (the promise is what is cached).
 */
export class VenueSearchCache {
  private entries = new Map<string, Entry>();

  constructor(private readonly ttlMs: number) {}

  get(key: string, load: () => Promise<VenueList>, nowMs = Date.now()): Promise<VenueList> {
    if (this.ttlMs <= 0) return load();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > nowMs) return hit.value;
    if (this.entries.size >= MAX_ENTRIES) this.evict(nowMs);
    const value = load();
    const entry = { value, expiresAt: nowMs + this.ttlMs };
    this.entries.set(key, entry);
    // A failed query is not remembered.
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }

  invalidate() {
    this.entries.clear();
  }

  private evict(nowMs: number) {
    for (const [key, entry] of this.entries) {
      if (entry.expiresAt <= nowMs) this.entries.delete(key);
    }
    // Still full of live entries: drop the oldest (Map keeps insertion order).
    while (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }
}

const caches = new WeakMap<Db, VenueSearchCache>();

/** How long the list of time zones in use is kept (it changes only when a venue does). */
const ZONES_TTL_MS = 60_000;
const zoneLists = new WeakMap<Db, { value: Promise<string[]>; expiresAt: number }>();

/** The time zones of active venues (for the date filter), kept a minute or until a venue changes. */
export function venueZones(db: Db, load: () => Promise<string[]>, nowMs = Date.now()) {
  const hit = zoneLists.get(db);
  if (hit && hit.expiresAt > nowMs) return hit.value;
  const value = load();
  const entry = { value, expiresAt: nowMs + ZONES_TTL_MS };
  zoneLists.set(db, entry);
  value.catch(() => {
    if (zoneLists.get(db) === entry) zoneLists.delete(db);
  });
  return value;
}

/** The cache of one database handle; created by the venues routes with the configured TTL. */
export function venueSearchCache(db: Db, ttlMs = 0): VenueSearchCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new VenueSearchCache(ttlMs);
    caches.set(db, cache);
  }
  return cache;
}

/** Call after any write that can change a venue search answer. */
export function invalidateVenueSearch(db: Db) {
  caches.get(db)?.invalidate();
  zoneLists.delete(db);
}
