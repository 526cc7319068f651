import { type AuditRow, auditListQuerySchema } from '@portal/contracts/vendor-application';
import { defineExport, labelOf, taipeiTime, yesNo } from '../exports/export-definition';
import { applicationKindTexts, applicationStatusTexts } from '../exports/export-labels';
import type { ApplicationAuditService } from './application-audit.service';
import type { AuditQueueQuery } from './audit-queue.repository';

/** `GET /Exports/Applications`: the audit queue (`vendors:audit`), read as `GET /Vendor/Audits` reads it. */
export function applicationsExport(deps: { audit: Pick<ApplicationAuditService, 'queue'> }) {
  return defineExport<AuditQueueQuery, AuditRow>({
    list: 'Applications',
    fileStem: 'applications',
    access: { permission: 'vendors:audit' },
    listQuerySchema: auditListQuerySchema,
    read: (_reader, query) => deps.audit.queue(query),
    columns: [
      {
        label: { 'zh-Hant': '類型', en: 'Kind' },
        value: (row, language) => labelOf(applicationKindTexts, row.kind, language),
      },
      {
        label: { 'zh-Hant': '狀態', en: 'Status' },
        value: (row, language) => labelOf(applicationStatusTexts, row.status, language),
      },
      { label: { 'zh-Hant': '公司名稱', en: 'Company name' }, value: (row) => row.displayName },
      { label: { 'zh-Hant': '統一編號', en: 'UBN' }, value: (row) => row.ubn },
      { label: { 'zh-Hant': '聯絡人', en: 'Contact' }, value: (row) => row.name },
      { label: { 'zh-Hant': '聯絡人職稱', en: 'Contact title' }, value: (row) => row.contact_Title },
      { label: { 'zh-Hant': '電子郵件', en: 'E-mail' }, value: (row) => row.email },
      { label: { 'zh-Hant': '手機', en: 'Mobile' }, value: (row) => row.mobile },
      { label: { 'zh-Hant': '申請人', en: 'Applicant' }, value: (row) => row.applicantName },
      {
        label: { 'zh-Hant': '商工登記已核對', en: 'Registry verified' },
        value: (row, language) => yesNo(row.registryVerified, language),
      },
      { label: { 'zh-Hant': '退回原因', en: 'Reject reason' }, value: (row) => row.rejectReason },
      { label: { 'zh-Hant': '申請時間', en: 'Submitted' }, value: (row) => taipeiTime(row.createdTime) },
    ],
  });
}
