import { eq } from 'drizzle-orm';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type NotificationPreferences,
  type UpdateNotificationPreferencesBody,
} from '@shared/contracts/notifications';
import { NOTIFICATION_TYPES } from '@shared/enums';
import type { Db } from '@server/db/client';
import { users } from '@server/db/schema/users';
import { unauthorized } from '@server/lib/app-error';

/**
 * The stored preferences over the defaults: a user who never chose anything (null), or whose
 * stored object lacks a type added later, gets the default for it.
 */
export function preferencesOf(stored: unknown): NotificationPreferences {
  const saved = (stored && typeof stored === 'object' ? stored : {}) as Record<string, unknown>;
  const result = {} as NotificationPreferences;
  for (const type of NOTIFICATION_TYPES) {
    const fallback = DEFAULT_NOTIFICATION_PREFERENCES[type];
    const own = (saved[type] ?? {}) as Record<string, unknown>;
    result[type] = {
      inApp: typeof own.inApp === 'boolean' ? own.inApp : fallback.inApp,
      email: typeof own.email === 'boolean' ? own.email : fallback.email,
      push: typeof own.push === 'boolean' ? own.push : fallback.push,
    };
  }
  return result;
}

export async function getNotificationPreferences(
  db: Db,
  userId: string,
): Promise<NotificationPreferences> {
  const [row] = await db
    .select({ prefs: users.notificationPreferences })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw unauthorized();
  return preferencesOf(row.prefs);
}

/** Merges a partial change into the stored preferences, in one transaction with the read. */
export async function updateNotificationPreferences(
  db: Db,
  userId: string,
  change: UpdateNotificationPreferencesBody,
): Promise<NotificationPreferences> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ prefs: users.notificationPreferences })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!row) throw unauthorized();
    const next = preferencesOf(row.prefs);
    for (const type of NOTIFICATION_TYPES) next[type] = { ...next[type], ...change[type] };
    await tx.update(users).set({ notificationPreferences: next }).where(eq(users.id, userId));
    return next;
  });
}
