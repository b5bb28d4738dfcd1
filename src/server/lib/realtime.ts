import { randomUUID } from 'node:crypto';
import fastifyWebsocket from '@fastify/websocket';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { type ClientMessage, type ServerMessage, WS_CLOSE } from '@shared/contracts/realtime';
import { clientMessageSchema } from '@shared/contracts/realtime-client';
import { type Db, rowsOf } from '@server/db/client';
import { AppError, unauthorized } from './app-error';
import type { Session } from './auth/session-store';
import type { Clock } from './clock';
import { isOwnOrigin } from './cross-site-guard';

/** Every socket is pinged this often; one that has not answered the previous ping is dropped. */
const HEARTBEAT_MS = 30_000;
/** A presence row not refreshed for this long belongs to an instance that stopped. */
const PRESENCE_STALE_SECONDS = 90;
/** Client messages are tiny (typing); anything bigger is refused by the WebSocket library. */
const MAX_CLIENT_MESSAGE_BYTES = 4096;

type Client = { socket: WebSocket; sid: string; userId: string; alive: boolean; expire: Date };
type ClientHandler<T extends ClientMessage['type']> = (
  client: { userId: string },
  data: Extract<ClientMessage, { type: T }>['data'],
) => Promise<void> | void;

export type RealtimeHub = ReturnType<typeof createRealtimeHub>;
export type HubOptions = { db: Db; clock: Clock; log: FastifyBaseLogger; heartbeatMs?: number };

/**
 * The WebSockets this instance holds, by user. Subscribers (`onEveryInstance` in each area's
 * events file) push to them; every instance hears every event and pushes to the sockets it has,
 * so a user connected anywhere is reached. Messages are serialised once per push.
 */
