import { sql } from 'drizzle-orm';
import type { ListNotificationsQuery, NotificationItem } from '@shared/contracts/notifications';
import { type Db, rowsOf } from '@server/db/client';
import { notFound } from '@server/lib/app-error';
import { decodeCursor, encodeCursor, isTimestamp, isUuid } from '@server/lib/cursor';

export const NOTIFICATION_NOT_FOUND = 'Notification not found';

type Row = NotificationItem & { sortKey: string };

// created_at::text keeps microseconds for the cursor; the ISO form is what clients read.
const columns = sql`id, type, title, message, link, is_read AS "isRead",
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
  created_at::text AS "sortKey"`;

const itemOf = ({ sortKey: _, ...item }: Row): NotificationItem => item;

/** Mine, newest first; keyset on (created_at, id). */
export async function listNotifications(db: Db, userId: string, query: ListNotificationsQuery) {
  const { limit } = query;
  const after = query.cursor
    ? decodeCursor<[string, string]>(query.cursor, [isTimestamp, isUuid])
    : null;
  const rows = await rowsOf<Row>(
    db,
    sql`SELECT ${columns} FROM notifications
         WHERE user_id = ${userId}
           ${after ? sql`AND (created_at, id) < (${after[0]}::timestamptz, ${after[1]}::uuid)` : sql``}
         ORDER BY created_at DESC, id DESC
         LIMIT ${limit + 1}`,
  );
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(itemOf),
    nextCursor: rows.length > limit && last ? encodeCursor([last.sortKey, last.id]) : null,
  };
}

/** One notification as pushed on the socket (null when it is gone). */
export async function getNotification(db: Db, id: string): Promise<NotificationItem | null> {
  const [row] = await rowsOf<Row>(db, sql`SELECT ${columns} FROM notifications WHERE id = ${id}`);
  return row ? itemOf(row) : null;
}

export async function countUnread(db: Db, userId: string) {
  const [row] = await rowsOf<{ count: number }>(
    db,
    sql`SELECT count(*)::int AS count FROM notifications WHERE user_id = ${userId} AND NOT is_read`,
  );
  return { count: row?.count ?? 0 };
}

/** Someone else's notification is a 404, like one that does not exist. */
export async function markRead(db: Db, userId: string, id: string): Promise<NotificationItem> {
  const [row] = await rowsOf<Row>(
    db,
    sql`UPDATE notifications SET is_read = true
         WHERE id = ${id} AND user_id = ${userId}
     RETURNING ${columns}`,
  );
  if (!row) throw notFound(NOTIFICATION_NOT_FOUND);
  return itemOf(row);
}

export async function markAllRead(db: Db, userId: string) {
  const rows = await rowsOf(
    db,
    sql`UPDATE notifications SET is_read = true
         WHERE user_id = ${userId} AND NOT is_read RETURNING id`,
  );
  return { updated: rows.length };
}
