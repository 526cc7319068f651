import {
  notificationListQuerySchema,
  notificationListSchema,
  notificationPreferencesInputSchema,
  notificationPreferencesSchema,
  notificationReadInputSchema,
  notificationReadResultSchema,
  notificationUnreadSchema,
} from '@portal/contracts/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../lib/request-caller';
import { actionContextOf } from '../action-log/action-log.recorder';
import type { NotificationService } from './notifications.service';

const signedIn = { access: 'signed-in' as const };
const tags = ['notifications'];

/** The signed-in person's bell: their own notifications and preferences, never anyone else's. */
export const notificationRoutes: FastifyPluginAsyncZod<{ notifications: NotificationService }> = async (
  app,
  { notifications },
) => {
  app.get(
    '/Notifications',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'My notifications, newest first; `unread` keeps the unread ones',
        querystring: notificationListQuerySchema,
        response: { 200: notificationListSchema },
      },
    },
    (request) => notifications.list(principalOf(request), request.query),
  );

  app.get(
    '/Notifications/Unread',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'How many of my notifications are unread',
        response: { 200: notificationUnreadSchema },
      },
    },
    (request) => notifications.unreadCount(principalOf(request)),
  );

  app.post(
    '/Notifications/Read',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Mark some of mine (`ids`) or all of mine (`all: true`) read; others’ ids are ignored',
        body: notificationReadInputSchema,
        response: { 200: notificationReadResultSchema },
      },
    },
    (request) => notifications.markRead(principalOf(request), request.body),
  );

  app.get(
    '/Notifications/Preferences',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Which kinds of notification also come to me by mail',
        response: { 200: notificationPreferencesSchema },
      },
    },
    (request) => notifications.preferences(principalOf(request)),
  );

  app.post(
    '/Notifications/Preferences',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Change which kinds also come by mail (kinds not given stay as they are)',
        body: notificationPreferencesInputSchema,
        response: { 200: notificationPreferencesSchema },
      },
    },
    (request) => notifications.savePreferences(principalOf(request), request.body, actionContextOf(request)),
  );
};
