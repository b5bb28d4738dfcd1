import type { LoadResult } from './load';

export type Person = { userId: string; cookie: string };
export type Sent = { id: string; status: number; sentAt: number; ackAt: number };

/** A POST as the browser makes it: the session cookie and the app's own Origin. */
async function post(serverUrl: string, person: Person, path: string, body: unknown) {
  return fetch(`${serverUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: person.cookie, origin: serverUrl },
    body: JSON.stringify(body),
  });
}

async function conversationId(response: Response): Promise<string> {
  if (!response.ok) throw new Error(`opening a conversation failed: ${response.status}`);
  return ((await response.json()) as { id: string }).id;
}

export const openTeamConversation = async (serverUrl: string, person: Person, teamId: string) =>
  conversationId(await post(serverUrl, person, '/api/conversations/team', { teamId }));

export const openDirectConversation = async (serverUrl: string, person: Person, userId: string) =>
  conversationId(await post(serverUrl, person, '/api/conversations/direct', { userId }));

/**
 * Sends a text message; `ackAt` is when its HTTP answer (the acknowledgement: the message is
 * committed) has fully arrived. `id` is empty when the send was refused.
 */
export async function sendMessage(
  serverUrl: string,
  person: Person,
  conversation: string,
  content: string,
): Promise<Sent> {
  const sentAt = performance.now();
  try {
    const response = await post(serverUrl, person, `/api/conversations/${conversation}/messages`, {
      content,
      messageType: 'text',
    });
    const body = (await response.json()) as { id?: string };
    return {
      id: response.ok ? (body.id ?? '') : '',
      status: response.status,
      sentAt,
      ackAt: performance.now(),
    };
  } catch {
    return { id: '', status: 0, sentAt, ackAt: performance.now() };
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
const round = (ms: number) => Math.round(ms * 100) / 100;

/** A report row from latency samples in ms (rate: whatever the row counts, per second). */
export function latencyRow(
  name: string,
  samples: number[],
  perSecond: number,
  { errors = 0, non2xx = 0 } = {},
): LoadResult {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    name,
    requestsPerSecond: perSecond,
    p50Ms: round(percentile(sorted, 0.5)),
    p99Ms: round(percentile(sorted, 0.99)),
    requests: samples.length,
    errors,
    non2xx,
  };
}
