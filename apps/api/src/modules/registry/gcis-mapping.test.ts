import { describe, expect, it } from 'vitest';
import { mapGcisRecord, registryStatusOf } from './gcis-mapping';
import { fakeUbns, inventedRecords, tsmcRecord } from './testing/fake-gcis';

const now = new Date('2026-11-22T02:00:00Z');
const map = (record: object, ubn = '22099131') => mapGcisRecord(record as never, { ubn, now });

describe('mapping a registry record', () => {
  it('maps the real answer for 22099131', () => {
    expect(map(tsmcRecord)).toEqual({
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
    });
  });

  it('turns "", spaces and missing keys into null', () => {
    const company = map({
      Business_Accounting_NO: '22099131',
      Company_Name: '某公司',
      Company_Status_Desc: '核准設立',
      Responsible_Name: '   ',
      Company_Location: '',
      Capital_Stock_Amount: '',
    });
    expect(company).toMatchObject({
      representative: null,
      address: null,
      authority: null,
      capital: null,
      paidInCapital: null,
      setupDate: null,
      status: 'active',
    });
  });

  it('makes an impossible ROC date null and keeps the rest', () => {
    const records = inventedRecords(now);
    const company = map(records[fakeUbns.impossibleDate] as object, fakeUbns.impossibleDate);
    expect(company.setupDate).toBeNull();
    expect(company.lastChangeDate).toBe('2025-01-10');
    expect(company.name).toBe('日期異常股份有限公司');
    expect(company.representative).toBeNull();
    expect(company.authority).toBeNull();
    expect(company.status).toBe('active');
  });

  it('reads a suspension window around today as suspended whatever the text says', () => {
    const records = inventedRecords(now);
    const company = map(records[fakeUbns.suspended] as object, fakeUbns.suspended);
    expect(company.statusText).toBe('核准設立');
    expect(company.status).toBe('suspended');
    // The same record a year and a half later: the window has passed.
    const later = mapGcisRecord(records[fakeUbns.suspended] as never, {
      ubn: fakeUbns.suspended,
      now: new Date('2028-06-01T00:00:00Z'),
    });
    expect(later.status).toBe('active');
  });

  it('reads a dissolved company as revoked', () => {
    const company = map(inventedRecords(now)[fakeUbns.dissolved] as object, fakeUbns.dissolved);
    expect(company).toMatchObject({ status: 'revoked', statusText: '解散', revokeDate: '2023-03-01' });
  });
});

describe('registry status', () => {
  const base = {
    statusText: '核准設立',
    revokeDate: null,
    suspendedFrom: null,
    suspendedUntil: null,
    today: '2026-11-22',
  };

  it.each([
    [{}, 'active'],
    [{ suspendedFrom: '2026-11-22', suspendedUntil: '2026-11-22' }, 'suspended'],
    [{ suspendedFrom: '2026-01-01' }, 'suspended'],
    [{ suspendedFrom: '2026-01-01', suspendedUntil: '2026-11-21' }, 'active'],
    [{ suspendedFrom: '2026-11-23', suspendedUntil: '2027-01-01' }, 'active'],
    [{ statusText: '停業', suspendedFrom: '2026-01-01', suspendedUntil: '2027-01-01' }, 'suspended'],
    [{ revokeDate: '2020-01-01' }, 'revoked'],
    [{ statusText: '廢止' }, 'revoked'],
    [{ statusText: '撤銷' }, 'revoked'],
    [{ statusText: '撤回認許' }, 'revoked'],
    [{ statusText: '解散' }, 'revoked'],
    [{ statusText: '停業' }, 'other'],
    [{ statusText: '重整' }, 'other'],
    [{ statusText: null }, 'other'],
  ] as const)('%o → %s', (change, expected) => {
    expect(registryStatusOf({ ...base, ...change })).toBe(expected);
  });
});
