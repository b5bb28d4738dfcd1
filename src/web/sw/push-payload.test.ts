import { describe, expect, it } from 'vitest';
import { readPushPayload } from './push-payload';

const ORIGIN = 'https://matchday.example';

describe('readPushPayload', () => {
  it("reads the server's payload", () => {
    expect(
      readPushPayload(
        { title: 'Booking confirmed', body: 'Court 2, 18:00', url: '/bookings', tag: 'b-1' },
        ORIGIN,
      ),
    ).toEqual({ title: 'Booking confirmed', body: 'Court 2, 18:00', url: '/bookings', tag: 'b-1' });
  });

  it('keeps an absolute address of the app as its path', () => {
    expect(
      readPushPayload({ title: 'New message', url: `${ORIGIN}/messages/c1?x=1` }, ORIGIN),
    ).toEqual({
      title: 'New message',
      body: '',
      url: '/messages/c1?x=1',
    });
  });

  it('never leads to another site', () => {
    for (const url of ['https://evil.example/phish', '//evil.example/x', 'javascript:alert(1)']) {
      expect(readPushPayload({ title: 'Hi', url }, ORIGIN).url).toBe('/notifications');
    }
  });

  it('shows a generic notification for anything unreadable', () => {
    for (const data of [null, 'text', 42, {}, { title: '   ' }, { title: 7 }]) {
      expect(readPushPayload(data, ORIGIN)).toEqual({
        title: 'Matchday',
        body: 'You have a new notification.',
        url: '/notifications',
      });
    }
  });

  it('cuts over-long text', () => {
    const payload = readPushPayload({ title: 'x'.repeat(500), body: 'y'.repeat(5000) }, ORIGIN);
    expect(payload.title).toHaveLength(120);
    expect(payload.body).toHaveLength(500);
  });
});
