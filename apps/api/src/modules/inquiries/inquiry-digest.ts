import { inquiryDigestMinutes } from '@portal/contracts/inquiry';
import type { Database } from '../../db/client';
import { drizzleExecutor } from '../../db/pg-boss-drizzle-executor';
import type { Clock } from '../../lib/clock';
import type { JobLog, JobRunner } from '../../lib/jobs';
import type { Messaging } from '../messaging/messaging.service';
import { mailWantedBy } from '../notifications/notify-people';
import { findThread } from './inquiries.repository';
import { type DueDigest, openDigests, takeDueDigests } from './inquiry-digests.repository';
import { messagesSince } from './inquiry-messages.repository';
import { userWithMail, vendorAnswerersWithMail } from './inquiry-people.repository';

export const inquiryDigestQueue = 'inquiry-digest';
const batchSize = 50;

function excerptOf(body: string): string {
  const text = body.trim();
  return text.length > 300 ? `${text.slice(0, 299)}…` : text;
}

/**
 * Mail about new messages, at most one per thread and recipient per window: the first message opens a
 * digest due `inquiryDigestMinutes` later and sends a job for that time; later messages find the digest
 * open and add nothing; the job mails everything the other side wrote since the first. A schedule each
 * minute also sends what is due (a digest opened while this process's job runner was not started).
 */
export function createInquiryDigest(deps: {
  db: Database;
  clock: Clock;
  messaging: Messaging;
  jobs: JobRunner;
  log: JobLog;
  publicUrl: string;
}) {
  const { db, clock, messaging, jobs, log } = deps;
  const base = deps.publicUrl.replace(/\/+$/, '');

  async function mailOne(tx: Database, digest: DueDigest): Promise<boolean> {
    const thread = await findThread(tx, digest.threadId, digest.recipientUserId);
    if (!thread) return false;
    const toBuyer = thread.buyerUserId === digest.recipientUserId;
    const recipient = toBuyer
      ? await userWithMail(tx, digest.recipientUserId)
      : (await vendorAnswerersWithMail(tx, thread.vendorId)).find((p) => p.userId === digest.recipientUserId);
    // Someone who no longer answers for the vendor (or has no address) gets nothing.
    if (!recipient) return false;
    const messages = await messagesSince(tx, thread.id, toBuyer ? 'vendor' : 'buyer', digest.since);
    const latest = messages.at(-1);
    if (!latest) return false;
    const isNewThread = !toBuyer && digest.since.getTime() <= thread.createdAt.getTime();
    // Whoever turned this kind's mail off in their preferences sees it in the bell only.
    const kind = isNewThread ? 'inquiry-new' : 'inquiry-reply';
    if ((await mailWantedBy(tx, [recipient.userId], kind)).length === 0) return false;
    await messaging.queue(tx, {
      channel: 'email',
      recipient: recipient.email,
      template: kind,
      language: recipient.language,
      params: {
        name: recipient.name,
        subject: thread.subject,
        from: toBuyer ? thread.vendorName : thread.buyerName,
        count: String(messages.length),
        excerpt: excerptOf(latest.body),
        link: `${base}/inquiry-mailbox/${thread.id}`,
      },
    });
    return true;
  }

  /** Mails every digest due now; answers how many mails were queued. */
  async function sendDue(): Promise<number> {
    let mailed = 0;
    for (;;) {
      if (jobs.isStopping()) break;
      const taken = await db.transaction(async (tx) => {
        const due = await takeDueDigests(tx, clock.now(), batchSize);
        for (const digest of due) if (await mailOne(tx, digest)) mailed += 1;
        return due.length;
      });
      if (taken < batchSize) break;
    }
    if (mailed > 0) log.info({ mails: mailed }, 'inquiry digests mailed');
    return mailed;
  }

  jobs.define({
    name: inquiryDigestQueue,
    queue: { retryLimit: 3, retryDelay: 30 },
    schedule: { cron: '* * * * *', timeZone: 'Asia/Taipei' },
    worker: {
      pollingIntervalSeconds: 30,
      handler: async () => {
        await sendDue();
      },
    },
  });

  return {
    sendDue,

    /** In the writer's transaction: opens the recipients' digests; the first of a window gets a job. */
    async open(tx: Database, input: { threadId: string; recipientIds: string[]; at: Date }): Promise<void> {
      const dueAt = new Date(input.at.getTime() + inquiryDigestMinutes * 60_000);
      const opened = await openDigests(tx, { ...input, since: input.at, dueAt });
      if (opened.length === 0 || !jobs.isReady()) return;
      await jobs.insert([{ name: inquiryDigestQueue, data: {}, startAfter: dueAt }], drizzleExecutor(tx));
    },
  };
}

export type InquiryDigest = ReturnType<typeof createInquiryDigest>;
