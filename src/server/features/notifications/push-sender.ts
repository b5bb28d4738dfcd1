import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { PushPayload } from '@shared/contracts/notifications';
import type { PushSettings } from '@server/config';
import type { Db } from '@server/db/client';
import { notifications } from '@server/db/schema/notifications';
import { users } from '@server/db/schema/users';
import { preferencesOf } from './preferences.service';
import { vapidKeys } from './push-keys';
import { livePushSubscriptionsOf, removePushSubscription } from './push-subscriptions.service';

/** How long a push service keeps trying a device that is off: past a day, it is old news. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** A push service that does not answer in time is given up on for this notification. */
const PUSH_TIMEOUT_MS = 10_000;

export type PushDeps = { db: Db; settings: PushSettings; now: () => Date };

/** What one notification sent: pushes accepted, subscriptions removed as gone, failures. */
export type PushOutcome = { sent: number; removed: number; failed: string[] };

/**
 * Sends a new notification by Web Push to each live device of its user, when their preference
 * for its type allows it. A push service answering 404 or 410 says the subscription is gone for
 * good, so it is deleted; other failures are answered for the caller to log, and never stop the
 * other devices.
 */
export async function pushNotification(
  deps: PushDeps,
  notificationId: string,
): Promise<PushOutcome> {
  const outcome: PushOutcome = { sent: 0, removed: 0, failed: [] };
  const [row] = await deps.db
    .select({
      userId: notifications.userId,
      type: notifications.type,
      title: notifications.title,
      message: notifications.message,
      link: notifications.link,
      prefs: users.notificationPreferences,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(eq(notifications.id, notificationId));
  if (!row || !preferencesOf(row.prefs)[row.type].push) return outcome;
  const devices = await livePushSubscriptionsOf(deps.db, row.userId, deps.now());
  if (devices.length === 0) return outcome;

  const keys = await vapidKeys(deps.db, deps.settings);
  const payload: PushPayload = {
    title: row.title,
    body: row.message,
    url: row.link ?? '/notifications',
    // The notification's id: a push delivered twice (an event replayed) shows once.
    tag: notificationId,
  };
  const text = JSON.stringify(payload);
  await Promise.all(
    devices.map(async (device) => {
      try {
        const request = webpush.generateRequestDetails(
          { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
          text,
          {
            vapidDetails: { subject: deps.settings.subject, ...keys },
            TTL: PUSH_TTL_SECONDS,
            contentEncoding: 'aes128gcm',
          },
        );
        // fetch rather than web-push's own sender: the same request, with a timeout, and over
        // plain HTTP to a local push service in tests.
        const answer = await fetch(request.endpoint, {
          method: request.method,
          headers: request.headers,
          body: request.body,
          signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
          // The endpoint's host was checked when it was saved; where it redirects was not.
          redirect: 'manual',
        });
        await answer.body?.cancel();
        if (answer.ok) outcome.sent += 1;
        else if (answer.status === 404 || answer.status === 410) {
          await removePushSubscription(deps.db, device.id);
          outcome.removed += 1;
        } else outcome.failed.push(`${new URL(device.endpoint).origin} answered ${answer.status}`);
      } catch (error) {
        outcome.failed.push(error instanceof Error ? error.message : String(error));
      }
    }),
  );
  return outcome;
}
