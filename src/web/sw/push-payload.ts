// What the server's push message carries: one type, the sender's (notifications' push-sender).
import type { PushPayload } from '@shared/contracts/notifications';

const FALLBACK: PushPayload = {
  title: 'Matchday',
  body: 'You have a new notification.',
  url: '/notifications',
};

const text = (value: unknown, max: number) =>
  typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : undefined;

/**
 * Reads a push message's JSON. Anything unreadable still shows a notification (the browser
 * requires one for every push) that opens the notifications page. A link may only lead inside
 * the app: another origin's address becomes the notifications page.
 */
export function readPushPayload(data: unknown, origin: string): PushPayload {
  if (typeof data !== 'object' || data === null) return FALLBACK;
  const fields = data as Record<string, unknown>;
  const title = text(fields.title, 120);
  if (!title) return FALLBACK;
  return {
    title,
    body: text(fields.body, 500) ?? '',
    url: sameOriginPath(fields.url, origin),
    ...(text(fields.tag, 100) ? { tag: text(fields.tag, 100) } : {}),
  };
}

function sameOriginPath(url: unknown, origin: string): string {
  if (typeof url !== 'string') return FALLBACK.url;
  const parsed = URL.parse(url, origin);
  if (!parsed || parsed.origin !== origin) return FALLBACK.url;
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}
