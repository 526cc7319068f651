import type { Database } from '../../db/client';
import type { Messaging } from '../messaging/messaging.service';
import { mailWantedBy, notifyPeople } from '../notifications/notify-people';
import { holdersOf, type MailTarget, mailTargetOf, markStaffMailed } from './consultations.repository';

/** Staff are mailed about one case at most once in this window (later posts wait in the list). */
export const staffMailWindowMinutes = 15;

/** Mails of the consultations, written in the caller's transaction (a rolled-back post sends none). */
export function createConsultationMailer(deps: { messaging: Messaging; publicUrl: string }) {
  const base = deps.publicUrl.replace(/\/+$/, '');
  const caseLink = (id: string) => `${base}/consultation/${id}`;

  function send(
    tx: Database,
    template: 'consultation-answered' | 'consultation-waiting',
    to: MailTarget,
    params: Record<string, string>,
  ) {
    return deps.messaging.queue(tx, {
      channel: 'email',
      recipient: to.email,
      template,
      language: to.language,
      params: { name: to.name, ...params },
    });
  }

  return {
    /**
     * To the asker, when staff answered: a notification in the bell, and the mail in their language unless
     * their preferences turned this kind's mail off.
     */
    async answered(tx: Database, consultation: { id: string; subject: string; askerId: string }) {
      await notifyPeople(tx, {
        userIds: [consultation.askerId],
        kind: 'consultation-answered',
        entityId: consultation.id,
        link: `/consultation/${consultation.id}`,
        params: { subject: consultation.subject },
      });
      if ((await mailWantedBy(tx, [consultation.askerId], 'consultation-answered')).length === 0) return;
      const asker = await mailTargetOf(tx, consultation.askerId);
      if (!asker) return;
      await send(tx, 'consultation-answered', asker, {
        subject: consultation.subject,
        link: caseLink(consultation.id),
      });
    },

    /**
     * To every active holder of consultations:handle (the asker left out), unless they were mailed about
     * this case less than the window ago: a burst of replies gives one mail, not one per reply.
     */
    async waiting(
      tx: Database,
      consultation: { id: string; subject: string; askerId: string; staffMailedAt: Date | null },
      person: string,
      now: Date,
    ) {
      const last = consultation.staffMailedAt;
      if (last && now.getTime() - last.getTime() < staffMailWindowMinutes * 60_000) return;
      const staff = (await holdersOf(tx, 'consultations:handle')).filter(
        (holder) => holder.id !== consultation.askerId,
      );
      for (const holder of staff) {
        await send(tx, 'consultation-waiting', holder, {
          subject: consultation.subject,
          person,
          link: caseLink(consultation.id),
        });
      }
      await markStaffMailed(tx, consultation.id, now);
    },
  };
}

export type ConsultationMailer = ReturnType<typeof createConsultationMailer>;
