import {
  type ClientMessage,
  type ServerMessage,
  type ServerMessageOf,
  type ServerMessageType,
  WS_CLOSE,
} from '@shared/contracts/realtime';

export type RealtimeStatus = 'connecting' | 'open' | 'closed';
type Listener = (data: unknown) => void;

export type ConnectionOptions = {
  url: string;
  /**
   * Data read before `readAt` may have missed an event: the socket was not ready yet (a page the
   * server rendered, a first read that beat the socket), it had dropped, or the server lost its
   * own feed of events and says so ('resync'). Called with the moment the socket became ready.
   */
  onResync: (readAt: number) => void;
  /** For tests. */
  createSocket?: (url: string) => WebSocket;
  random?: () => number;
};

const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 30_000;

/** The pause before reconnect attempt `attempt` (0-based): doubling, capped, with jitter. */
export function retryDelay(attempt: number, random = Math.random): number {
  const ceiling = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** attempt);
  // Between half and all of the ceiling, so that many tabs dropped together don't return together.
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/**
 * One WebSocket per tab to /api/ws, shared by every feature: listeners per server message type,
 * reconnection with backoff, and a resync each time the socket becomes ready (events sent before,
 * or while it was down, are gone, so the caller refetches what they would have changed).
 */
export class RealtimeConnection {
  private socket: WebSocket | null = null;
  private listeners = new Map<string, Set<Listener>>();
  private statusListeners = new Set<() => void>();
  private retry: ReturnType<typeof setTimeout> | undefined;
  private attempt = 0;
  private stopped = true;
  status: RealtimeStatus = 'closed';

  private onSessionEnded = () => {};

  constructor(private readonly options: ConnectionOptions) {}

  /**
   * Connects, and keeps connected until stop(). `onSessionEnded`: the server closed the socket
   * because the session ended (logout elsewhere, expiry); it stays closed until started again.
   */
  start(onSessionEnded: () => void) {
    if (!this.stopped) return;
    this.stopped = false;
    this.onSessionEnded = onSessionEnded;
    window.addEventListener('online', this.reconnectNow);
    this.connect();
  }

  stop() {
    this.stopped = true;
    clearTimeout(this.retry);
    window.removeEventListener('online', this.reconnectNow);
    this.socket?.close(1000);
    this.socket = null;
    this.setStatus('closed');
  }

  subscribe<T extends ServerMessageType>(
    type: T,
    listener: (data: ServerMessageOf<T>['data']) => void,
  ): () => void {
    let set = this.listeners.get(type);
    if (!set) {
      set = new Set();
      this.listeners.set(type, set);
    }
    set.add(listener as Listener);
    return () => set.delete(listener as Listener);
  }

  /** Sends when the socket is open; answers whether it went. */
  send(message: ClientMessage): boolean {
    if (this.socket?.readyState !== WebSocket.OPEN) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  onStatus(listener: () => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  private setStatus(status: RealtimeStatus) {
    if (this.status === status) return;
    this.status = status;
    this.statusListeners.forEach((listener) => listener());
  }

  private connect() {
    this.setStatus('connecting');
    const create = this.options.createSocket ?? ((url: string) => new WebSocket(url));
    const socket = create(this.options.url);
    this.socket = socket;
    socket.onopen = () => {
      this.attempt = 0;
      this.setStatus('open');
    };
    socket.onmessage = (event: MessageEvent) => this.dispatch(event.data);
    socket.onclose = (event: CloseEvent) => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (this.stopped) return;
      if (event.code === WS_CLOSE.sessionEnded) {
        this.stopped = true;
        this.setStatus('closed');
        this.onSessionEnded();
        return;
      }
      this.scheduleReconnect();
    };
  }

  private scheduleReconnect() {
    this.setStatus('connecting');
    clearTimeout(this.retry);
    this.retry = setTimeout(() => this.connect(), retryDelay(this.attempt, this.options.random));
    this.attempt += 1;
  }

  /** The browser is back online: try at once instead of waiting out the backoff. */
  private reconnectNow = () => {
    if (this.stopped || this.socket) return;
    clearTimeout(this.retry);
    this.connect();
  };

  private dispatch(raw: unknown) {
    if (typeof raw !== 'string') return;
    let message: ServerMessage;
    try {
      message = JSON.parse(raw) as ServerMessage;
    } catch {
      return;
    }
    // The server sends 'ready' once it delivers this socket every event: from then on nothing is
    // missed, so whatever was read before may be behind.
    if (message.type === 'ready' || message.type === 'resync') this.options.onResync(Date.now());
    this.listeners.get(message.type)?.forEach((listener) => listener(message.data));
  }
}
