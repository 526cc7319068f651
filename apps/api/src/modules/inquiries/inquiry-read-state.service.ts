import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { countBuyerUnread, lockThread, type MailboxScope, type ThreadRecord } from './inquiries.repository';
import { keptUnreadCount, recountUnread, shareCountLock } from './inquiry-reads.repository';

// A person's read state of the mailbox: the unread count, and changes to one thread's state.

/** The person's unread count: kept, or counted and kept on first need (a vendor's people). */
export async function unreadCountOf(db: Database, scope: MailboxScope): Promise<number> {
  if (scope.side === 'buyer' || !scope.vendorId) return countBuyerUnread(db, scope);
  const { vendorId } = scope;
  const kept = await keptUnreadCount(db, scope.userId);
  return kept ?? db.transaction((tx) => recountUnread(tx, scope.userId, vendorId));
}

/**
 * A change to one vendor-side person's read state of a thread, in a transaction holding the vendor's
 * count lock and then the thread's row (the order every writer of the counts keeps).
 */
export async function changeReadState(
  db: Database,
  thread: ThreadRecord,
  change: (tx: Database, locked: { id: string; messageCount: number }) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await shareCountLock(tx, thread.vendorId);
    const locked = await lockThread(tx, thread.id);
    if (!locked) throw AppError.of('NOT_FOUND');
    await change(tx, locked);
  });
}
