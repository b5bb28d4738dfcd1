import {
  latencyRow,
  openDirectConversation,
  type Person,
  type Sent,
  sendMessage,
} from '../lib/chat-client';
import { type LoadResult, runLoad } from '../lib/load';
import type { ChatBenchData } from '../lib/seed-chat';
import { cpuMs } from '../lib/proc';
import type { RunningServer } from '../lib/server';
import { allReceived, type BenchSocket, closeAll, openSockets } from '../lib/sockets';

export const CROSS_INSTANCE_TARGET = 2;
export const DEEP_PAGE_TARGET = 1.5;

const DIRECT_PAIRS = 100;
const BUSY_SECONDS = Number(process.env.BENCH_BUSY_SECONDS ?? 10);
const CROSS_SENDS = 50;
const HISTORY_SECONDS = Number(process.env.BENCH_HISTORY_SECONDS ?? 5);
export const WARMUP_SENDS = 3;

export type Scenario = { rows: LoadResult[]; notes: string[]; ok: boolean };

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const ok = (pass: boolean) => (pass ? 'OK' : 'FAIL');
export const fmt = (n: number) => n.toLocaleString('en');
const sinceAck = (socket: BenchSocket, sent: Sent) =>
  // A push can overtake the HTTP answer (both leave after commit): that counts as 0 ms.
  Math.max(0, socket.arrivals.get(sent.id)! - sent.ackAt);

export async function sendOrThrow(url: string, person: Person, conversation: string, text: string) {
  const sent = await sendMessage(url, person, conversation, text);
  if (!sent.id) throw new Error(`sending a bench message failed: ${sent.status}`);
  return sent;
}

/**
 * Closed loops, one per direct conversation, each person in turn sending the next message as
 * soon as the last was acknowledged, for BUSY_SECONDS; both people have a socket open.
 */
