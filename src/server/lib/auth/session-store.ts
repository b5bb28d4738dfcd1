import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { sessions } from '@server/db/schema/auth';
import { users } from '@server/db/schema/users';
import type { Clock } from '@server/lib/clock';
import { emit } from '@server/lib/events';

type SessionData = { userId: string; createdAt: string; touchedAt: string };
type UserRow = typeof users.$inferSelect;
/** A live session with its user's row as read with it (GET /api/auth/user answers from it). */
export type Session = { sid: string; userId: string; expire: Date; user: UserRow };
export type SessionLimits = { idleMs: number; absoluteMs: number };

// Writing `expire` on every request would turn each read into a write; once a minute is plenty.
const TOUCH_EVERY_MS = 60_000;
/** Sessions this instance keeps in memory (the most recently read); enough for a busy server. */
const CACHE_MAX = 10_000;
type Cached = { session: Session; freshUntil: number };

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
  // The user comes in the same round trip, since nearly every such request needs them.
  const selectLive = db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.sid, sql.placeholder('sid')), gt(sessions.expire, sql.placeholder('now'))),
    )
    .prepare('session_read');

  /**
   * The sessions read lately, by sid, each until its next touch is due. A change to a user or the
   * end of a session reaches every instance as `auth.changed` (a trigger on both tables, see
   * ADR 021), which calls `forget`; the request that makes a change forgets at once as well.
   */
  const cache = new Map<string, Cached>();
  /**
   * A read that started before its user was forgotten may hold their row from before the change
   * the notice announced (the notice can overtake the read's answer, or come during its touch):
   * it answers, but is not remembered. Forgets are counted; each user's last one is kept (and
   * when too many users are, they are dropped as if everyone had been forgotten).
   */
  let forgets = 0;
  let everyoneForgotAt = 0;
  const userForgotAt = new Map<string, number>();

  function remember(session: Session, touchedAt: number, readAfter: number) {
    if (everyoneForgotAt > readAfter) return;
    if ((userForgotAt.get(session.userId) ?? 0) > readAfter) return;
    cache.delete(session.sid);
    if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
    cache.set(session.sid, {
      session,
      freshUntil: Math.min(touchedAt + TOUCH_EVERY_MS, session.expire.getTime()),
    });
  }

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

    /**
     * The live session a cookie token names, or null when unknown or expired. `cached: false`
     * (requests that change something) always reads the database and keeps nothing.
     */
    async read(token: string, { cached = true } = {}): Promise<Session | null> {
      const now = clock.now();
      const sid = sidOf(token);
      const hit = cached ? cache.get(sid) : undefined;
      if (hit && now.getTime() < hit.freshUntil) return hit.session;
      const readAfter = forgets;
      const [row] = await selectLive.execute({ sid, now });
      if (!row) {
        cache.delete(sid);
        return null;
      }
      const data = row.session.sess as SessionData;
      const touchedAt = new Date(data.touchedAt).getTime();
      if (now.getTime() - touchedAt < TOUCH_EVERY_MS) {
        const session = { sid, userId: row.user.id, expire: row.session.expire, user: row.user };
        if (cached) remember(session, touchedAt, readAfter);
        return session;
      }
      const touched = { ...data, touchedAt: now.toISOString() };
      const expire = expiryOf(touched, now, limits);
      await db.update(sessions).set({ sess: touched, expire }).where(eq(sessions.sid, sid));
      const session = { sid, userId: row.user.id, expire, user: row.user };
      if (cached) remember(session, now.getTime(), readAfter);
      return session;
    },

    /** Drops what this instance remembers of a user's sessions (null: of everyone's). */
    forget(userId: string | null) {
      forgets += 1;
      if (userId === null || userForgotAt.size >= CACHE_MAX) {
        everyoneForgotAt = forgets;
        userForgotAt.clear();
      }
      if (userId !== null) userForgotAt.set(userId, forgets);
      if (userId === null) return cache.clear();
      for (const [sid, { session }] of cache) if (session.userId === userId) cache.delete(sid);
    },

    /** Ends a session (logout); its sockets close on every instance (`session.ended`). */
    async destroy(token: string): Promise<void> {
      cache.delete(sidOf(token));
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
