import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { type OutboxItem, createOutbox, flushOutbox, requestBodyOf } from './outbox';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

const post = (userId: string, text: string) => ({
  userId,
  kind: 'post' as const,
  url: '/api/posts',
  body: { content: text, images: [] },
  preview: text,
  refresh: [['/api/posts']],
});

const refusal = (status: number, message: string) =>
  new ApiError(status, `${status}: ${message}`, message, 'bad_request');

describe('outbox', () => {
  it('keeps items in storage, per person, in the order written', () => {
    const storage = memoryStorage();
    let changes = 0;
    const outbox = createOutbox(storage, () => changes++);
    outbox.add(post('ana', 'first'));
    outbox.add(post('ben', 'not hers'));
    outbox.add(post('ana', 'second'));
    // Another tab (or the next visit) reads the same storage.
    const again = createOutbox(storage);
    expect(again.list('ana').map((item) => item.preview)).toEqual(['first', 'second']);
    expect(again.list('ben')).toHaveLength(1);
    expect(changes).toBe(3);
  });

  it('sends in order and empties the outbox', async () => {
    const outbox = createOutbox(memoryStorage());
    outbox.add(post('ana', 'first'));
    outbox.add(post('ana', 'second'));
    const sent: string[] = [];
    const result = await flushOutbox(outbox, 'ana', async (item) => void sent.push(item.preview));
    expect(sent).toEqual(['first', 'second']);
    expect(result.sent).toHaveLength(2);
    expect(result.waiting).toBe(0);
    expect(outbox.list('ana')).toEqual([]);
  });

  it("sends only the signed-in person's items", async () => {
    const outbox = createOutbox(memoryStorage());
    outbox.add(post('ben', 'his'));
    const sent: OutboxItem[] = [];
    await flushOutbox(outbox, 'ana', async (item) => void sent.push(item));
    expect(sent).toEqual([]);
    expect(outbox.list('ben')).toHaveLength(1);
  });

  it('keeps everything, in order, while there is no connection', async () => {
    const outbox = createOutbox(memoryStorage());
    outbox.add(post('ana', 'first'));
    outbox.add(post('ana', 'second'));
    const tried: string[] = [];
    const result = await flushOutbox(outbox, 'ana', async (item) => {
      tried.push(item.preview);
      throw new TypeError('Failed to fetch');
    });
    // The round stops at the first failure: the second is not sent ahead of the first.
    expect(tried).toEqual(['first']);
    expect(result).toMatchObject({ sent: [], refused: [], waiting: 2 });
  });

  it('keeps an item the server failed on (5xx) for the next round', async () => {
    const outbox = createOutbox(memoryStorage());
    outbox.add(post('ana', 'first'));
    const result = await flushOutbox(outbox, 'ana', async () => {
      throw refusal(503, 'Service unavailable');
    });
    expect(result.waiting).toBe(1);
    expect(result.refused).toEqual([]);
  });

  it('takes out and reports an item the server refuses, and goes on with the next', async () => {
    const outbox = createOutbox(memoryStorage());
    outbox.add(post('ana', 'too long'));
    outbox.add(post('ana', 'fine'));
    const result = await flushOutbox(outbox, 'ana', async (item) => {
      if (item.preview === 'too long') throw refusal(400, 'Posts are at most 2000 characters.');
    });
    expect(result.refused).toEqual([
      {
        item: expect.objectContaining({ preview: 'too long' }),
        reason: 'Posts are at most 2000 characters.',
      },
    ]);
    expect(result.sent.map((item) => item.preview)).toEqual(['fine']);
    expect(outbox.list('ana')).toEqual([]);
  });

  it('does not send an item another tab sent meanwhile', async () => {
    const storage = memoryStorage();
    const outbox = createOutbox(storage);
    outbox.add(post('ana', 'first'));
    outbox.add(post('ana', 'second'));
    const otherTab = createOutbox(storage);
    const sent: string[] = [];
    await flushOutbox(outbox, 'ana', async (item) => {
      sent.push(item.preview);
      // While the first is on its way, another tab sends the second and takes it out.
      const second = otherTab.list('ana').find((entry) => entry.preview === 'second');
      if (second) otherTab.remove(second.id);
    });
    expect(sent).toEqual(['first']);
  });

  it('reads unreadable storage as empty instead of failing', () => {
    const storage = memoryStorage();
    storage.setItem('matchday-outbox', '{not json');
    expect(createOutbox(storage).list('ana')).toEqual([]);
  });

  it("sends each item with its own id as the server's idempotency key", () => {
    const outbox = createOutbox(memoryStorage());
    const first = outbox.add(post('ana', 'first'));
    const second = outbox.add(post('ana', 'second'));
    expect(first.id).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(second.id).not.toBe(first.id);
    // Read back from storage (the next round, or another tab): still the same key.
    const stored = outbox.list('ana')[0]!;
    expect(requestBodyOf(stored)).toEqual({ content: 'first', images: [], clientKey: first.id });
  });
});
