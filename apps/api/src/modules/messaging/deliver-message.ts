import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { DeliverJob } from './delivery-queue';
import { describeMailError, type MailSender } from './mail-sender';
import {
  isVisible,
  lockMessage,
  markAttemptFailed,
  markSent,
  markStored,
  type OutboxMessage,
} from './messaging.repository';
import type { MessagingLog } from './messaging.service';
import type { SmsGateway } from './sms-gateway';

export interface DeliveryContext {
  db: Database;
  mail: MailSender | undefined;
  sms: SmsGateway | undefined;
  clock: Clock;
  log: MessagingLog;
  /** Attempts a message gets in all, whichever jobs make them. */
  maxAttempts: number;
  /** Prints a message no transport delivers (outside production, when the server has a terminal). */
  print?: (message: OutboxMessage) => void;
}

type Outcome =
  | { kind: 'sent' | 'failed' | 'stored' | 'printed' | 'settled' | 'busy' | 'missing' }
  | { kind: 'retry'; reason: string };

/** Thrown so that pg-boss retries the job with backoff. */
export class RetryDeliveryError extends Error {
  override name = 'RetryDeliveryError';
}

async function send(context: DeliveryContext, message: OutboxMessage): Promise<void> {
  if (message.channel === 'email') {
    await context.mail?.send({
      id: message.id,
      to: message.recipient,
      subject: message.subject ?? '',
      text: message.bodyText,
      html: message.bodyHtml,
      attachments: message.attachments,
    });
  } else {
    await context.sms?.send({ id: message.id, mobile: message.recipient, text: message.bodyText });
  }
}

/** A reason safe to log: an error code when there is one (SMTP replies may quote the address). */
function logReason(error: unknown): string {
  if (!(error instanceof Error)) return 'unknown error';
  const code = (error as Error & { code?: unknown }).code;
  return typeof code === 'string' ? code : error.message.slice(0, 200);
}

/**
 * Delivers one outbox message. The row stays locked while it is sent, so two jobs for one message
 * (a retry and a sweep) never send it twice at once; a message no longer queued is left alone.
 */
async function attempt(context: DeliveryContext, job: DeliverJob): Promise<Outcome> {
  return context.db.transaction(async (tx) => {
    const message = await lockMessage(tx, job.messageId);
    if (!message) return { kind: (await isVisible(tx, job.messageId)) ? 'busy' : 'missing' };
    // A stored message's only job is its print: one job per message, so it is printed once.
    if (message.status === 'stored' && context.print) {
      context.print(message);
      return { kind: 'printed' };
    }
    if (message.status !== 'queued') return { kind: 'settled' };
    const hasTransport = message.channel === 'email' ? context.mail : context.sms;
    if (!hasTransport) {
      await markStored(tx, message.id);
      context.print?.(message);
      return { kind: 'stored' };
    }
    const attempts = message.attempts + 1;
    try {
      await send(context, message);
    } catch (error) {
      const isFinal = job.isLastTry || attempts >= context.maxAttempts;
      const lastError = message.channel === 'email' ? describeMailError(error) : logReason(error);
      await markAttemptFailed(tx, message.id, { attempts, lastError, isFinal });
      const entry = { messageId: message.id, channel: message.channel, attempts, reason: logReason(error) };
      if (isFinal) {
        context.log.error(entry, 'message delivery failed; no retries left');
        return { kind: 'failed' };
      }
      context.log.warn(entry, 'message delivery failed; will retry');
      return { kind: 'retry', reason: logReason(error) };
    }
    await markSent(tx, message.id, { attempts, sentAt: context.clock.now(), blankBody: message.sensitive });
    context.log.info(
      { messageId: message.id, channel: message.channel, template: message.template, attempts },
      'message delivered',
    );
    return { kind: 'sent' };
  });
}

/** The job handler: throws when pg-boss should try again later. */
export async function deliverMessage(context: DeliveryContext, job: DeliverJob): Promise<void> {
  const outcome = await attempt(context, job);
  if (outcome.kind === 'retry') throw new RetryDeliveryError(outcome.reason);
  if (outcome.kind === 'missing') {
    // Not committed yet, or rolled back: only the first can still appear, so look again later.
    if (!job.isLastTry) throw new RetryDeliveryError('message not visible yet');
    context.log.info({ messageId: job.messageId }, 'message never appeared; its transaction rolled back');
  }
}
