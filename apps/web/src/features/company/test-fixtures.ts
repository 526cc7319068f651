import type { RegistryCompany } from '@portal/contracts/registry';
import type { Vendor } from '@portal/contracts/vendor';
import type { Application, StoredDocument } from '@portal/contracts/vendor-application';
import type { StoredUser } from '../../lib/session';
import { testUser } from '../../test/render-app';

/** Fixtures of the vendor pages' tests (component tests only). */

const time = '2026-03-02T03:04:05.000Z';

export const applicant: StoredUser = {
  ...testUser,
  id: '01930000-0000-7000-8000-000000000001',
  permissions: [],
  vendor: null,
};

export const sampleRegistry: RegistryCompany = {
  ubn: '22099131',
  name: '台灣積體電路製造股份有限公司',
  representative: '魏哲家',
  capital: 280_500_000_000,
  paidInCapital: 259_325_245_210,
  address: '新竹科學園區力行六路8號',
  authority: '國家科學及技術委員會新竹科學園區管理局',
  setupDate: '1987-02-21',
  lastChangeDate: '2024-08-26',
  revokeDate: null,
  suspendedFrom: null,
  suspendedUntil: null,
  status: 'active',
  statusText: '核准設立',
  kind: 'company',
};

export const sampleDocument: StoredDocument = {
  id: '01930000-0000-7000-8000-0000000000d1',
  fileName: '公司登記表.pdf',
  contentType: 'application/pdf',
  size: 204_800,
  createdTime: time,
};

export const sampleApplication: Application = {
  auditID: '01930000-0000-7000-8000-0000000000e1',
  kind: 'apply',
  status: 'pending',
  isAudited: false,
  isAccepted: false,
  ubn: '22099131',
  company: {
    name: '台灣積體電路製造股份有限公司',
    nameEn: 'TSMC',
    address: '新竹科學園區力行六路8號',
    phone: '03-563-6688',
    website: 'https://www.tsmc.com',
    capital: 280_500_000_000,
    representative: '魏哲家',
    categories: ['晶圓代工'],
    contact: {
      name: '陳小明',
      contact_Title: '先生',
      position: '採購經理',
      email: 'ming@example.test',
      mobile: '+886912345678',
    },
  },
  registry: sampleRegistry,
  registryVerified: true,
  notes: null,
  rejectReason: null,
  documents: [sampleDocument],
  applicant: { id: applicant.id ?? '', name: '王小明', email: 'ming@example.test' },
  vendorId: null,
  previousID: null,
  createdTime: time,
  auditedTime: null,
  auditorName: null,
  timeline: [
    {
      kind: 'submitted',
      auditID: '01930000-0000-7000-8000-0000000000e1',
      actorName: '王小明',
      note: null,
      time,
    },
  ],
};

export const rejectedApplication: Application = {
  ...sampleApplication,
  status: 'rejected',
  isAudited: true,
  rejectReason: '請補上公司登記表的最新版本。',
  auditedTime: '2026-03-03T03:04:05.000Z',
  auditorName: '林審核',
  timeline: [
    ...sampleApplication.timeline,
    {
      kind: 'rejected',
      auditID: sampleApplication.auditID,
      actorName: '林審核',
      note: '請補上公司登記表的最新版本。',
      time: '2026-03-03T03:04:05.000Z',
    },
  ],
};

export const sampleVendor: Vendor = {
  id: '01930000-0000-7000-8000-0000000000f1',
  ubn: '22099131',
  name: '台灣積體電路製造股份有限公司',
  nameEn: 'TSMC',
  address: '新竹科學園區力行六路8號',
  phone: '03-563-6688',
  website: 'https://www.tsmc.com',
  capital: 280_500_000_000,
  representative: '魏哲家',
  categories: ['晶圓代工'],
  contact: {
    name: '陳小明',
    contact_Title: '先生',
    position: '採購經理',
    email: 'ming@example.test',
    mobile: '+886912345678',
  },
  level: 'registered',
  certifiedTime: null,
  status: 'active',
  registry: { checkedTime: time, status: 'active', flagged: false, company: sampleRegistry },
  myRole: 'owner',
  createdTime: time,
  updatedTime: time,
};

/** A vendor person as stored at sign-in. */
export function vendorUser(role: 'owner' | 'manager' | 'member'): StoredUser {
  return { ...applicant, vendor: { id: sampleVendor.id, name: sampleVendor.name, role } };
}

export const vendorAdmin: StoredUser = {
  ...testUser,
  id: '01930000-0000-7000-8000-0000000000a9',
  name: '系統管理員',
  permissions: ['*'],
  vendor: null,
};
