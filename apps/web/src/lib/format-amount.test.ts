import { describe, expect, it } from 'vitest';
import { formatAmount } from './format-amount';

describe('formatAmount', () => {
  it("groups digits with the specification's dot by default", () => {
    expect(formatAmount(1234567)).toBe('1.234.567');
    expect(formatAmount(1000)).toBe('1.000');
    expect(formatAmount(999)).toBe('999');
    expect(formatAmount(0)).toBe('0');
  });

  it('groups with the separator given', () => {
    expect(formatAmount(1234567, ',')).toBe('1,234,567');
    expect(formatAmount(1234567, ' ')).toBe('1 234 567');
  });

  it('keeps the minus sign of negative amounts', () => {
    expect(formatAmount(-1234567)).toBe('-1.234.567');
    expect(formatAmount(-1234567.5, ',')).toBe('-1,234,567.5');
  });

  it('uses the other mark for decimals', () => {
    expect(formatAmount(1234.5)).toBe('1.234,5');
    expect(formatAmount(1234.5, ',')).toBe('1,234.5');
    expect(formatAmount(1234.5, ',', { decimals: 2 })).toBe('1,234.50');
    expect(formatAmount(0.125, ',', { decimals: 2 })).toBe('0.13');
  });

  it('does not print a negative zero', () => {
    expect(formatAmount(-0)).toBe('0');
    expect(formatAmount(-0.001, ',', { decimals: 2 })).toBe('0.00');
  });

  it('accepts numeric strings and bigints, for amounts beyond floating point', () => {
    expect(formatAmount('12345678901234567890')).toBe('12.345.678.901.234.567.890');
    expect(formatAmount(12345678901234567890n, ',')).toBe('12,345,678,901,234,567,890');
    expect(formatAmount(' -1500.25 ', ',')).toBe('-1,500.25');
  });

  it('spells out numbers JavaScript would print in exponent form', () => {
    expect(formatAmount(1e21, ',')).toBe('1,000,000,000,000,000,000,000');
  });

  it('gives an empty text for what is not a number', () => {
    expect(formatAmount(Number.NaN)).toBe('');
    expect(formatAmount(Number.POSITIVE_INFINITY)).toBe('');
    expect(formatAmount('12abc')).toBe('');
  });
});
