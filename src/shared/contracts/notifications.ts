import { z } from 'zod';
import { NOTIFICATION_TYPES, type NotificationType } from '@shared/enums';
import { cursorParam, limitParam, pageOf } from './common';

export const NOTIFICATIONS_PAGE_SIZE = 20;

/** One notification as the bell and the /notifications page show it. */
export const notificationItem = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  message: z.string(),
  /** Where it leads in the app (`/games/:id`…); null when there is nowhere to go. */
  link: z.string().nullable(),
  isRead: z.boolean(),
  createdAt: z.string(),
});
export type NotificationItem = z.infer<typeof notificationItem>;

/** GET /api/notifications: newest first, keyset pagination. */
export const notificationPage = pageOf(notificationItem);
export type NotificationPage = z.infer<typeof notificationPage>;

export const listNotificationsQuery = z.object({
  cursor: cursorParam,
  limit: limitParam(50, NOTIFICATIONS_PAGE_SIZE),
});
export type ListNotificationsQuery = z.infer<typeof listNotificationsQuery>;

export const unreadCount = z.object({ count: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCount>;

/** POST /api/notifications/read-all: how many were marked. */
export const readAllResult = z.object({ updated: z.number().int() });

/** `push`: Web Push to the devices where the user switched it on (it follows the in-app one). */
const channels = z.object({ inApp: z.boolean(), email: z.boolean(), push: z.boolean() });
export type NotificationChannels = z.infer<typeof channels>;

/** GET /api/notification-preferences: per type, in the app, by e-mail and by push, on or off. */
export const notificationPreferences = z.object({
  booking: channels,
  payment: channels,
  game: channels,
  team: channels,
  social: channels,
}) satisfies z.ZodType<Record<NotificationType, NotificationChannels>>;
export type NotificationPreferences = z.infer<typeof notificationPreferences>;

const channelsChange = z.strictObject({
  inApp: z.boolean({ error: 'inApp must be true or false' }).optional(),
  email: z.boolean({ error: 'email must be true or false' }).optional(),
  push: z.boolean({ error: 'push must be true or false' }).optional(),
});

/** PATCH /api/notification-preferences: any subset (`{ social: { email: true } }`). */
export const updateNotificationPreferencesBody = z.strictObject({
  booking: channelsChange.optional(),
  payment: channelsChange.optional(),
  game: channelsChange.optional(),
  team: channelsChange.optional(),
  social: channelsChange.optional(),
});
export type UpdateNotificationPreferencesBody = z.infer<typeof updateNotificationPreferencesBody>;

/**
 * Everyone starts with every notification in the app, and e-mail only for what concerns money
 * and plans already made (bookings and payments): the rest would flood an inbox. Push is on for
 * every type, since it reaches only the devices where the user switched it on themselves.
 */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  booking: { inApp: true, email: true, push: true },
  payment: { inApp: true, email: true, push: true },
  game: { inApp: true, email: false, push: true },
  team: { inApp: true, email: false, push: true },
  social: { inApp: true, email: false, push: true },
};

export const NOTIFICATION_TYPE_LABELS: Record<NotificationType, string> = {
  booking: 'Bookings',
  payment: 'Payments',
  game: 'Games',
  team: 'Teams',
  social: 'Social (followers, likes, comments, messages)',
};

/** GET /api/push/public-key: the VAPID key a browser subscribes with (`applicationServerKey`). */
export const pushPublicKey = z.object({ publicKey: z.string() });
export type PushPublicKey = z.infer<typeof pushPublicKey>;

// The browser's keys are base64url (65-byte P-256 point, 16-byte secret): generous bounds only.
const base64url = (name: string, max: number) =>
  z
    .string({ error: `${name} is required` })
    .regex(/^[A-Za-z0-9_-]+=*$/, `${name} must be base64url`)
    .max(max, `${name} is too long`);

/** POST /api/push/subscriptions: what `PushSubscription.toJSON()` gives in the browser. */
export const pushSubscriptionBody = z.object({
  endpoint: z.url({ error: 'endpoint must be the push service URL' }).max(2000),
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    { p256dh: base64url('keys.p256dh', 128), auth: base64url('keys.auth', 64) },
    { error: 'keys must hold p256dh and auth' },
  ),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;

/** DELETE /api/push/subscriptions: which of my devices stops getting push. */
export const pushUnsubscribeBody = z.object({
  endpoint: z.string({ error: 'endpoint is required' }).min(1, 'endpoint is required').max(2000),
});
export type PushUnsubscribeBody = z.infer<typeof pushUnsubscribeBody>;

export const pushSubscriptionItem = z.object({ id: z.string(), createdAt: z.string() });
export type PushSubscriptionItem = z.infer<typeof pushSubscriptionItem>;

/** What a push carries; the service worker shows it and opens `url` on a click. */
export type PushPayload = { title: string; body: string; url: string; tag?: string };
