import { sql } from 'drizzle-orm';
import type { BlockState } from '@shared/contracts/chat';
import { CANNOT_MESSAGE_YOURSELF } from '@shared/contracts/chat';
import { type Db, rowsOf } from '@server/db/client';
import type { Tx } from '@server/db/tx';
import { badRequest, notFound } from '@server/lib/app-error';

export const USER_NOT_FOUND = 'User not found';
export const CANNOT_BLOCK_YOURSELF = 'You cannot block yourself';

/** Whether `me` blocked `other` and whether `other` blocked `me`, in one look. */
export async function blockState(db: Db | Tx, me: string, other: string): Promise<BlockState> {
  const rows = await rowsOf<{ blockerId: string }>(
    db,
    sql`SELECT blocker_id AS "blockerId" FROM user_blocks
         WHERE (blocker_id = ${me} AND blocked_id = ${other})
            OR (blocker_id = ${other} AND blocked_id = ${me})`,
  );
  return {
    blockedByMe: rows.some((row) => row.blockerId === me),
    blockedMe: rows.some((row) => row.blockerId === other),
  };
}

async function requireOtherUser(db: Db, me: string, other: string, selfMessage: string) {
  if (me === other) throw badRequest(selfMessage);
  const found = await rowsOf(db, sql`SELECT 1 FROM users WHERE id = ${other}`);
  if (found.length === 0) throw notFound(USER_NOT_FOUND);
}

export async function getBlockState(db: Db, me: string, other: string): Promise<BlockState> {
  await requireOtherUser(db, me, other, CANNOT_MESSAGE_YOURSELF);
  return blockState(db, me, other);
}

/** Blocking twice is the same as once. */
export async function blockUser(db: Db, me: string, other: string): Promise<BlockState> {
  await requireOtherUser(db, me, other, CANNOT_BLOCK_YOURSELF);
  await db.execute(
    sql`INSERT INTO user_blocks (blocker_id, blocked_id) VALUES (${me}, ${other})
        ON CONFLICT DO NOTHING`,
  );
  return blockState(db, me, other);
}

export async function unblockUser(db: Db, me: string, other: string): Promise<BlockState> {
  await requireOtherUser(db, me, other, CANNOT_BLOCK_YOURSELF);
  await db.execute(sql`DELETE FROM user_blocks WHERE blocker_id = ${me} AND blocked_id = ${other}`);
  return blockState(db, me, other);
}
