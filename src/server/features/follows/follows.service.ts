import { and, count, desc, eq, sql } from 'drizzle-orm';
import {
  FOLLOW_NOT_FOUND,
  type FollowBody,
  type FollowStatus,
  type FollowView,
} from '@shared/contracts/follows';
import type { FollowEntityType } from '@shared/enums';
import type { Db } from '@server/db/client';
import type { Tx } from '@server/db/tx';
import { entityFollows } from '@server/db/schema/follows';
import { notFound } from '@server/lib/app-error';
import { describeEntities, moveFollowerCounter, targetExists } from './follow-targets';

export const NOT_FOLLOWING = 'You are not following this';

type Entity = { entityType: FollowEntityType; entityId: string };

const isFollow = (userId: string, { entityType, entityId }: Entity) =>
  and(
    eq(entityFollows.userId, userId),
    eq(entityFollows.entityType, entityType),
    eq(entityFollows.entityId, entityId),
  );

/** The viewer's follow of one entity and its follower count; a missing entity is 404. */
async function statusOf(tx: Tx, viewerId: string | null, entity: Entity): Promise<FollowStatus> {
  if (!(await targetExists(tx, entity.entityType, entity.entityId))) {
    throw notFound(FOLLOW_NOT_FOUND);
  }
  const [followers] = await tx
    .select({ n: count() })
    .from(entityFollows)
    .where(
      and(
        eq(entityFollows.entityType, entity.entityType),
        eq(entityFollows.entityId, entity.entityId),
      ),
    );
  const [mine] = viewerId
    ? await tx
        .select({ notificationsEnabled: entityFollows.notificationsEnabled })
        .from(entityFollows)
        .where(isFollow(viewerId, entity))
    : [];
  return {
    ...entity,
    following: Boolean(mine),
    notificationsEnabled: mine?.notificationsEnabled ?? false,
    followers: followers?.n ?? 0,
  };
}

/** GET /api/follows/{type}/{id}: open to visitors (who follow nothing). */
export function getFollowStatus(db: Db, viewerId: string | null, entity: Entity) {
  return db.transaction((tx) => statusOf(tx, viewerId, entity));
}

/**
 * POST /api/follows. Idempotent: a second follow changes nothing (but may switch its
 * notifications); `created` says whether a follow was added, for the 201/200 answer.
 */
export async function follow(db: Db, userId: string, body: FollowBody) {
  const entity = { entityType: body.entityType, entityId: body.entityId };
  return db.transaction(async (tx) => {
    if (!(await targetExists(tx, entity.entityType, entity.entityId))) {
      throw notFound(FOLLOW_NOT_FOUND);
    }
    const inserted = await tx
      .insert(entityFollows)
      .values({ userId, ...entity, notificationsEnabled: body.notificationsEnabled ?? true })
      .onConflictDoNothing()
      .returning({ userId: entityFollows.userId });
    if (inserted.length > 0) {
      await moveFollowerCounter(tx, entity.entityType, entity.entityId, 1);
    } else if (body.notificationsEnabled !== undefined) {
      await tx
        .update(entityFollows)
        .set({ notificationsEnabled: body.notificationsEnabled })
        .where(isFollow(userId, entity));
    }
    return { created: inserted.length > 0, status: await statusOf(tx, userId, entity) };
  });
}

/** DELETE /api/follows/{type}/{id}. Idempotent, like following. */
export async function unfollow(db: Db, userId: string, entity: Entity) {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(entityFollows)
      .where(isFollow(userId, entity))
      .returning({ userId: entityFollows.userId });
    if (deleted.length > 0) await moveFollowerCounter(tx, entity.entityType, entity.entityId, -1);
    return statusOf(tx, userId, entity);
  });
}

/** PATCH /api/follows/{type}/{id}: notifications on or off for one follow. */
export async function setFollowNotifications(
  db: Db,
  userId: string,
  entity: Entity,
  notificationsEnabled: boolean,
) {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(entityFollows)
      .set({ notificationsEnabled })
      .where(isFollow(userId, entity))
      .returning({ userId: entityFollows.userId });
    if (updated.length === 0) throw notFound(NOT_FOLLOWING);
    return statusOf(tx, userId, entity);
  });
}

/** GET /api/follows: mine, newest first, named. Entities gone since are left out. */
export async function listMyFollows(
  db: Db,
  userId: string,
  query: { entityType?: FollowEntityType },
): Promise<FollowView[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(entityFollows)
      .where(
        and(
          eq(entityFollows.userId, userId),
          query.entityType ? eq(entityFollows.entityType, query.entityType) : undefined,
        ),
      )
      .orderBy(desc(entityFollows.createdAt), sql`${entityFollows.entityId}`);
    const names = await describeEntities(tx, rows);
    return rows.flatMap((row) => {
      const described = names.get(`${row.entityType}:${row.entityId}`);
      if (!described) return [];
      return [
        {
          entityType: row.entityType,
          entityId: row.entityId,
          ...described,
          notificationsEnabled: row.notificationsEnabled,
          followedAt: row.createdAt.toISOString(),
        },
      ];
    });
  });
}
