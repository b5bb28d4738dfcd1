// What the server's push message carries: one type, the sender's (notifications' push-sender).
import type { PushPayload } from '@shared/contracts/notifications';

const FALLBACK: PushPayload = {
  title: 'Matchday',
  body: 'You have a new notification.',
  url: '/notifications',
};

// A notification shows a line or two of title and a few of body; the system cuts the rest
// anyway, often mid-word. These limits keep an over-long notice (a quoted post, a long message)
// to what can be shown, cut where a person would cut it.
export const TITLE_MAX = 120;
export const BODY_MAX = 500;

const text = (value: unknown, max: number) =>
  typeof value === 'string' && value.trim() ? clip(value.trim(), max) : undefined;

/**
 * `value` in at most `max` characters: whole if it fits, else cut after the last whole word
 * that leaves room for an ellipsis. A single word longer than that (a link) is cut inside it.
 */
export function clip(value: string, max: number): string {
  const chars = Array.from(value); // by code point: never half an emoji
  if (chars.length <= max) return value;
  const room = chars.slice(0, max - 1).join('');
  // The character after the room (a space, a comma) says whether the room's last word is whole.
  const words = /[\s\p{P}]/u.test(chars[max - 1]!) ? room : room.replace(/\S*$/u, '');
  const cut = (words.trim() ? words : room).replace(/[\s,;:.!?-]+$/u, '');
  return `${cut}…`;
}

/**
 * Reads a push message's JSON. Anything unreadable still shows a notification (the browser
 * requires one for every push) that opens the notifications page. A link may only lead inside
 * the app: another origin's address becomes the notifications page.
 */
export function readPushPayload(data: unknown, origin: string): PushPayload {
  if (typeof data !== 'object' || data === null) return FALLBACK;
  const fields = data as Record<string, unknown>;
  const title = text(fields.title, TITLE_MAX);
  if (!title) return FALLBACK;
  return {
    title,
    body: text(fields.body, BODY_MAX) ?? '',
    url: sameOriginPath(fields.url, origin),
    ...(tagOf(fields.tag) ? { tag: tagOf(fields.tag) } : {}),
  };
}

/** The tag only groups notifications (the server sends the notification's id); never shown. */
const tagOf = (value: unknown) =>
  typeof value === 'string' && value.trim() ? value.trim().slice(0, 100) : undefined;

function sameOriginPath(url: unknown, origin: string): string {
  if (typeof url !== 'string') return FALLBACK.url;
  const parsed = URL.parse(url, origin);
  if (!parsed || parsed.origin !== origin) return FALLBACK.url;
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}
