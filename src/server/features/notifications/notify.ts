import { eq } from 'drizzle-orm';
import type { NotificationType } from '@shared/enums';
import type { Db } from '@server/db/client';
import { mailOutbox, notifications } from '@server/db/schema/notifications';
import { users } from '@server/db/schema/users';
import { emit } from '@server/lib/events';
import { renderMail } from './mail-text';
import { preferencesOf } from './preferences.service';

export type NotificationInput = {
  userId: string;
  type: NotificationType;
  /** Names the event (`post.liked:<postId>:<likerId>`): the same key never notifies twice. */
  key: string;
  title: string;
  message: string;
  link: string | null;
  relatedId?: string | null;
  actorId?: string | null;
};

export type NotifyDeps = { db: Db; appUrl: string };

/**
 * Tells one user something, as their preferences for its type say: a notification in the app
 * (announced by `notification.created`, which pushes it to their sockets) and/or an e-mail in the
 * outbox. Both are keyed, so a replayed event changes nothing. Answers whether an in-app
 * notification was created.
 */
export async function notify({ db, appUrl }: NotifyDeps, input: NotificationInput) {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ email: users.email, prefs: users.notificationPreferences })
      .from(users)
      .where(eq(users.id, input.userId));
    if (!user) return false;
    const channels = preferencesOf(user.prefs)[input.type];
    let created = false;
    if (channels.inApp) {
      const [row] = await tx
        .insert(notifications)
        .values({
          userId: input.userId,
          type: input.type,
          title: input.title,
          message: input.message,
          link: input.link,
          relatedId: input.relatedId ?? null,
          actorId: input.actorId ?? null,
          idempotencyKey: input.key,
        })
        .onConflictDoNothing({ target: [notifications.userId, notifications.idempotencyKey] })
        .returning({ id: notifications.id });
      if (row) {
        created = true;
        await emit(tx, {
          type: 'notification.created',
          data: { notificationId: row.id, userId: input.userId },
        });
      }
    }
    if (channels.email) {
      await tx
        .insert(mailOutbox)
        .values({
          userId: input.userId,
          to: user.email,
          ...renderMail(appUrl, input),
          idempotencyKey: `${input.userId}:${input.key}`,
        })
        .onConflictDoNothing({ target: mailOutbox.idempotencyKey });
    }
    return created;
  });
}
