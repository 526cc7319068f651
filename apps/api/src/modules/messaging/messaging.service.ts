import type { Env } from '../../config/env';
import type { Database } from '../../db/client';
import { type Clock, systemClock } from '../../lib/clock';
import type { JobRunner } from '../../lib/jobs';
import { currentPortalUrl } from '../../lib/portal-url';
import { newId } from '../../lib/uuid-v7';
import { deliverMessage } from './deliver-message';
import { createDeliveryQueue, type DeliveryTuning, defaultTuning } from './delivery-queue';
import { createEvery8dGateway } from './every8d-sms';
import { formatForTerminal } from './format-for-terminal';
import type { MailAttachment } from './mail-attachment';
import { createMailSender, type MailSender } from './mail-sender';
import {
  findOutboxMessage,
  findStaleQueuedIds,
  insertOutboxMessage,
  insertOutboxMessages,
  type OutboxMessage,
} from './messaging.repository';
import { createMitakeGateway } from './mitake-sms';
import { renderMessage } from './render-message';
import type { SmsGateway } from './sms-gateway';

export type OutboxStatus = OutboxMessage['status'];

export type MessageTemplate =
  | 'signup-code'
  | 'signup-email-registered'
  | 'email-change-code'
  | 'mobile-change-code'
  | 'password-reset-code'
  | 'password-changed'
  | 'welcome'
  | 'admin-password-reset'
  | 'vendor-application-received'
  | 'vendor-application-accepted'
  | 'vendor-application-rejected'
  | 'vendor-invitation'
  | 'vendor-join-request'
  | 'vendor-join-accepted'
  | 'vendor-join-rejected'
  | 'vendor-member-left'
  // The inquiry mailbox's digests
  | 'inquiry-new'
  | 'inquiry-reply'
  // Meetings
  | 'meeting-proposed'
  | 'meeting-countered'
  | 'meeting-accepted'
  | 'meeting-declined'
  | 'meeting-rescheduled'
  | 'meeting-cancelled'
  | 'meeting-reminder'
  // Consultations
  | 'consultation-answered'
  | 'consultation-waiting'
  // Announcements
  | 'news-published';

export interface QueueMessageInput {
  channel: 'email' | 'sms';
  /** An e-mail address, or an E.164 mobile (+886912345678). */
  recipient: string;
  template: MessageTemplate;
  language: 'zh-Hant' | 'en';
  /** e.g. { code: '123456', name: '王小明', minutes: '10' } */
  params: Record<string, string>;
  /** Files the mail carries (a meeting's `.ics`); kept with the outbox row for delivery and resending. */
  attachments?: MailAttachment[];
}

export interface Messaging {
  /** Renders and records the message inside the caller's transaction (`db` may be a Drizzle transaction). */
  queue(db: Database, input: QueueMessageInput): Promise<{ id: string }>;
  /** The same for many messages: one insert and one job insert (a bulk import's chunk of mails). */
  queueMany(db: Database, inputs: QueueMessageInput[]): Promise<void>;
  /**
   * Queues a copy of a message for another delivery (administrators, from the outbox). Undefined when
   * there is no such message; null when its body was cleared after delivery (it carried a code).
   */
  resend(db: Database, messageId: string): Promise<{ id: string; status: OutboxStatus } | undefined | null>;
  /**
   * How each channel is delivered: by a transport, or by the outbox itself (administrators then read
   * the messages in full: nobody else can).
   */
  delivery: { email: 'smtp' | 'outbox'; sms: Env['SMS_PROVIDER'] };
  /** Queues an outbox sweep now (besides the one each minute). */
  requestSweep(): Promise<void>;
  /** Closes the SMTP connections; call after the job runner stopped. */
  close(): void;
}

export interface MessagingLog {
  info(o: object | string, m?: string): void;
  warn(o: object | string, m?: string): void;
  error(o: object | string, m?: string): void;
}

export interface MessagingOptions {
  env: Env;
  /** The process's job runner: delivery and the outbox sweep are its queues. */
  jobs: JobRunner;
  db: Database;
  log: MessagingLog;
  /** Time of `sentAt` (tests pass their own). */
  clock?: Clock;
  /** Retry, polling and sweep timing; tests shorten it. */
  tuning?: Partial<DeliveryTuning>;
  /**
   * Where a message no transport delivers is printed once, after its transaction committed, outside
   * production (the server passes its terminal). Absent: nothing is printed.
   */
  print?: (text: string) => void;
}

const emailPattern = /^[^\s@<>,;"]+@[^\s@<>,;"]+$/;
const e164Pattern = /^\+[1-9]\d{7,14}$/;

function assertRecipient(input: QueueMessageInput) {
  const isValid =
    input.channel === 'email' ? emailPattern.test(input.recipient) : e164Pattern.test(input.recipient);
  if (!isValid)
    throw new Error(
      `recipient is not a valid ${input.channel === 'email' ? 'e-mail address' : 'E.164 mobile'}`,
    );
}

