import { createTransport } from 'nodemailer';
import type { MailAttachment } from './mail-attachment';

export interface MailMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  /** Files sent along (a meeting's `.ics`); an iCalendar one is also the mail's invitation part. */
  attachments?: MailAttachment[];
}

export interface MailSender {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface MailSettings {
  smtpUrl: string;
  from: string;
  /** Host part of Message-IDs (the portal's public host). */
  messageIdHost: string;
  timeoutMs: number;
}

/**
 * Nodemailer's parts for the attachments: each as a file, and an invitation (`method`) also as the
 * `text/calendar` alternative calendar clients offer to accept.
 */
function attachmentParts(attachments: MailAttachment[]) {
  if (attachments.length === 0) return {};
  const invitation = attachments.find((file) => file.method);
  return {
    attachments: attachments.map((file) => ({
      filename: file.filename,
      content: file.content,
      contentType: file.contentType,
    })),
    ...(invitation?.method ? { icalEvent: { method: invitation.method, content: invitation.content } } : {}),
  };
}

/** SMTP through nodemailer; one connection per message, each step bounded so a stuck server cannot hold a job. */
export function createMailSender(settings: MailSettings): MailSender {
  const transport = createTransport({
    url: settings.smtpUrl,
    connectionTimeout: settings.timeoutMs,
    greetingTimeout: settings.timeoutMs,
    socketTimeout: settings.timeoutMs,
    // Message content never names files or URLs to fetch; refuse them outright.
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return {
    async send(message) {
      await transport.sendMail({
        from: settings.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...attachmentParts(message.attachments ?? []),
        // The outbox id makes a retried delivery recognisable as the same message.
        messageId: `<${message.id}@${settings.messageIdHost}>`,
        headers: { 'Auto-Submitted': 'auto-generated' },
      });
    },
    close() {
      transport.close();
    },
  };
}

/** A short reason for the outbox and the log: SMTP reply or network code, no message content. */
export function describeMailError(error: unknown): string {
  if (!(error instanceof Error)) return 'unknown error';
  const details = error as Error & { code?: string; responseCode?: number; response?: string };
  const parts = [details.code, details.response ?? error.message].filter(Boolean);
  return parts.join(': ').slice(0, 500);
}
