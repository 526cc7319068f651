import type { Language } from '@portal/contracts/i18n';
import type { Database } from '../../db/client';
import type { MailAttachment } from '../messaging/mail-attachment';
import type { MessageTemplate, Messaging } from '../messaging/messaging.service';
import { taipeiRange } from './meeting-ics';

export interface MailRecipient {
  id: string;
  name: string;
  email: string | null;
  language: Language;
  status: 'active' | 'disabled';
}

export interface MeetingMailFacts {
  meetingId: string;
  subject: string;
  company: string;
  person: string;
  slots?: { startsAt: Date; endsAt: Date }[];
  when?: { startsAt: Date; endsAt: Date };
  reason?: string;
  hours?: number;
  ics?: { content: string; method: 'REQUEST' | 'CANCEL' };
}

/** Meeting mails, written in the caller's transaction (a rolled-back change sends none). */
export function createMeetingMailer(deps: { messaging: Messaging; publicUrl: string }) {
  const base = deps.publicUrl.replace(/\/+$/, '');

  return {
    async send(
      tx: Database,
      template: MessageTemplate,
      recipients: MailRecipient[],
      facts: MeetingMailFacts,
    ) {
      const attachments: MailAttachment[] | undefined = facts.ics
        ? [{ filename: 'meeting.ics', contentType: 'text/calendar; charset=utf-8', ...facts.ics }]
        : undefined;
      const seen = new Set<string>();
      for (const to of recipients) {
        if (!to.email || to.status !== 'active' || seen.has(to.email)) continue;
        seen.add(to.email);
        await deps.messaging.queue(tx, {
          channel: 'email',
          recipient: to.email,
          template,
          language: to.language,
          params: {
            name: to.name,
            subject: facts.subject,
            company: facts.company,
            person: facts.person,
            slots: (facts.slots ?? [])
              .map((slot) => `・${taipeiRange(slot.startsAt, slot.endsAt)}`)
              .join('\n'),
            when: facts.when ? taipeiRange(facts.when.startsAt, facts.when.endsAt) : '',
            reason: facts.reason ?? '',
            hours: String(facts.hours ?? ''),
            link: `${base}/meeting/${facts.meetingId}`,
          },
          ...(attachments ? { attachments } : {}),
        });
      }
    },
  };
}

export type MeetingMailer = ReturnType<typeof createMeetingMailer>;