/** The configured SMS provider, or none when the outbox is the delivery. */
function createSmsGateway(env: Env, timeoutMs: number): SmsGateway | undefined {
  switch (env.SMS_PROVIDER) {
    case 'mitake':
      return createMitakeGateway({
        url: env.MITAKE_URL,
        username: env.MITAKE_USERNAME,
        password: env.MITAKE_PASSWORD,
        timeoutMs,
      });
    case 'every8d':
      return createEvery8dGateway({
        url: env.EVERY8D_URL,
        uid: env.EVERY8D_UID,
        pwd: env.EVERY8D_PWD,
        timeoutMs,
      });
    case 'outbox':
      return undefined;
  }
}

/**
 * Mail and SMS. With a transport configured (SMTP_URL, or an SMS provider) a message is `queued` and
 * a pg-boss job delivers it with retries, off the request; otherwise it is `stored`, and the outbox
 * (read by administrators) is the delivery.
 */
export function createMessaging(options: MessagingOptions): Messaging {
  const { env, log } = options;
  const tuning: DeliveryTuning = { ...defaultTuning, ...options.tuning };
  const clock = options.clock ?? systemClock;
  const sms = createSmsGateway(env, tuning.sendTimeoutMs);
  let mail: MailSender | undefined;
  // Built on first use: a process that never delivers opens no SMTP connection.
  const mailSender = () => {
    if (env.SMTP_URL && !mail) {
      mail = createMailSender({
        smtpUrl: env.SMTP_URL,
        from: env.MAIL_FROM,
        messageIdHost: new URL(env.PUBLIC_URL).hostname,
        timeoutMs: tuning.sendTimeoutMs,
      });
    }
    return mail;
  };
  const print = env.NODE_ENV === 'production' ? undefined : options.print;
  const queue = createDeliveryQueue({
    jobs: options.jobs,
    tuning,
    handlers: {
      deliver: (job) =>
        deliverMessage(
          {
            db: options.db,
            mail: mailSender(),
            sms,
            clock,
            log,
            maxAttempts: tuning.retryLimit + 1,
            ...(print ? { print: (message: OutboxMessage) => print(formatForTerminal(message)) } : {}),
          },
          job,
        ),
      sweep: async () => {
        const ids = await findStaleQueuedIds(options.db, tuning.staleAfterSeconds, 500);
        await queue.enqueue(ids);
        if (ids.length > 0) log.info({ count: ids.length }, 'outbox sweep re-enqueued queued messages');
      },
    },
  });

  const hasTransport = (channel: QueueMessageInput['channel']) =>
    channel === 'email' ? Boolean(env.SMTP_URL) : Boolean(sms);
  // A stored message gets a job too when it is to be printed: the job runs once the message is committed.
  const needsJob = (status: OutboxStatus) => status === 'queued' || (status === 'stored' && Boolean(print));

  return {
    async queue(db, input) {
      assertRecipient(input);
      const rendered = renderMessage(input, { portalUrl: currentPortalUrl(env.PUBLIC_URL) });
      const status = hasTransport(input.channel) ? 'queued' : 'stored';
      // A savepoint inside the caller's transaction: the message and its job exist together or not at all.
      return db.transaction(async (tx) => {
        const row = await insertOutboxMessage(tx, {
          channel: input.channel,
          recipient: input.recipient,
          template: input.template,
          language: input.language,
          ...rendered,
          ...(input.attachments ? { attachments: input.attachments } : {}),
          status,
        });
        if (needsJob(status)) await queue.enqueueWithin(tx, row.id);
        return row;
      });
    },

    async queueMany(db, inputs) {
      const rows = inputs.map((input) => {
        assertRecipient(input);
        const rendered = renderMessage(input, { portalUrl: currentPortalUrl(env.PUBLIC_URL) });
        const status: OutboxStatus = hasTransport(input.channel) ? 'queued' : 'stored';
        return {
          id: newId(),
          channel: input.channel,
          recipient: input.recipient,
          template: input.template,
          language: input.language,
          ...rendered,
          attachments: input.attachments ?? [],
          status,
        };
      });
      await insertOutboxMessages(db, rows);
      await queue.enqueueManyWithin(
        db,
        rows.filter((row) => needsJob(row.status)).map((row) => row.id),
      );
    },

    async resend(db, messageId) {
      const original = await findOutboxMessage(db, messageId);
      if (!original) return undefined;
      if (!original.bodyText) return null;
      const status = hasTransport(original.channel) ? 'queued' : 'stored';
      return db.transaction(async (tx) => {
        const row = await insertOutboxMessage(tx, {
          channel: original.channel,
          recipient: original.recipient,
          template: original.template,
          language: original.language,
          subject: original.subject,
          bodyText: original.bodyText,
          bodyHtml: original.bodyHtml,
          sensitive: original.sensitive,
          attachments: original.attachments,
          status,
        });
        if (needsJob(status)) await queue.enqueueWithin(tx, row.id);
        return { id: row.id, status };
      });
    },

    delivery: { email: env.SMTP_URL ? 'smtp' : 'outbox', sms: env.SMS_PROVIDER },

    requestSweep: () => queue.requestSweep(),

    close() {
      mail?.close();
      mail = undefined;
    },
  };
}
