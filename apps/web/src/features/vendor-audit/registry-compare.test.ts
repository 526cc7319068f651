import type { RegistryCompany } from '@portal/contracts/registry';
import { describe, expect, it } from 'vitest';
import {
  type ComparableCompany,
  compareWithRegistry,
  looseText,
  matchesMaskedName,
} from './registry-compare';

/** The registry's record of 22099131 (domain/gcis-22099131.json), as the server maps it. */
const registry: RegistryCompany = {
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

const typed: ComparableCompany = {
  name: '臺灣積體電路製造股份有限公司',
  representative: '魏哲家',
  capital: 280500000000,
  address: '新竹科學園區 新竹市力行六路８號',
};

const resultsOf = (company: ComparableCompany, record: RegistryCompany | null) =>
  Object.fromEntries(compareWithRegistry(company, record).map((row) => [row.field, row.result]));

describe('compareWithRegistry', () => {
  it('reads 臺 as 台, full-width digits as digits and ignores spaces', () => {
    expect(resultsOf(typed, registry)).toEqual({
      name: 'same',
      representative: 'same',
      capital: 'same',
      address: 'same',
    });
  });

  it('keeps both values and marks what differs', () => {
    const rows = compareWithRegistry(
      { ...typed, address: '新竹市力行六路8號', capital: 1000, representative: '劉德音' },
      registry,
    );
    expect(rows).toEqual([
      { field: 'name', typed: '臺灣積體電路製造股份有限公司', registry: registry.name, result: 'same' },
      { field: 'representative', typed: '劉德音', registry: '魏哲家', result: 'different' },
      { field: 'capital', typed: 1000, registry: 280500000000, result: 'different' },
      { field: 'address', typed: '新竹市力行六路8號', registry: registry.address, result: 'different' },
    ]);
  });

  it('takes a masked representative’s O as any one character', () => {
    const masked = { ...registry, representative: '喻O芫' };
    expect(resultsOf({ ...typed, representative: '喻小芫' }, masked).representative).toBe('same');
    expect(resultsOf({ ...typed, representative: '喻 小 芫' }, masked).representative).toBe('same');
    expect(resultsOf({ ...typed, representative: '喻小小芫' }, masked).representative).toBe('different');
    expect(resultsOf({ ...typed, representative: '王小芫' }, masked).representative).toBe('different');
    // A full-width Ｏ is the same mark; an unmasked name is compared as it is.
    expect(matchesMaskedName('陳大文', '陳Ｏ文')).toBe(true);
    expect(matchesMaskedName('陳大文', '陳大武')).toBe(false);
  });

  it('has nothing to compare without a registry record, a registry value or a typed capital', () => {
    expect(resultsOf(typed, null)).toEqual({
      name: 'missing',
      representative: 'missing',
      capital: 'missing',
      address: 'missing',
    });
    const blanks = { ...registry, representative: null, address: '  ' };
    expect(resultsOf({ ...typed, capital: null }, blanks)).toEqual({
      name: 'same',
      representative: 'missing',
      capital: 'missing',
      address: 'missing',
    });
    expect(compareWithRegistry(typed, null)[0]).toEqual({
      field: 'name',
      typed: typed.name,
      registry: null,
      result: 'missing',
    });
  });
});

describe('looseText', () => {
  it('writes a text one way for comparing', () => {
    expect(looseText('臺北市　信義路５段 7號')).toBe('台北市信義路5段7號');
    expect(looseText('約翰‧史密斯')).toBe(looseText('約翰·史密斯'));
    expect(looseText('Acme Ltd.')).toBe('ACMELTD.');
  });
});
