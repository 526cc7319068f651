import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { JobLog, JobRunner } from '../../lib/jobs';
import type { MeetingMailer } from './meeting-mail';
import { mailRecipients } from './meeting-rules';
import { claimDueReminders, findMeeting } from './meetings.repository';

export const meetingRemindersQueue = 'meeting-reminders';

/**
 * Reminders 24 hours and 1 hour before a confirmed meeting. A schedule on the job runner (every
 * minute); each run claims the due meetings with one row update (`reminded_24h_at` / `reminded_1h_at`)
 * and queues the mails in that transaction, so of several instances exactly one mails each reminder.
 */
export function createMeetingReminders(deps: {
  db: Database;
  clock: Clock;
  mail: MeetingMailer;
  log: JobLog;
  jobs?: JobRunner;
}) {
  const { db, clock, mail, log } = deps;

  async function runOnce(): Promise<number> {
    const now = clock.now();
    let sent = 0;
    // The hour first: it also marks the day's reminder, so a late confirmation gets one mail.
    for (const kind of ['1h', '24h'] as const) {
      sent += await db.transaction(async (tx) => {
        const claimed = await claimDueReminders(tx, kind, now);
        for (const { id } of claimed) {
          const record = await findMeeting(tx, id);
          if (!record?.startsAt || !record.endsAt) continue;
          await mail.send(tx, 'meeting-reminder', await mailRecipients(tx, record, ''), {
            meetingId: id,
            subject: record.subject,
            company: record.vendorName,
            person: '',
            when: { startsAt: record.startsAt, endsAt: record.endsAt },
            hours: kind === '1h' ? 1 : 24,
          });
        }
        return claimed.length;
      });
    }
    if (sent > 0) log.info({ meetings: sent }, 'meeting reminders sent');
    return sent;
  }

  deps.jobs?.define({
    name: meetingRemindersQueue,
    queue: { retryLimit: 0 },
    schedule: { cron: '* * * * *', timeZone: 'Asia/Taipei' },
    worker: {
      pollingIntervalSeconds: 15,
      handler: async () => {
        await runOnce();
      },
    },
  });

  return { runOnce };
}
