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

const channels = z.object({ inApp: z.boolean(), email: z.boolean() });
export type NotificationChannels = z.infer<typeof channels>;

/** GET /api/notification-preferences: per type, in-app and e-mail on or off. */
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
 * and plans already made (bookings and payments): the rest would flood an inbox.
 */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  booking: { inApp: true, email: true },
  payment: { inApp: true, email: true },
  game: { inApp: true, email: false },
  team: { inApp: true, email: false },
  social: { inApp: true, email: false },
};

export const NOTIFICATION_TYPE_LABELS: Record<NotificationType, string> = {
  booking: 'Bookings',
  payment: 'Payments',
  game: 'Games',
  team: 'Teams',
  social: 'Social (followers, likes, comments, messages)',
};
