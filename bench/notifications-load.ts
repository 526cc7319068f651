import { eq, sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/client';
import { notifications } from '../apps/api/src/db/notification-schema';
import { users } from '../apps/api/src/db/schema';
import { conditionParam, measureApiGet } from './load';
import { benchAdmin } from './seed';

/** A person who has held the bell for years: 100 000 notifications, half of them never read. */
export const benchNotificationCount = 100_000;

/** The bench's administrator gets them (one every 5 minutes back from now; every other one read). */
export async function seedNotifications(db: Database): Promise<void> {
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.account, benchAdmin.account));
  if (!admin) throw new Error('the bench administrator is missing');
  await db.execute(sql`insert into ${notifications}
      (id, user_id, kind, entity_id, link, params, created_at, read_at)
    select gen_random_uuid(), ${admin.id}, 'inquiry-reply', gen_random_uuid(), '/inquiry-mailbox',
      jsonb_build_object('person', '聯絡人' || n, 'subject', '螺絲報價 ' || n),
      now() - n * interval '5 minutes',
      case when n % 2 = 0 then now() - n * interval '4 minutes' end
    from generate_series(1, ${benchNotificationCount}) as n`);
  // As a running database has it: statistics, and the visibility map index-only counts rely on
  // (autovacuum does both soon after such an insert).
  await db.execute(sql`vacuum analyze ${notifications}`);
}

/** p99 at 10 connections of the bell's calls for that person: the unread count, the first page, unread only. */
export async function loadNotifications(baseUrl: string, token: string, seconds: number) {
  const run = (path: string) => measureApiGet(baseUrl, token, path, seconds);
  return {
    notifications: benchNotificationCount,
    connections: 10,
    unreadCount: await run('Notifications/Unread'),
    firstPage: await run('Notifications?pageSize=20'),
    firstUnreadPage: await run(`Notifications?pageSize=8&condition=${conditionParam({ unread: true })}`),
    p99BudgetMs: 50,
  };
}
