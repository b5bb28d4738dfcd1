import { useEffect, useState } from 'react';
import { useRealtimeEvent } from '@web/lib/realtime';

/** How long "is typing" stays after the last signal (the sender repeats it every 3 s). */
const SHOWN_FOR_MS = 5000;

/** The first names of who is typing in this conversation now. */
export function useTyping(conversationId: string): string[] {
  const [typers, setTypers] = useState<Record<string, { name: string; until: number }>>({});

  useRealtimeEvent('conversation.typing', (data) => {
    if (data.conversationId !== conversationId) return;
    setTypers((now) => ({
      ...now,
      [data.userId]: { name: data.name, until: Date.now() + SHOWN_FOR_MS },
    }));
  });
  // A message from someone ends their typing.
  useRealtimeEvent('message.created', ({ conversationId: id, message }) => {
    if (id !== conversationId) return;
    setTypers((now) => {
      if (!(message.sender.id in now)) return now;
      const { [message.sender.id]: _gone, ...rest } = now;
      return rest;
    });
  });

  const active = Object.values(typers);
  useEffect(() => {
    if (active.length === 0) return;
    const timer = setTimeout(
      () =>
        setTypers((now) =>
          Object.fromEntries(Object.entries(now).filter(([, t]) => t.until > Date.now())),
        ),
      Math.max(0, Math.min(...active.map((t) => t.until)) - Date.now() + 10),
    );
    return () => clearTimeout(timer);
  }, [active]);

  return active.map((t) => t.name);
}

export function typingText(names: string[]): string {
  if (names.length === 0) return '';
  if (names.length === 1) return `${names[0]} is typing…`;
  if (names.length === 2) return `${names[0]} and ${names[1]} are typing…`;
  return 'Several people are typing…';
}
