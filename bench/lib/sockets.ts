import WebSocket from 'ws';

/**
 * A bench client's WebSocket, as a browser tab opens it (session cookie, the app's own Origin).
 * It notes when each chat message arrives, by message id, and nothing else.
 */
export type BenchSocket = {
  userId: string;
  /** message id → performance.now() at arrival */
  arrivals: Map<string, number>;
  close: () => void;
};

type ChatPush = { type: string; data?: { message?: { id?: string } } };

function openSocket(serverUrl: string, userId: string, cookie: string): Promise<BenchSocket> {
  const ws = new WebSocket(`${serverUrl.replace(/^http/, 'ws')}/api/ws`, {
    headers: { cookie, origin: serverUrl },
  });
  const arrivals = new Map<string, number>();
  ws.on('message', (raw) => {
    const at = performance.now();
    // Text frames arrive as one Buffer (ws's default binaryType).
    const push = JSON.parse((raw as Buffer).toString('utf8')) as ChatPush;
    const id = push.type === 'message.created' ? push.data?.message?.id : undefined;
    if (id) arrivals.set(id, at);
  });
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve({ userId, arrivals, close: () => ws.terminate() }));
    ws.once('unexpected-response', (_request, response) =>
      reject(new Error(`socket refused: ${response.statusCode}`)),
    );
    ws.once('error', reject);
  });
}

/** Opens one socket per person, `batch` handshakes at a time. */
export async function openSockets(
  serverUrl: string,
  people: { userId: string; cookie: string }[],
  batch = 50,
): Promise<BenchSocket[]> {
  const sockets: BenchSocket[] = [];
  for (let i = 0; i < people.length; i += batch) {
    const opened = await Promise.all(
      people.slice(i, i + batch).map((p) => openSocket(serverUrl, p.userId, p.cookie)),
    );
    sockets.push(...opened);
  }
  return sockets;
}

export const closeAll = (sockets: BenchSocket[]) => sockets.forEach((s) => s.close());

/** Resolves once every socket has message `id`, or rejects after `timeoutMs`. */
export async function allReceived(sockets: BenchSocket[], id: string, timeoutMs = 10_000) {
  const until = performance.now() + timeoutMs;
  while (sockets.some((s) => !s.arrivals.has(id))) {
    if (performance.now() > until) {
      const missing = sockets.filter((s) => !s.arrivals.has(id)).length;
      throw new Error(`${missing} of ${sockets.length} sockets never received message ${id}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}
