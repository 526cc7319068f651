import type { Database } from '../../db/client';
import type { Messaging } from '../messaging/messaging.service';
import { applicationRequestWording } from '../messaging/vendor-application-templates';
import { companyOf } from './application-view';
import type { ApplicationRecord } from './vendor-applications.repository';

export type ApplicationMail = 'received' | 'accepted' | 'rejected';

/** Where each kind is followed in the web app. */
export const pageOfKind = { apply: '/company/application', upgrade: '/company/upgrade' } as const;

/**
 * Tells the applicant, in their language, that the application arrived or was decided. The account's
 * e-mail is the address; an account without one is written to at the contact's e-mail it typed.
 */
export function createApplicationMailer(deps: { messaging: Messaging; publicUrl: string }) {
  const base = deps.publicUrl.replace(/\/+$/, '');

  return async function mailApplicant(tx: Database, record: ApplicationRecord, mail: ApplicationMail) {
    const { application } = record;
    const company = companyOf(record);
    const recipient = record.applicantEmail ?? (company.contact.email || null);
    if (!recipient) return;
    const language = record.applicantLanguage;
    await deps.messaging.queue(tx, {
      channel: 'email',
      recipient,
      template: `vendor-application-${mail}`,
      language,
      params: {
        name: record.applicantName,
        company: company.name,
        request: applicationRequestWording[language][application.kind],
        reason: application.rejectReason ?? '',
        link: `${base}${pageOfKind[application.kind]}`,
      },
    });
  };
}

export type ApplicationMailer = ReturnType<typeof createApplicationMailer>;
