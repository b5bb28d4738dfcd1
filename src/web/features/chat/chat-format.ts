import type { ChatMessage } from '@shared/contracts/chat';

const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() &&
  a.getMonth() === b.getMonth() &&
  a.getDate() === b.getDate();

/** "Today", "Yesterday", or "Monday, 3 March" (with the year when it is not this year). */
export function dayLabel(iso: string, now = new Date()): string {
  const date = new Date(iso);
  if (sameDay(date, now)) return 'Today';
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (sameDay(date, yesterday)) return 'Yesterday';
  return date.toLocaleDateString(undefined, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...(date.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  });
}

/** "14:05" in the reader's locale. */
export const timeLabel = (iso: string) =>
  new Date(iso).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });

/** The list's short time: the time today, else the date. */
export function listTimeLabel(iso: string, now = new Date()): string {
  const date = new Date(iso);
  if (sameDay(date, now)) return timeLabel(iso);
  return date.toLocaleDateString(undefined, { day: 'numeric', month: 'short' });
}

/** Oldest first, with a day label before the first message of each day. */
export function withDaySeparators(
  newestFirst: ChatMessage[],
  now = new Date(),
): ({ kind: 'day'; label: string; key: string } | { kind: 'message'; message: ChatMessage })[] {
  const rows: ReturnType<typeof withDaySeparators> = [];
  let lastDay = '';
  for (const message of [...newestFirst].reverse()) {
    const day = new Date(message.createdAt).toDateString();
    if (day !== lastDay) {
      rows.push({ kind: 'day', label: dayLabel(message.createdAt, now), key: `day-${day}` });
      lastDay = day;
    }
    rows.push({ kind: 'message', message });
  }
  return rows;
}

/** What the list shows of a last message. */
export function preview(message: ChatMessage | null, myId: string | undefined): string {
  if (!message) return 'No messages yet';
  const who = message.sender.id === myId ? 'You: ' : `${message.sender.firstName ?? 'Someone'}: `;
  return who + (message.messageType === 'image' ? 'Sent a photo' : message.content);
}
