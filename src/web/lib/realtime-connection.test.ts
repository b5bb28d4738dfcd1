import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WS_CLOSE } from '@shared/contracts/realtime';
import { RealtimeConnection, retryDelay } from './realtime-connection';

/** Just enough of a WebSocket for the connection to drive. */
class FakeSocket {
  readyState = 0;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  open() {
    this.readyState = WebSocket.OPEN;
    this.onopen?.();
  }
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  drop(code = 1006) {
    this.readyState = WebSocket.CLOSED;
    this.onclose?.({ code });
  }
  send(text: string) {
    this.sent.push(text);
  }
  close() {
    this.drop(1000);
  }
}

let sockets: FakeSocket[];
const latest = () => sockets[sockets.length - 1]!;

function connect() {
  const onResync = vi.fn();
  const onSessionEnded = vi.fn();
  const connection = new RealtimeConnection({
    url: 'ws://localhost/api/ws',
    onResync,
    random: () => 1,
    createSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket as unknown as WebSocket;
    },
  });
  connection.start(onSessionEnded);
  return { connection, onResync, onSessionEnded };
}

beforeEach(() => {
  sockets = [];
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('retryDelay', () => {
  it('doubles from half a second up to thirty, with jitter below the ceiling', () => {
    expect(retryDelay(0, () => 1)).toBe(500);
    expect(retryDelay(3, () => 1)).toBe(4000);
    expect(retryDelay(20, () => 1)).toBe(30_000);
    expect(retryDelay(3, () => 0)).toBe(2000);
  });
});

describe('RealtimeConnection', () => {
  it('hands each server message to the listeners of its type only', () => {
    const { connection } = connect();
    const slots = vi.fn();
    const posts = vi.fn();
    connection.subscribe('slots.changed', slots);
    connection.subscribe('post.created', posts);
    latest().open();
    latest().receive({ type: 'slots.changed', data: { venueId: 'v', date: '2026-11-24' } });
    expect(slots).toHaveBeenCalledWith({ venueId: 'v', date: '2026-11-24' });
    expect(posts).not.toHaveBeenCalled();
  });

  it('resyncs what was read before each time the server says the socket is ready', () => {
    vi.setSystemTime(new Date('2026-11-29T10:00:00Z'));
    const { onResync } = connect();
    latest().open();
    expect(onResync).not.toHaveBeenCalled();
    latest().receive({ type: 'ready', data: {} });
    expect(onResync).toHaveBeenCalledExactlyOnceWith(Date.parse('2026-11-29T10:00:00Z'));
  });

  it('reconnects after a drop with backoff, and resyncs once ready again', () => {
    const { connection, onResync } = connect();
    latest().open();
    latest().receive({ type: 'ready', data: {} });
    expect(connection.status).toBe('open');
    latest().drop();
    expect(connection.status).toBe('connecting');
    vi.advanceTimersByTime(499);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    latest().drop();
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    latest().open();
    latest().receive({ type: 'ready', data: {} });
    expect(onResync).toHaveBeenCalledTimes(2);
  });

  it('stops for good when the server says the session ended', () => {
    const { connection, onSessionEnded } = connect();
    latest().open();
    latest().drop(WS_CLOSE.sessionEnded);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(connection.status).toBe('closed');
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
  });

  it('sends only while open, and a server resync asks for a refetch', () => {
    const { connection, onResync } = connect();
    const typing = { type: 'typing', data: { conversationId: crypto.randomUUID() } } as const;
    expect(connection.send(typing)).toBe(false);
    latest().open();
    expect(connection.send(typing)).toBe(true);
    expect(JSON.parse(latest().sent[0]!)).toEqual(typing);
    latest().receive({ type: 'resync', data: {} });
    expect(onResync).toHaveBeenCalledTimes(1);
  });

  it('closes its socket and stays closed when stopped', () => {
    const { connection } = connect();
    latest().open();
    connection.stop();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(connection.status).toBe('closed');
  });
});
