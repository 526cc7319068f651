import type { RegistryCompany } from '@portal/contracts/registry';
import type { Application, AuditRow } from '@portal/contracts/vendor-application';
import { testUser } from '../../test/render-app';

/** Fixtures of the staff vendor page tests (component tests only). */

export const auditor = { ...testUser, permissions: ['vendors:audit', 'vendors:read'] };

/** The registry's record of 22099131 (domain/gcis-22099131.json) as the server maps it. */
export const tsmcRegistry: RegistryCompany = {
  ubn: '22099131',
  name: '台灣積體電路製造股份有限公司',
  representative: '魏哲家',
  capital: 280500000000,
  paidInCapital: 259323700670,
  address: '新竹科學園區新竹市力行六路8號',
  authority: '國家科學及技術委員會新竹科學園區管理局',
  setupDate: '1987-02-21',
  lastChangeDate: '2026-05-25',
  revokeDate: null,
  suspendedFrom: null,
  suspendedUntil: null,
  status: 'active',
  statusText: '核准設立',
  kind: 'company',
};

export const pendingId = '01930000-0000-7000-8000-0000000000e1';
export const applicantId = '01930000-0000-7000-8000-0000000000e9';

export const application = (fields: Partial<Application> = {}): Application => ({
  auditID: pendingId,
  kind: 'apply',
  status: 'pending',
  isAudited: false,
  isAccepted: false,
  ubn: '22099131',
  company: {
    name: '臺灣積體電路製造股份有限公司',
    address: '新竹科學園區 新竹市力行六路８號',
    phone: '03-563-6688',
    website: 'https://www.tsmc.com',
    capital: 280500000000,
    representative: '魏哲家',
    categories: ['晶圓代工'],
    contact: {
      name: '林小美',
      contact_Title: '小姐',
      position: '採購經理',
      email: 'mei@example.test',
      mobile: '+886912345678',
    },
  },
  registry: tsmcRegistry,
  registryVerified: true,
  notes: '請協助審核。',
  rejectReason: null,
  documents: [
    {
      id: '01930000-0000-7000-8000-0000000000f1',
      fileName: '設立登記表.pdf',
      contentType: 'application/pdf',
      size: 245_760,
      createdTime: '2026-11-20T02:00:00.000Z',
    },
  ],
  applicant: { id: applicantId, name: '林小美', email: 'mei@example.test' },
  vendorId: null,
  previousID: null,
  createdTime: '2026-11-20T02:05:00.000Z',
  auditedTime: null,
  auditorName: null,
  timeline: [
    {
      kind: 'submitted',
      auditID: pendingId,
      actorName: '林小美',
      note: null,
      time: '2026-11-20T02:05:00.000Z',
    },
  ],
  ...fields,
});

export const auditRow = (
  fields: Partial<AuditRow> & Pick<AuditRow, 'auditID' | 'displayName'>,
): AuditRow => ({
  kind: 'apply',
  status: 'pending',
  isAudited: false,
  isAccepted: false,
  ubn: '22099131',
  createdTime: '2026-11-20T02:05:00.000Z',
  name: '林小美',
  email: 'mei@example.test',
  mobile: '+886912345678',
  contact_Title: '小姐',
  position: '採購經理',
  rejectReason: null,
  registryVerified: true,
  applicantName: '林小美',
  ...fields,
});
