import type { RegistryCompany } from '@portal/contracts/registry';
import { describe, expect, it } from 'vitest';
import {
  type CompanyFormValues,
  companyChanges,
  companyFieldAliases,
  isMaskedName,
  registryPrefill,
  toCompanyFields,
} from './company-values';

const values: CompanyFormValues = {
  name: ' 美好股份有限公司 ',
  nameEn: '',
  representative: '王美好',
  capital: 5_000_000,
  address: '臺北市信義區市府路 1 號',
  phone: '02-2345-6789',
  website: '',
  categories: [' 連接器 ', '連接器', '', '被動元件'],
  contactName: '陳小明',
  contactTitle: '先生',
  contactPosition: '',
  contactEmail: 'ming@example.test',
  contactMobile: '0912-345-678',
};

const registry: RegistryCompany = {
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

describe('company form values', () => {
  it('sends trimmed texts, empty ones empty (so they clear), and unique categories', () => {
    expect(toCompanyFields(values)).toEqual({
      name: '美好股份有限公司',
      nameEn: '',
      representative: '王美好',
      capital: 5_000_000,
      address: '臺北市信義區市府路 1 號',
      phone: '02-2345-6789',
      website: '',
      categories: ['連接器', '被動元件'],
      contact: {
        name: '陳小明',
        contact_Title: '先生',
        position: '',
        email: 'ming@example.test',
        mobile: '0912-345-678',
      },
    });
    expect(toCompanyFields({ ...values, capital: undefined }).capital).toBeNull();
  });

  it('maps the API’s paths onto the flat fields', () => {
    const aliases = companyFieldAliases('company.');
    expect(aliases['company.contact.mobile']).toBe('contactMobile');
    expect(aliases['company.contact.contact_Title']).toBe('contactTitle');
    expect(aliases['company.categories.3']).toBe('categories');
    expect(companyFieldAliases('')['contact.email']).toBe('contactEmail');
  });

  it('fills name, representative, capital and address from the registry', () => {
    expect(registryPrefill(registry)).toEqual({
      name: '台灣積體電路製造股份有限公司',
      representative: '魏哲家',
      capital: 280_500_000_000,
      address: '新竹科學園區力行六路8號',
    });
  });

  it('leaves a masked representative out, and takes the paid-in capital when no other is given', () => {
    const masked = { ...registry, representative: '喻O芫', capital: null };
    expect(isMaskedName('喻O芫')).toBe(true);
    expect(isMaskedName('Oscar Wang')).toBe(false);
    expect(registryPrefill(masked)).toEqual({
      name: registry.name,
      capital: 259_325_245_210,
      address: registry.address,
    });
  });

  it('sends only what changed, the contact person whole', () => {
    expect(companyChanges(values, { ...values })).toEqual({});
    expect(companyChanges(values, { ...values, phone: '02-8765-4321', contactPosition: '採購經理' })).toEqual(
      {
        phone: '02-8765-4321',
        contact: {
          name: '陳小明',
          contact_Title: '先生',
          position: '採購經理',
          email: 'ming@example.test',
          mobile: '0912-345-678',
        },
      },
    );
    expect(companyChanges(values, { ...values, capital: null })).toEqual({ capital: null });
  });
});
