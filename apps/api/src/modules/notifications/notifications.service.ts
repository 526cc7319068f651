import {
  defaultMailWanted,
  mailAlwaysKinds,
  mailOnlyKinds,
  mailPreferenceKinds,
  type NotificationItem,
  type NotificationList,
  type NotificationPreferences,
  type NotificationPreferencesInput,
  type NotificationReadInput,
  type NotificationReadResult,
  type notificationListQuerySchema,
} from '@portal/contracts/notifications';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { Principal } from '../../plugins/route-access';
import { type ActionContext, recordAction } from '../action-log/action-log.recorder';
import {
  countUnreadOf,
  listOf,
  markAllRead,
  markRead,
  type NotificationRow,
  preferencesOf,
  savePreferences,
} from './notifications.repository';

type NotificationListQuery = z.output<typeof notificationListQuerySchema>;

function toItem(row: NotificationRow): NotificationItem {
  return {
    id: row.id,
    kind: row.kind,
    entityId: row.entityId,
    link: row.link,
    params: row.params,
    createdTime: row.createdAt.toISOString(),
    readTime: row.readAt?.toISOString() ?? null,
  };
}

/** The bell of the signed-in person: only their own notifications, and their own preferences. */
export function createNotificationService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;

  async function preferences(userId: string): Promise<NotificationPreferences> {
    const stored = new Map((await preferencesOf(db, userId)).map((row) => [row.kind, row.mail]));
    return {
      preferences: mailPreferenceKinds.map((kind) => {
        const mailAlways = mailAlwaysKinds.includes(kind);
        const mailOnly = (mailOnlyKinds as readonly string[]).includes(kind);
        return { kind, mail: mailAlways || (stored.get(kind) ?? defaultMailWanted), mailAlways, mailOnly };
      }),
    };
  }

  return {
    async list(principal: Principal, query: NotificationListQuery): Promise<NotificationList> {
      const [page, unreadCount] = await Promise.all([
        listOf(db, principal.userId, {
          page: query.page,
          pageSize: query.pageSize,
          unread: query.condition?.unread,
          newestFirst: (query.sortings?.[0]?.dir ?? 'desc') === 'desc',
        }),
        countUnreadOf(db, principal.userId),
      ]);
      return { totalCount: page.totalCount, data: page.data.map(toItem), unreadCount };
    },

    async unreadCount(principal: Principal) {
      return { unreadCount: await countUnreadOf(db, principal.userId) };
    },

    /** Marks the caller's own; ids of anyone else's notifications are ignored (they change nothing). */
    async markRead(principal: Principal, input: NotificationReadInput): Promise<NotificationReadResult> {
      const now = clock.now();
      const marked =
        'all' in input
          ? await markAllRead(db, principal.userId, now)
          : await markRead(db, principal.userId, input.ids, now);
      return { marked, unreadCount: await countUnreadOf(db, principal.userId) };
    },

    preferences: (principal: Principal) => preferences(principal.userId),

    async savePreferences(
      principal: Principal,
      input: NotificationPreferencesInput,
      context: ActionContext,
    ): Promise<NotificationPreferences> {
      const kinds = input.preferences.map((change) => change.kind);
      kinds.forEach((kind, index) => {
        if (kinds.indexOf(kind) !== index)
          throw AppError.of('NOTIFICATION_KIND_REPEATED', { field: `preferences.${index}.kind` });
      });
      input.preferences.forEach((change, index) => {
        if (!change.mail && mailAlwaysKinds.includes(change.kind))
          throw AppError.of('NOTIFICATION_MAIL_ALWAYS', { field: `preferences.${index}.mail` });
      });
      const before = await preferences(principal.userId);
      await db.transaction(async (tx) => {
        await savePreferences(tx, principal.userId, input.preferences, clock.now());
        await recordAction(tx, context, {
          action: 'update',
          entityType: 'notification-preferences',
          entityId: principal.userId,
          before: Object.fromEntries(before.preferences.map((row) => [row.kind, row.mail])),
          after: Object.fromEntries(input.preferences.map((row) => [row.kind, row.mail])),
        });
      });
      return preferences(principal.userId);
    },
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
