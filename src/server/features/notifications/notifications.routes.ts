import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, uuidParams } from '@shared/contracts/common';
import {
  listNotificationsQuery,
  notificationItem,
  notificationPage,
  notificationPreferences,
  readAllResult,
  unreadCount,
  updateNotificationPreferencesBody,
} from '@shared/contracts/notifications';
import { requireUser, userIdOf } from '@server/lib/auth/session-plugin';
import type { AppDeps } from '@server/deps';
import {
  countUnread,
  listNotifications,
  markAllRead,
  markRead,
  NOTIFICATION_NOT_FOUND,
} from './notifications.service';
import { getNotificationPreferences, updateNotificationPreferences } from './preferences.service';

const tags = ['notifications'];

/** The bell, the /notifications page, and which notifications and e-mails a user wants. */
export function notificationsRoutes(app: FastifyInstance, { db }: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/notifications',
    {
      schema: {
        tags,
        summary: 'My notifications, newest first (keyset pagination)',
        querystring: listNotificationsQuery,
        response: { 200: notificationPage, ...errorResponses(400, 401) },
      },
      preValidation: requireUser,
    },
    (request) => listNotifications(db, userIdOf(request), request.query),
  );

  api.get(
    '/api/notifications/unread-count',
    {
      schema: {
        tags,
        summary: 'How many of my notifications are unread (the bell)',
        response: { 200: unreadCount, ...errorResponses(401) },
      },
      preValidation: requireUser,
    },
    (request) => countUnread(db, userIdOf(request)),
  );

  api.post(
    '/api/notifications/:id/read',
    {
      schema: {
        tags,
        summary: 'Mark one of my notifications read',
        params: uuidParams(NOTIFICATION_NOT_FOUND),
        response: { 200: notificationItem, ...errorResponses(400, 401, 404) },
      },
      preValidation: requireUser,
    },
    (request) => markRead(db, userIdOf(request), request.params.id),
  );

  api.post(
    '/api/notifications/read-all',
    {
      schema: {
        tags,
        summary: 'Mark all my notifications read',
        response: { 200: readAllResult, ...errorResponses(401) },
      },
      preValidation: requireUser,
    },
    (request) => markAllRead(db, userIdOf(request)),
  );

  // Its own small resource rather than a field of the profile: the settings page saves each
  // switch as it flips, and a partial PATCH merges into what is stored.
  api.get(
    '/api/notification-preferences',
    {
      schema: {
        tags,
        summary: 'Which notifications I get, per type, in the app and by e-mail',
        response: { 200: notificationPreferences, ...errorResponses(401) },
      },
      preValidation: requireUser,
    },
    (request) => getNotificationPreferences(db, userIdOf(request)),
  );

  api.patch(
    '/api/notification-preferences',
    {
      schema: {
        tags,
        summary: 'Change some of my notification preferences (send only what changes)',
        body: updateNotificationPreferencesBody,
        response: { 200: notificationPreferences, ...errorResponses(400, 401) },
      },
      preValidation: requireUser,
    },
    (request) => updateNotificationPreferences(db, userIdOf(request), request.body),
  );
}
