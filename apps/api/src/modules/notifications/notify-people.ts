import type { MailPreferenceKind, NotificationKind } from '@portal/contracts/notifications';
import type { Database } from '../../db/client';
import { insertNotifications, mailRefusers } from './notifications.repository';

/** A path inside the web app: one leading slash, not a protocol-relative or absolute address. */
function isAppPath(link: string): boolean {
  return link.startsWith('/') && !link.startsWith('//') && !link.includes('\\');
}

/**
 * Puts a notification in each recipient's bell, in one insert for all of them, inside the caller's
 * transaction (a rolled-back change notifies nobody). Repeated ids get one row.
 */
export async function notifyPeople(
  db: Database,
  input: {
    userIds: string[];
    kind: NotificationKind;
    entityId: string;
    link: string;
    params?: Record<string, string>;
  },
): Promise<void> {
  if (!isAppPath(input.link))
    throw new Error(`a notification's link must be a path in the app: ${input.link}`);
  const userIds = [...new Set(input.userIds)];
  if (userIds.length === 0) return;
  await insertNotifications(db, { ...input, userIds, params: input.params ?? {} });
}

/**
 * Those of `userIds` whose preferences ask for mail of `kind` (the default is yes), in the given order.
 * Callers mail these and nobody else.
 */
export async function mailWantedBy(
  db: Database,
  userIds: string[],
  kind: MailPreferenceKind,
): Promise<string[]> {
  const refusers = await mailRefusers(db, userIds, kind);
  return userIds.filter((userId) => !refusers.has(userId));
}
