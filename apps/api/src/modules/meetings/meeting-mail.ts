import type { Language } from '@portal/contracts/i18n';
import type { NotificationKind } from '@portal/contracts/notifications';
import type { Database } from '../../db/client';
import type { MailAttachment } from '../messaging/mail-attachment';
import type { MessageTemplate, Messaging } from '../messaging/messaging.service';
import { mailWantedBy, notifyPeople } from '../notifications/notify-people';
import { taipeiRange } from './meeting-ics';

/** The bell's kind of each meeting mail; reminders are mail only (the meeting is already in the calendar). */
const notificationKindOf: Partial<Record<MessageTemplate, NotificationKind>> = {
  'meeting-proposed': 'meeting-proposed',
  'meeting-accepted': 'meeting-accepted',
  'meeting-declined': 'meeting-changed',
  'meeting-countered': 'meeting-changed',
  'meeting-rescheduled': 'meeting-changed',
  'meeting-cancelled': 'meeting-changed',
};

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

/**
 * Meeting mails and bell notifications, written in the caller's transaction (a rolled-back change sends
 * none). A person who turned a kind's mail off in their preferences gets the notification only.
 */
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
      const active = recipients.filter((to) => to.status === 'active');
      const kind = notificationKindOf[template];
      let wantMail = new Set(active.map((to) => to.id));
      if (kind) {
        await notifyPeople(tx, {
          userIds: active.map((to) => to.id),
          kind,
          entityId: facts.meetingId,
          link: `/meeting/${facts.meetingId}`,
          params: { person: facts.person, subject: facts.subject },
        });
        wantMail = new Set(await mailWantedBy(tx, [...wantMail], kind));
      }
      const seen = new Set<string>();
      for (const to of active) {
        if (!to.email || !wantMail.has(to.id) || seen.has(to.email)) continue;
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
