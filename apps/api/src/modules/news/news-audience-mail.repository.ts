import type { NewsAudience } from '@portal/contracts/news';
import { and, asc, eq, gt, isNotNull, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { news } from '../../db/news-schema';
import { roles, userRoles, users } from '../../db/schema';
import { vendorMembers, vendors } from '../../db/vendor-schema';
import { mailNotRefused } from '../notifications/notifications.repository';

export type MailingRow = typeof news.$inferSelect;

export interface AudienceMember {
  id: string;
  email: string;
  language: 'zh-Hant' | 'en';
  name: string;
}

/**
 * Marks the item's audience mail as set going, once: the first save that publishes it with the box
 * ticked wins, any later save (or a second instance) finds it marked and does nothing.
 */
export async function claimAudienceMail(tx: Database, newsId: string, at: Date): Promise<boolean> {
  const claimed = await tx
    .update(news)
    .set({ audienceMailQueuedAt: at })
    .where(
      and(
        eq(news.id, newsId),
        eq(news.status, 'published'),
        eq(news.mailAudience, true),
        isNull(news.audienceMailQueuedAt),
      ),
    )
    .returning({ id: news.id });
  return claimed.length > 0;
}

/** The item while its mail is under way, locked; undefined when done, gone, or another worker holds it. */
export async function lockMailing(tx: Database, newsId: string): Promise<MailingRow | undefined> {
  const [row] = await tx
    .select()
    .from(news)
    .where(and(eq(news.id, newsId), isNotNull(news.audienceMailQueuedAt), isNull(news.audienceMailedAt)))
    .for('update', { skipLocked: true });
  return row;
}

export async function recordMailedBatch(
  tx: Database,
  newsId: string,
  cursor: string | null,
  finishedAt: Date | null,
): Promise<void> {
  await tx
    .update(news)
    .set({ audienceMailCursor: cursor, audienceMailedAt: finishedAt })
    .where(eq(news.id, newsId));
}

/** Items whose mail is set going and unfinished, and visible by `now` (a future window waits). */
export async function dueMailings(db: Database, now: Date): Promise<string[]> {
  const rows = await db
    .select({ id: news.id })
    .from(news)
    .where(
      and(
        isNotNull(news.audienceMailQueuedAt),
        isNull(news.audienceMailedAt),
        eq(news.status, 'published'),
        lte(news.visibleFrom, now),
      ),
    );
  return rows.map((row) => row.id);
}

const holdsAnyPermission = sql`exists (select 1 from ${userRoles} ur join ${roles} r on r.id = ur.role_id
  where ur.user_id = ${users.id} and cardinality(r.permissions) > 0)`;
const inActiveVendor = sql`exists (select 1 from ${vendorMembers} vm join ${vendors} v on v.id = vm.vendor_id
  where vm.user_id = ${users.id} and v.status = 'active')`;
const inAnyVendor = sql`exists (select 1 from ${vendorMembers} vm where vm.user_id = ${users.id})`;

/** The same audiences as the board's (news.service.ts `audiencesOf`), as a condition on `users`. */
function audienceCondition(audience: NewsAudience): SQL | undefined {
  switch (audience) {
    case 'everyone':
      return undefined;
    case 'vendors':
      return inActiveVendor;
    case 'buyers':
      return sql`not ${inAnyVendor} and not ${holdsAnyPermission}`;
    case 'staff':
      return holdsAnyPermission;
  }
}

/**
 * The next active people of the audience with an e-mail who have not turned announcement mail off (their
 * preferences, in the same query), by id after `after`.
 */
export async function audienceBatch(
  db: Database,
  audience: NewsAudience,
  after: string | null,
  limit: number,
): Promise<AudienceMember[]> {
  const rows = await db
    .select({ id: users.id, email: users.email, language: users.language, name: users.name })
    .from(users)
    .where(
      and(
        eq(users.status, 'active'),
        isNotNull(users.email),
        after ? gt(users.id, after) : undefined,
        audienceCondition(audience),
        mailNotRefused(users.id, 'announcement'),
      ),
    )
    .orderBy(asc(users.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, email: row.email ?? '' }));
}
