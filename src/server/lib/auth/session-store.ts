import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { sessions } from '@server/db/schema/auth';
import type { Clock } from '@server/lib/clock';
import { emit } from '@server/lib/events';

type SessionData = { userId: string; createdAt: string; touchedAt: string };
export type Session = { sid: string; userId: string; expire: Date };
export type SessionLimits = { idleMs: number; absoluteMs: number };

// Writing `expire` on every request would turn each read into a write; once a minute is plenty.
const TOUCH_EVERY_MS = 60_000;

/** 256 random bits for the cookie; only their SHA-256 is stored (the `sid` column). */
function newToken(): string {
  return randomBytes(32).toString('base64url');
}

function sidOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function expiryOf(data: SessionData, now: Date, limits: SessionLimits): Date {
  const idle = now.getTime() + limits.idleMs;
  const absolute = new Date(data.createdAt).getTime() + limits.absoluteMs;
  return new Date(Math.min(idle, absolute));
}

export function createSessionStore(db: Db, limits: SessionLimits, clock: Clock) {
  // Every signed-in API request runs this lookup: prepared once, it skips rebuilding the SQL.
  const selectLive = db
    .select()
    .from(sessions)
    .where(
      and(eq(sessions.sid, sql.placeholder('sid')), gt(sessions.expire, sql.placeholder('now'))),
    )
    .prepare('session_read');

  return {
    async create(userId: string): Promise<{ token: string; expire: Date }> {
      const now = clock.now();
      const data: SessionData = {
        userId,
        createdAt: now.toISOString(),
        touchedAt: now.toISOString(),
      };
      const token = newToken();
      const expire = expiryOf(data, now, limits);
      await db.insert(sessions).values({ sid: sidOf(token), sess: data, expire, userId });
      return { token, expire };
    },

    /** The live session a cookie token names, or null when unknown or expired. */
    async read(token: string): Promise<Session | null> {
      const now = clock.now();
      const sid = sidOf(token);
      const [row] = await selectLive.execute({ sid, now });
      if (!row) return null;
      const data = row.sess as SessionData;
      if (now.getTime() - new Date(data.touchedAt).getTime() < TOUCH_EVERY_MS) {
        return { sid, userId: row.userId, expire: row.expire };
      }
      const touched = { ...data, touchedAt: now.toISOString() };
      const expire = expiryOf(touched, now, limits);
      await db.update(sessions).set({ sess: touched, expire }).where(eq(sessions.sid, sid));
      return { sid, userId: row.userId, expire };
    },

    /** Ends a session (logout); its sockets close on every instance (`session.ended`). */
    async destroy(token: string): Promise<void> {
      await db.transaction(async (tx) => {
        const ended = await tx
          .delete(sessions)
          .where(eq(sessions.sid, sidOf(token)))
          .returning({ sid: sessions.sid, userId: sessions.userId });
        for (const { sid, userId } of ended) {
          await emit(tx, { type: 'session.ended', data: { sid, userId } });
        }
      });
    },

    async sweepExpired(): Promise<void> {
      await db.delete(sessions).where(lt(sessions.expire, clock.now()));
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
