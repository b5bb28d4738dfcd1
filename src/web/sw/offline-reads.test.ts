import { describe, expect, it } from 'vitest';
import { isOfflineRead, savedAtOf, stampSavedAt } from './offline-reads';

const url = (path: string) => new URL(path, 'https://matchday.example');

describe('offline reads', () => {
  it('keeps only the session and My Bookings, and only GETs', () => {
    expect(isOfflineRead(url('/api/auth/user'), 'GET')).toBe(true);
    expect(isOfflineRead(url('/api/bookings?when=upcoming'), 'GET')).toBe(true);
    expect(isOfflineRead(url('/api/bookings/5d1c'), 'GET')).toBe(true);
    expect(isOfflineRead(url('/api/bookings'), 'POST')).toBe(false);
    expect(isOfflineRead(url('/api/bookings/5d1c/cancel'), 'GET')).toBe(false);
    expect(isOfflineRead(url('/api/posts'), 'GET')).toBe(false);
    expect(isOfflineRead(url('/api/ws'), 'GET')).toBe(false);
    expect(isOfflineRead(url('/bookings'), 'GET')).toBe(false);
  });

  it('stamps a kept copy with its time; a fresh answer has none', async () => {
    const fresh = new Response('{"items":[]}', {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
    expect(savedAtOf(fresh)).toBeNull();
    const kept = await stampSavedAt(fresh, new Date('2026-11-24T20:30:00Z'));
    expect(savedAtOf(kept)).toBe('2026-11-24T20:30:00.000Z');
    expect(kept.headers.get('content-type')).toBe('application/json');
    expect(await kept.json()).toEqual({ items: [] });
  });
});