export function createRealtimeHub({ db, clock, log, heartbeatMs = HEARTBEAT_MS }: HubOptions) {
  const instanceId = randomUUID();
  const byUser = new Map<string, Set<Client>>();
  const handlers = new Map<string, ClientHandler<ClientMessage['type']>>();
  let heartbeat: NodeJS.Timeout | undefined;

  const presenceUp = (userId: string) =>
    db.execute(sql`INSERT INTO socket_presence (instance_id, user_id) VALUES (${instanceId}, ${userId})
                   ON CONFLICT (instance_id, user_id) DO UPDATE SET seen_at = now()`);
  const presenceDown = (userId: string) =>
    db.execute(
      sql`DELETE FROM socket_presence WHERE instance_id = ${instanceId} AND user_id = ${userId}`,
    );
  const quietly = (work: Promise<unknown>) =>
    void work.catch((error: unknown) => log.warn({ err: error }, 'socket presence update failed'));

  const add = (client: Client) => {
    let set = byUser.get(client.userId);
    if (!set) {
      set = new Set();
      byUser.set(client.userId, set);
      quietly(presenceUp(client.userId));
    }
    set.add(client);
  };

  const remove = (client: Client) => {
    const set = byUser.get(client.userId);
    if (!set?.delete(client) || set.size > 0) return;
    byUser.delete(client.userId);
    quietly(presenceDown(client.userId));
  };

  const send = (client: Client, text: string) => {
    if (client.socket.readyState === client.socket.OPEN) client.socket.send(text);
  };

  const onMessage = async (client: Client, raw: string) => {
    let parsed: ClientMessage;
    try {
      const result = clientMessageSchema.safeParse(JSON.parse(raw));
      if (!result.success) return;
      parsed = result.data;
    } catch {
      return;
    }
    await handlers.get(parsed.type)?.({ userId: client.userId }, parsed.data);
  };

  /** Drops sockets that stopped answering, and those whose session ended or expired. */
  const beat = async () => {
    const now = clock.now();
    const sids = new Set<string>();
    for (const set of byUser.values()) {
      for (const client of set) {
        if (!client.alive) {
          client.socket.terminate();
          continue;
        }
        client.alive = false;
        client.socket.ping();
        if (client.expire <= now) sids.add(client.sid);
      }
    }
    // Sessions are sliding: one past its first expiry may have been extended by a request since.
    if (sids.size > 0) {
      const live = await rowsOf<{ sid: string; expire: Date | string }>(
        db,
        sql`SELECT sid, expire FROM sessions
             WHERE sid IN (${sql.join(
               [...sids].map((sid) => sql`${sid}`),
               sql`, `,
             )}) AND expire > ${now}`,
      );
      const expiries = new Map(live.map((row) => [row.sid, new Date(row.expire)]));
      for (const set of byUser.values()) {
        for (const client of set) {
          if (!sids.has(client.sid)) continue;
          const expire = expiries.get(client.sid);
          if (expire) client.expire = expire;
          else client.socket.close(WS_CLOSE.sessionEnded, 'session ended');
        }
      }
    }
    await db.execute(
      sql`UPDATE socket_presence SET seen_at = now() WHERE instance_id = ${instanceId}`,
    );
  };

  return {
    instanceId,

    /** Takes a new authenticated socket. */
    accept(socket: WebSocket, session: Session) {
      const client: Client = {
        socket,
        sid: session.sid,
        userId: session.userId,
        alive: true,
        expire: session.expire,
      };
      add(client);
      socket.on('pong', () => {
        client.alive = true;
      });
      socket.on('message', (data, isBinary) => {
        if (isBinary) return;
        // Text frames arrive as one Buffer (ws's default binaryType, no fragments kept apart).
        onMessage(client, Buffer.from(data as Buffer).toString('utf8')).catch((error: unknown) =>
          log.warn({ err: error }, 'a socket message failed'),
        );
      });
      socket.on('close', () => remove(client));
      socket.on('error', () => socket.terminate());
      send(client, JSON.stringify({ type: 'ready', data: {} } satisfies ServerMessage));
    },

    /** Answers a message type clients send (at most one handler per type). */
    onClientMessage<T extends ClientMessage['type']>(type: T, handler: ClientHandler<T>) {
      handlers.set(type, handler);
    },

    /** Pushes to every socket these users have on this instance. */
    sendToUsers(userIds: Iterable<string>, message: ServerMessage) {
      let text: string | undefined;
      for (const userId of userIds) {
        const set = byUser.get(userId);
        if (!set) continue;
        text ??= JSON.stringify(message);
        for (const client of set) send(client, text);
      }
    },

    /** Pushes to every socket on this instance (public news: a new post, a slot taken). */
    broadcast(message: ServerMessage) {
      const text = JSON.stringify(message);
      for (const set of byUser.values()) for (const client of set) send(client, text);
    },

    /** The users with a socket on this instance. */
    localUserIds(): IterableIterator<string> {
      return byUser.keys();
    },

    hasLocalSocket(userId: string): boolean {
      return byUser.has(userId);
    },

    /** Closes the sockets of a session that ended (logout), wherever it is heard. */
    closeSession(sid: string) {
      for (const set of byUser.values()) {
        for (const client of set) {
          if (client.sid === sid) client.socket.close(WS_CLOSE.sessionEnded, 'session ended');
        }
      }
    },

    /** Whether the user has a socket open on any instance. */
    async isOnline(userId: string): Promise<boolean> {
      if (byUser.has(userId)) return true;
      const rows = await rowsOf(
        db,
        sql`SELECT 1 FROM socket_presence WHERE user_id = ${userId}
             AND seen_at > now() - make_interval(secs => ${PRESENCE_STALE_SECONDS}) LIMIT 1`,
      );
      return rows.length > 0;
    },

    start() {
      heartbeat = setInterval(() => {
        beat().catch((error: unknown) => log.warn({ err: error }, 'socket heartbeat failed'));
      }, heartbeatMs);
      heartbeat.unref();
    },

    async stop() {
      clearInterval(heartbeat);
      for (const set of byUser.values()) {
        for (const client of set) client.socket.close(1001, 'server shutting down');
      }
      byUser.clear();
      await db
        .execute(sql`DELETE FROM socket_presence WHERE instance_id = ${instanceId}`)
        .catch(() => {});
    },

    /** Runs one heartbeat now (tests). */
    beat,
  };
}

/** Browsers always send Origin on a WebSocket handshake; programs may leave it out. */
async function checkHandshake(request: FastifyRequest) {
  const origin = request.headers.origin;
  if (origin !== undefined && !isOwnOrigin(request, origin)) {
    throw new AppError(
      403,
      'cross_site_socket',
      'This connection came from another site and was refused.',
    );
  }
  if (!request.session) throw unauthorized();
}

/** GET /api/ws: one socket per tab, authenticated by the session cookie. */
export async function registerRealtime(app: FastifyInstance, hub: RealtimeHub) {
  await app.register(fastifyWebsocket, { options: { maxPayload: MAX_CLIENT_MESSAGE_BYTES } });
  app.get(
    '/api/ws',
    { websocket: true, preValidation: checkHandshake, schema: { hide: true } },
    (socket, request) => hub.accept(socket, request.session!),
  );
  app.addHook('onReady', async () => hub.start());
  app.addHook('preClose', async () => hub.stop());
}
