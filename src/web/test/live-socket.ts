import { act } from '@testing-library/react';
import { vi } from 'vitest';
import type { ServerMessage } from '@shared/contracts/realtime';

/**
 * A stand-in for the browser's WebSocket, so a component under RealtimeProvider can be sent
 * server messages: `stubLiveSocket()` installs it; `push(message)` delivers to every open one.
 */
class FakeWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static open: FakeWebSocket[] = [];
  readyState = FakeWebSocket.CONNECTING;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    // Opens on the next tick, as a real one would after its handshake.
    queueMicrotask(() => {
      this.readyState = FakeWebSocket.OPEN;
      FakeWebSocket.open.push(this);
      this.onopen?.();
    });
  }
  send() {}
  close() {
    this.readyState = FakeWebSocket.CLOSED;
    FakeWebSocket.open = FakeWebSocket.open.filter((socket) => socket !== this);
  }
}

export function stubLiveSocket() {
  FakeWebSocket.open = [];
  vi.stubGlobal('WebSocket', FakeWebSocket);
  return {
    /** Whether a socket is open yet (the provider connects in an effect). */
    isOpen: () => FakeWebSocket.open.length > 0,
    push(message: ServerMessage) {
      act(() => {
        for (const socket of FakeWebSocket.open) {
          socket.onmessage?.({ data: JSON.stringify(message) });
        }
      });
    },
  };
}
