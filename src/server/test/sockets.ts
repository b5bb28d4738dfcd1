import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { ServerMessage, ServerMessageOf, ServerMessageType } from '@shared/contracts/realtime';

export const TEST_ORIGIN = 'http://localhost';

export type TestSocket = {
  ws: WebSocket;
  /** Every message received so far, in order. */
  messages: ServerMessage[];
  /** The next message of a type (one already received counts), or a failure after `timeoutMs`. */
  next: <T extends ServerMessageType>(type: T, timeoutMs?: number) => Promise<ServerMessageOf<T>>;
  closed: Promise<{ code: number }>;
};

/** Opens /api/ws on an app as a browser on the app's own origin would, with a session cookie. */
export async function openSocket(
  app: FastifyInstance,
  cookie: string | undefined,
  headers: Record<string, string> = {},
): Promise<TestSocket> {
  const messages: ServerMessage[] = [];
  const waiters = new Set<() => void>();
  const ws = await app.injectWS(
    '/api/ws',
    {
      headers: {
        host: 'localhost',
        origin: TEST_ORIGIN,
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
    },
    {
      onInit: (socket) => {
        socket.on('message', (data) => {
          messages.push(JSON.parse(Buffer.from(data as Buffer).toString('utf8')) as ServerMessage);
          waiters.forEach((wake) => wake());
        });
      },
    },
  );
  const closed = new Promise<{ code: number }>((resolve) =>
    ws.on('close', (code) => resolve({ code })),
  );
  const next = <T extends ServerMessageType>(type: T, timeoutMs = 5000) =>
    new Promise<ServerMessageOf<T>>((resolve, reject) => {
      const seen = new Set<ServerMessage>();
      const check = () => {
        const found = messages.find((m) => m.type === type && !seen.has(m));
        if (!found) return false;
        seen.add(found);
        waiters.delete(check);
        clearTimeout(timer);
        resolve(found as ServerMessageOf<T>);
        return true;
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no ${type} message within ${timeoutMs} ms`));
      }, timeoutMs);
      if (!check()) waiters.add(check);
    });
  // The server's first frame says it has taken the socket: from then on no event can miss it.
  // Tests see the events after it only.
  await next('ready');
  messages.splice(0, messages.findIndex((m) => m.type === 'ready') + 1);
  return { ws, messages, next, closed };
}

/** Waits a moment and answers whether no message of `type` arrived (for "nothing for them"). */
export async function receivesNothing(socket: TestSocket, type: ServerMessageType, ms = 300) {
  await new Promise((resolve) => setTimeout(resolve, ms));
  return !socket.messages.some((m) => m.type === type);
}
