import { parentPort, workerData } from 'node:worker_threads';
import WebSocket from 'ws';

/**
 * A worker thread holding a share of the fan-out's sockets, so reading a thousand frames is
 * spread over threads instead of queueing behind one event loop (that queue would be the
 * client's latency, not the server's). When all of its sockets have a message it posts the
 * arrival times once, as epoch milliseconds (performance.timeOrigin + now: comparable across
 * threads, whose performance.now() clocks start at different times).
 */
export type WorkerInput = { url: string; cookies: string[] };
export type WorkerReport = { type: 'open' } | { type: 'all'; id: string; times: number[] };

const { url, cookies } = workerData as WorkerInput;
const port = parentPort!;
const arrivals = new Map<string, number[]>();
const sockets: WebSocket[] = [];

function open(cookie: string): Promise<void> {
  const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/api/ws`, {
    headers: { cookie, origin: url },
  });
  sockets.push(ws);
  ws.on('message', (raw) => {
    const at = performance.timeOrigin + performance.now();
    const push = JSON.parse((raw as Buffer).toString('utf8')) as {
      type: string;
      data?: { message?: { id?: string } };
    };
    const id = push.type === 'message.created' ? push.data?.message?.id : undefined;
    if (!id) return;
    const times = arrivals.get(id) ?? [];
    times.push(at);
    arrivals.set(id, times);
    if (times.length < cookies.length) return;
    arrivals.delete(id);
    port.postMessage({ type: 'all', id, times } satisfies WorkerReport);
  });
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('unexpected-response', (_request, response) =>
      reject(new Error(`socket refused: ${response.statusCode}`)),
    );
    ws.once('error', reject);
  });
}

for (let i = 0; i < cookies.length; i += 50) await Promise.all(cookies.slice(i, i + 50).map(open));
port.postMessage({ type: 'open' } satisfies WorkerReport);
port.on('message', () => {
  sockets.forEach((ws) => ws.terminate());
  port.close();
});
