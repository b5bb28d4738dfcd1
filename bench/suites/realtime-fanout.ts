import { latencyRow, openTeamConversation } from '../lib/chat-client';
import type { ChatBenchData } from '../lib/seed-chat';
import type { RunningServer } from '../lib/server';
import { openSocketPool } from '../lib/socket-pool';
import { cpuMs, residentKb } from '../lib/proc';
import { fmt, ok, pause, type Scenario, sendOrThrow, WARMUP_SENDS } from './realtime';

export const FANOUT_P99_TARGET_MS = 100;
export const SOCKET_KB_TARGET = 50;
const FANOUT_SENDS = Number(process.env.BENCH_FANOUT_SENDS ?? 20);

/**
 * One message to a team of every bench person, each with a socket open: from the send's HTTP
 * answer to its arrival at each socket (a push that overtakes the answer counts as 0 ms). Also
 * the server's resident memory before and after the sockets opened, per socket.
 */
export async function fanOutScenario(
  server: RunningServer,
  data: ChatBenchData,
): Promise<Scenario> {
  const [sender] = data.people;
  const conversation = await openTeamConversation(server.url, sender!, data.teamId);
  const cookies = data.people.map((p) => p.cookie);
  // A first round of sockets warms the code paths, so what follows is the sockets' own memory.
  await (await openSocketPool(server.url, cookies.slice(0, 100))).close();
  await pause(2000);
  const before = residentKb(server.pid);
  const pool = await openSocketPool(server.url, cookies);
  // Let the handshakes' garbage and presence writes settle before reading memory again.
  await pause(3000);
  const after = residentKb(server.pid);
  const perSocketKb = (after - before) / pool.count;

  const samples: number[] = [];
  const lastSocket: number[] = [];
  const acks: number[] = [];
  let cpu = 0;
  const started = performance.now();
  try {
    for (let i = 0; i < WARMUP_SENDS + FANOUT_SENDS; i++) {
      const cpuBefore = cpuMs(server.pid);
      const sent = await sendOrThrow(server.url, sender!, conversation, `Fan-out #${i}`);
      const arrivals = await pool.arrivals(sent.id);
      if (i >= WARMUP_SENDS) cpu += cpuMs(server.pid) - cpuBefore;
      if (i < WARMUP_SENDS) continue;
      const ackAt = performance.timeOrigin + sent.ackAt;
      const times = arrivals.map((at) => Math.max(0, at - ackAt));
      samples.push(...times);
      lastSocket.push(Math.max(...times));
      acks.push(sent.ackAt - sent.sentAt);
      await pause(100);
    }
  } finally {
    await pool.close();
  }
  const seconds = (performance.now() - started) / 1000;
  const fanOut = latencyRow(
    `message.created at each of ${fmt(pool.count)} sockets, after the ack`,
    samples,
    samples.length / seconds,
  );
  const last = latencyRow(
    '  the last socket of each send, after the ack',
    lastSocket,
    lastSocket.length / seconds,
  );
  const send = latencyRow(
    `POST …/messages to ${fmt(pool.count)} members (ack)`,
    acks,
    acks.length / seconds,
  );
  const fast = fanOut.p99Ms <= FANOUT_P99_TARGET_MS;
  const small = perSocketKb <= SOCKET_KB_TARGET;
  return {
    rows: [send, fanOut, last],
    ok: fast && small,
    notes: [
      `fan-out: ${FANOUT_SENDS} sends to ${fmt(pool.count)} open sockets; p99 ${fanOut.p99Ms} ms after the ack (target ≤ ${FANOUT_P99_TARGET_MS} ms), last socket p50 ${last.p50Ms} ms, worst ${Math.max(...lastSocket).toFixed(1)} ms; ${(cpu / FANOUT_SENDS).toFixed(0)} ms of server CPU per send ${ok(fast)}`,
      `memory: server RSS ${fmt(before)} kB → ${fmt(after)} kB with ${fmt(pool.count)} idle sockets: ${perSocketKb.toFixed(1)} kB per socket (target ≤ ${SOCKET_KB_TARGET}) ${ok(small)}`,
    ],
  };
}
