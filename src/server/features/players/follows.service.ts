import { and, eq, sql } from 'drizzle-orm';
import type { FollowResult } from '@shared/contracts/players';
import type { Db } from '@server/db/client';
import type { Tx } from '@server/db/tx';
import { users } from '@server/db/schema/users';
import { userFollows } from '@server/db/schema/players';
import { badRequest, notFound } from '@server/lib/app-error';
import { emit } from '@server/lib/events';
import { PLAYER_NOT_FOUND } from './players.service';

export const CANNOT_FOLLOW_SELF = 'You cannot follow yourself';

/**
 * Moves both counters of a follow by `delta`. The two rows are updated in id order so that
 * A-follows-B and B-follows-A at the same moment cannot deadlock.
 */
async function moveCounters(tx: Tx, followerId: string, followingId: string, delta: 1 | -1) {
  const steps = [
    { id: followerId, column: users.followingCount, set: 'followingCount' as const },
    { id: followingId, column: users.followersCount, set: 'followersCount' as const },
  ].sort((a, b) => (a.id < b.id ? -1 : 1));
  for (const step of steps) {
    await tx
      .update(users)
      .set({ [step.set]: sql`${step.column} + ${delta}` })
      .where(eq(users.id, step.id));
  }
}

async function followersOf(tx: Tx, userId: string) {
  const [row] = await tx
    .select({ followersCount: users.followersCount })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw notFound(PLAYER_NOT_FOUND);
  return row.followersCount;
}

/** Follows (Connect). Idempotent: following twice changes nothing the second time. */
export async function follow(
  db: Db,
  followerId: string,
  followingId: string,
): Promise<FollowResult> {
  if (followerId === followingId) throw badRequest(CANNOT_FOLLOW_SELF);
  return db.transaction(async (tx) => {
    await followersOf(tx, followingId);
    const inserted = await tx
      .insert(userFollows)
      .values({ followerId, followingId })
      .onConflictDoNothing()
      .returning({ followerId: userFollows.followerId });
    if (inserted.length > 0) {
      await moveCounters(tx, followerId, followingId, 1);
      await emit(tx, { type: 'player.followed', data: { followerId, followeeId: followingId } });
    }
    return { following: true, followersCount: await followersOf(tx, followingId) };
  });
}

/** Unfollows. Idempotent: the counters move only when a follow row really went. */
export async function unfollow(
  db: Db,
  followerId: string,
  followingId: string,
): Promise<FollowResult> {
  if (followerId === followingId) throw badRequest(CANNOT_FOLLOW_SELF);
  return db.transaction(async (tx) => {
    await followersOf(tx, followingId);
    const deleted = await tx
      .delete(userFollows)
      .where(and(eq(userFollows.followerId, followerId), eq(userFollows.followingId, followingId)))
      .returning({ followerId: userFollows.followerId });
    if (deleted.length > 0) await moveCounters(tx, followerId, followingId, -1);
    return { following: false, followersCount: await followersOf(tx, followingId) };
  });
}
