import { describe, expect, it } from 'vitest';
import { BODY_MAX, TITLE_MAX, clip, readPushPayload } from './push-payload';

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

  it('cuts over-long text at a word, with an ellipsis', () => {
    const title = `${'word '.repeat(30)}end`; // 153 characters
    const payload = readPushPayload({ title, body: 'y'.repeat(5000) }, ORIGIN);
    expect(payload.title.length).toBeLessThanOrEqual(TITLE_MAX);
    expect(payload.title).toBe(`${'word '.repeat(24).trimEnd()}…`);
    // One endless word (a link) has no word to cut at: cut inside it.
    expect(payload.body).toBe(`${'y'.repeat(BODY_MAX - 1)}…`);
  });
});

describe('clip', () => {
  it('leaves text that fits alone', () => {
    expect(clip('Court 2 at 18:00', 16)).toBe('Court 2 at 18:00');
  });

  it('keeps a last word that ends right at the limit', () => {
    expect(clip('Ana wrote: see you there', 10)).toBe('Ana wrote…');
    expect(clip('Ana wrote see you there', 10)).toBe('Ana wrote…');
  });

  it('drops a word cut in half and the punctuation before it', () => {
    expect(clip('See you at the court, tomorrow', 22)).toBe('See you at the court…');
    expect(clip('Booking confirmed', 12)).toBe('Booking…');
  });

  it('counts an emoji as one character and never splits it', () => {
    expect(clip('⚽⚽⚽⚽⚽', 3)).toBe('⚽⚽…');
  });
});
