import type { QueryKey } from '@tanstack/react-query';
import { ApiError } from './api-client';

/**
 * Things written while offline (a post, a chat message) that wait on this device until the
 * connection returns (ADR 019). They are kept in localStorage, so closing the tab loses nothing,
 * and each belongs to the person who wrote it: only their own session sends it.
 */
export type OutboxItem = {
  /** A UUID, sent as the request's `clientKey`: a repeat answers the first, never a duplicate. */
  id: string;
  userId: string;
  /** What it is, for the person: "post" or "message". */
  kind: 'post' | 'message';
  /** The POST that sends it, and its JSON body. */
  url: string;
  body: unknown;
  /** What it said, to quote back if the server refuses it. */
  preview: string;
  /** The lists to read again once it is sent. */
  refresh: QueryKey[];
  createdAt: string;
};

export type OutboxStorage = Pick<Storage, 'getItem' | 'setItem'>;

const STORAGE_KEY = 'matchday-outbox';

function read(storage: OutboxStorage): OutboxItem[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(value) ? (value as OutboxItem[]) : [];
  } catch {
    return [];
  }
}

export function createOutbox(storage: OutboxStorage, onChange: () => void = () => {}) {
  const write = (items: OutboxItem[]) => {
    storage.setItem(STORAGE_KEY, JSON.stringify(items));
    onChange();
  };
  return {
    /** One person's waiting items, oldest first (the order they were written). */
    list: (userId: string) => read(storage).filter((item) => item.userId === userId),
    add(item: Omit<OutboxItem, 'id' | 'createdAt'>, now = new Date()) {
      const added = { ...item, id: crypto.randomUUID(), createdAt: now.toISOString() };
      write([...read(storage), added]);
      return added;
    },
    remove: (id: string) => write(read(storage).filter((item) => item.id !== id)),
  };
}

export type Outbox = ReturnType<typeof createOutbox>;

/**
 * The JSON an item is sent with. The item's id goes along as the API's idempotency key
 * (`clientKey`): if the answer to a send is lost, the item stays and is sent again, and the
 * server answers that with what the first send made instead of posting it twice.
 */
export function requestBodyOf(item: OutboxItem): Record<string, unknown> {
  return { ...(item.body as Record<string, unknown>), clientKey: item.id };
}

export type FlushResult = {
  sent: OutboxItem[];
  /** Answered with a 4xx: never going to be accepted, so taken out and told to the person. */
  refused: { item: OutboxItem; reason: string }[];
  /** Still waiting (no connection, or the server failing): tried again later. */
  waiting: number;
};

/**
 * Sends one person's waiting items in the order they were written. A refusal (4xx) takes the
 * item out and reports it; no connection or a server failure (5xx) stops the round and keeps
 * the rest in order for the next one. Each item is read from storage again before it is sent,
 * so one sent by another tab meanwhile is not sent twice.
 */
export async function flushOutbox(
  outbox: Outbox,
  userId: string,
  send: (item: OutboxItem) => Promise<void>,
): Promise<FlushResult> {
  const result: FlushResult = { sent: [], refused: [], waiting: 0 };
  for (const { id } of outbox.list(userId)) {
    const item = outbox.list(userId).find((entry) => entry.id === id);
    if (!item) continue;
    try {
      await send(item);
      outbox.remove(item.id);
      result.sent.push(item);
    } catch (error) {
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
        outbox.remove(item.id);
        result.refused.push({ item, reason: error.serverMessage || `Error ${error.status}` });
        continue;
      }
      break;
    }
  }
  result.waiting = outbox.list(userId).length;
  return result;
}
