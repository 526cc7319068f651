import { describe, expect, it } from 'vitest';
import { withParametersInline } from './copy-out';

describe("a statement's parameters written in for COPY", () => {
  it('quotes text, so a quote or a backslash in a value stays inside its literal', () => {
    const text = withParametersInline({
      sql: 'select * from t where a ilike $1 and b = $2',
      params: ["%x' or '1'='1%", 'back\\slash'],
    });
    expect(text).toBe("select * from t where a ilike '%x'' or ''1''=''1%' and b =  E'back\\\\slash'");
  });

  it('writes numbers in parentheses, null, booleans and times', () => {
    const text = withParametersInline({
      sql: 'select $1 - $2, $3, $4, $5',
      params: [1, -2, null, true, new Date('2026-11-27T00:00:00Z')],
    });
    expect(text).toBe("select (1) - (-2), null, true, '2026-11-27T00:00:00.000Z'");
  });

  it('tells $1 from $10', () => {
    const params = Array.from({ length: 10 }, (_, index) => index + 1);
    const text = withParametersInline({ sql: `select ${params.map((n) => `$${n}`).join(', ')}`, params });
    expect(text).toBe(`select ${params.map((n) => `(${n})`).join(', ')}`);
  });

  it('refuses a missing or an unused parameter, and a value it cannot write', () => {
    expect(() => withParametersInline({ sql: 'select $2', params: [1] })).toThrow(/\$2/);
    expect(() => withParametersInline({ sql: 'select $1', params: [1, 2] })).toThrow(/unused/);
    expect(() => withParametersInline({ sql: 'select $1', params: [{ a: 1 }] })).toThrow(/object/);
    expect(() => withParametersInline({ sql: 'select $1', params: [Number.NaN] })).toThrow(/number/);
  });
});