export async function busyScenario(server: RunningServer, data: ChatBenchData): Promise<Scenario> {
  const people = data.people.slice(0, DIRECT_PAIRS * 2);
  const pairs = await Promise.all(
    Array.from({ length: DIRECT_PAIRS }, async (_, k) => {
      const [a, b] = [people[2 * k]!, people[2 * k + 1]!];
      return { a, b, conversation: await openDirectConversation(server.url, a, b.userId) };
    }),
  );
  const sockets = await openSockets(server.url, people);
  const socketOf = new Map(sockets.map((s) => [s.userId, s]));
  const deliveries: { sent: Sent; to: BenchSocket }[] = [];
  let refused = 0;
  let failed = 0;
  const acks: number[] = [];
  const cpuBefore = cpuMs(server.pid);
  const started = performance.now();
  const until = started + BUSY_SECONDS * 1000;
  try {
    await Promise.all(
      pairs.map(async ({ a, b, conversation }) => {
        for (let turn = 0; performance.now() < until; turn++) {
          const [from, to] = turn % 2 === 0 ? [a, b] : [b, a];
          const sent = await sendMessage(server.url, from, conversation, `Busy #${turn}`);
          if (sent.status === 0) failed++;
          else if (!sent.id) refused++;
          else {
            acks.push(sent.ackAt - sent.sentAt);
            deliveries.push({ sent, to: socketOf.get(to.userId)! });
          }
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const cpuPerMessage = (cpuMs(server.pid) - cpuBefore) / Math.max(1, deliveries.length);
    // The last pushes may still be on their way.
    const drainUntil = performance.now() + 5000;
    while (deliveries.some((d) => !d.to.arrivals.has(d.sent.id)) && performance.now() < drainUntil)
      await pause(10);
    const arrived = deliveries.filter((d) => d.to.arrivals.has(d.sent.id));
    const lost = deliveries.length - arrived.length;
    const perSecond = deliveries.length / seconds;
    const sends = latencyRow(
      `POST …/messages, ${DIRECT_PAIRS} busy direct conversations, ${BUSY_SECONDS} s (ack)`,
      acks,
      perSecond,
      { errors: failed, non2xx: refused },
    );
    const pushes = latencyRow(
      '  message.created at the other person, after the ack',
      arrived.map((d) => sinceAck(d.to, d.sent)),
      arrived.length / seconds,
      { errors: lost },
    );
    const pass = failed === 0 && refused === 0 && lost === 0;
    return {
      rows: [sends, pushes],
      ok: pass,
      notes: [
        `busy direct conversations: ${fmt(deliveries.length)} messages in ${seconds.toFixed(1)} s = ${perSecond.toFixed(0)} messages/s sustained, ${cpuPerMessage.toFixed(1)} ms of server CPU each; ${fmt(lost)} not delivered, ${refused} refused, ${failed} failed ${ok(pass)}`,
      ],
    };
  } finally {
    closeAll(sockets);
  }
}

/**
 * Two instances on one PostgreSQL. One person has a socket on each (two tabs behind a load
 * balancer); another sends them messages through A. The same message's arrival on A and on B
 * gives the same-instance and the cross-instance latency side by side.
 */
export async function crossInstanceScenario(
  a: RunningServer,
  b: RunningServer,
  data: ChatBenchData,
): Promise<Scenario> {
  const [sender, reader] = data.people as [Person, Person];
  const conversation = await openDirectConversation(a.url, sender, reader.userId);
  const [onA] = await openSockets(a.url, [reader]);
  const [onB] = await openSockets(b.url, [reader]);
  const sends: Sent[] = [];
  const started = performance.now();
  try {
    for (let i = 0; i < WARMUP_SENDS + CROSS_SENDS; i++) {
      const sent = await sendOrThrow(a.url, sender, conversation, `Across #${i}`);
      await allReceived([onA!, onB!], sent.id);
      if (i >= WARMUP_SENDS) sends.push(sent);
      await pause(20);
    }
  } finally {
    closeAll([onA!, onB!]);
  }
  const rate = sends.length / ((performance.now() - started) / 1000);
  // From the send: the ack can come after a same-instance push, which would floor at 0.
  const fromSend = (socket: BenchSocket) => sends.map((s) => socket.arrivals.get(s.id)! - s.sentAt);
  const onARow = latencyRow(
    'message.created on instance A (sent on A), from the send',
    fromSend(onA!),
    rate,
  );
  const onBRow = latencyRow(
    'message.created on instance B (sent on A), from the send',
    fromSend(onB!),
    rate,
  );
  const afterAck = (socket: BenchSocket) =>
    latencyRow(
      '',
      sends.map((s) => sinceAck(socket, s)),
      rate,
    ).p50Ms;
  const ratio = onBRow.p50Ms / onARow.p50Ms;
  const pass = ratio <= CROSS_INSTANCE_TARGET;
  return {
    rows: [onARow, onBRow],
    ok: pass,
    notes: [
      `across instances: p50 from the send ${onBRow.p50Ms} ms on B vs ${onARow.p50Ms} ms on A = ${ratio.toFixed(2)}× (target ≤ ${CROSS_INSTANCE_TARGET}×) ${ok(pass)}; after the ack: ${afterAck(onB!)} ms on B, ${afterAck(onA!)} ms on A`,
    ],
  };
}

/**
 * The newest page of the long conversation, one 90% of the way back, and the newest page of a
 * conversation of 60 messages, at the same load. Keyset paging on the conversation's index makes
 * all three cost the same; a plan that sorts the conversation shows as a first page dearer
 * than the short one's (the deep page can even look cheaper then, having fewer rows to sort).
 */
export async function historyScenario(
  server: RunningServer,
  data: ChatBenchData,
): Promise<Scenario> {
  const messages = (conversation: string) =>
    `${server.url}/api/conversations/${conversation}/messages`;
  const load = (name: string, url: string) =>
    runLoad({
      name,
      url,
      headers: { cookie: data.historyReader.cookie },
      connections: 10,
      durationSeconds: HISTORY_SECONDS,
    });
  const short = await load(
    'GET …/messages first page, 60 messages',
    messages(data.shortConversationId),
  );
  const first = await load(
    `GET …/messages first page, ${fmt(data.historyMessages)} messages`,
    messages(data.historyConversationId),
  );
  const deep = await load(
    `GET …/messages?before= ${fmt(Math.floor(data.historyMessages * 0.9))} messages back`,
    `${messages(data.historyConversationId)}?before=${data.deepBefore}`,
  );
  // Cost per request at the same concurrency: the inverse of throughput.
  const deepRatio = first.requestsPerSecond / deep.requestsPerSecond;
  const firstRatio = short.requestsPerSecond / first.requestsPerSecond;
  const answered = [short, first, deep].every((r) => r.non2xx === 0 && r.errors === 0);
  const deepOk = deepRatio <= DEEP_PAGE_TARGET && answered;
  const firstOk = firstRatio <= DEEP_PAGE_TARGET && answered;
  return {
    rows: [short, first, deep],
    ok: deepOk && firstOk,
    notes: [
      `history: the page ${fmt(Math.floor(data.historyMessages * 0.9))} messages back costs ${deepRatio.toFixed(2)}× the first (target ≤ ${DEEP_PAGE_TARGET}×; p50 ${deep.p50Ms} ms vs ${first.p50Ms} ms) ${ok(deepOk)}`,
      `history: the first page of ${fmt(data.historyMessages)} messages costs ${firstRatio.toFixed(2)}× that of 60 messages (≤ ${DEEP_PAGE_TARGET}×; p50 ${first.p50Ms} ms vs ${short.p50Ms} ms) ${ok(firstOk)}`,
    ],
  };
}
