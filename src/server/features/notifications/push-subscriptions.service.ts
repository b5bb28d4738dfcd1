import { and, desc, eq, gt, notInArray } from 'drizzle-orm';
import type { PushSubscriptionBody, PushSubscriptionItem } from '@shared/contracts/notifications';
import type { Db } from '@server/db/client';
import { sessions } from '@server/db/schema/auth';
import { pushSubscriptions } from '@server/db/schema/notifications';
import { badRequest, notFound } from '@server/lib/app-error';

/**
 * The push services of the browsers people use (Chrome and Edge's FCM, Firefox's autopush,
 * Windows' WNS, Safari's). The server POSTs to a subscription's endpoint whenever its owner gets
 * a notification, so an endpoint anywhere else (an address inside our network) is refused rather
 * than called.
 */
const BROWSER_PUSH_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'push.services.mozilla.com',
  'notify.windows.com',
  'push.apple.com',
];

/**
 * Devices one user keeps push on at once; subscribing another drops the oldest. Every
 * notification is one request per device, so the number is bounded.
 */
export const MAX_PUSH_DEVICES = 10;

export const PUSH_SERVICE_REFUSED = "This browser's push service isn't supported";
export const PUSH_SUBSCRIPTION_NOT_FOUND = 'This device has no push subscription of yours';

/** Whether push may be sent to this endpoint: a browser's push service, or a configured origin. */
export function isAllowedPushEndpoint(endpoint: string, extraOrigins: string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (extraOrigins.includes(url.origin)) return true;
  if (url.protocol !== 'https:' || url.port !== '') return false;
  return BROWSER_PUSH_HOSTS.some(
    (host) => url.hostname === host || url.hostname.endsWith(`.${host}`),
  );
}

type Subscriber = { userId: string; sessionId: string; userAgent: string | undefined };

/**
 * Push on for this device, in this session. The endpoint names the browser, so subscribing again
 * replaces its keys, and a browser now signed in as someone else passes to them: only the
 * browser knows its endpoint, and it goes on getting push for whoever is signed in there.
 */
export async function subscribePush(
  db: Db,
  { userId, sessionId, userAgent }: Subscriber,
  body: PushSubscriptionBody,
  extraOrigins: string[],
): Promise<PushSubscriptionItem> {
  if (!isAllowedPushEndpoint(body.endpoint, extraOrigins))
    throw badRequest(PUSH_SERVICE_REFUSED, { endpoint: PUSH_SERVICE_REFUSED });
  const values = {
    userId,
    sessionId,
    p256dh: body.keys.p256dh,
    auth: body.keys.auth,
    userAgent: userAgent?.slice(0, 255) ?? null,
  };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(pushSubscriptions)
      .values({ endpoint: body.endpoint, ...values })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values })
      .returning({ id: pushSubscriptions.id, createdAt: pushSubscriptions.createdAt });
    const kept = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(MAX_PUSH_DEVICES);
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, kept)));
    return { id: row!.id, createdAt: row!.createdAt.toISOString() };
  });
}

/** Push off for one of my devices; someone else's endpoint is not found. */
export async function unsubscribePush(db: Db, userId: string, endpoint: string): Promise<void> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  if (removed.length === 0) throw notFound(PUSH_SUBSCRIPTION_NOT_FOUND);
}

/** A subscription the push service says is gone (404/410): it will never deliver again. */
export async function removePushSubscription(db: Db, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

/** A user's subscriptions whose session is still live (an expired one awaits its sweep). */
export function livePushSubscriptionsOf(db: Db, userId: string, now: Date) {
  return db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .innerJoin(sessions, eq(sessions.sid, pushSubscriptions.sessionId))
    .where(and(eq(pushSubscriptions.userId, userId), gt(sessions.expire, now)));
}
