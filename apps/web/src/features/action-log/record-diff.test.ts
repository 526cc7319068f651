import { describe, expect, it } from 'vitest';
import { diffRecords, displayValue, sameValue } from './record-diff';

describe('diffRecords', () => {
  it('puts changed, added and removed fields first, then the unchanged ones', () => {
    const changes = diffRecords(
      { nameZh: '編輯', permissions: ['news:write'], description: '', code: null },
      {
        nameZh: '編輯',
        permissions: ['news:write', 'banners:write'],
        description: '管理內容',
        isSystem: false,
      },
    );
    expect(changes.map((change) => [change.field, change.kind])).toEqual([
      ['permissions', 'changed'],
      ['description', 'changed'],
      ['code', 'removed'],
      ['isSystem', 'added'],
      ['nameZh', 'unchanged'],
    ]);
    expect(changes[0]).toMatchObject({ before: ['news:write'], after: ['news:write', 'banners:write'] });
  });

  it('reads a create as all added and a delete as all removed', () => {
    expect(diffRecords(null, { a: 1 })).toEqual([{ field: 'a', kind: 'added', before: undefined, after: 1 }]);
    expect(diffRecords({ a: 1 }, null)).toEqual([
      { field: 'a', kind: 'removed', before: 1, after: undefined },
    ]);
    expect(diffRecords(null, null)).toEqual([]);
  });

  it('compares nested values by content, and tells null from a missing field', () => {
    expect(diffRecords({ a: { b: [1, 2] } }, { a: { b: [1, 2] } })[0]?.kind).toBe('unchanged');
    expect(diffRecords({ a: { b: [1, 2] } }, { a: { b: [2, 1] } })[0]?.kind).toBe('changed');
    expect(diffRecords({ a: null }, { a: undefined })[0]?.kind).toBe('changed');
    expect(sameValue({ a: 1 }, { a: 1, b: undefined })).toBe(true);
  });
});

describe('displayValue', () => {
  it('shows text as is, nothing as a dash, and structures as JSON', () => {
    expect(displayValue('台積電')).toBe('台積電');
    expect(displayValue(null)).toBe('—');
    expect(displayValue(undefined)).toBe('');
    expect(displayValue(['a', 1])).toBe('["a",1]');
    expect(displayValue(false)).toBe('false');
  });
});
