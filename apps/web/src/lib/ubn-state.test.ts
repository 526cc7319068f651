import { describe, expect, it } from 'vitest';
import { ubnStateOf } from './ubn-state';

describe('ubnStateOf', () => {
  it('accepts valid numbers, the 7th-digit-7 rule and leading zeros included', () => {
    for (const ubn of ['22099131', '10458575', '12345675', '00501503', '12345670']) {
      expect(ubnStateOf(ubn)).toBe('valid');
    }
  });

  it('forgives full-width digits, spaces and dashes', () => {
    expect(ubnStateOf('２２０９９１３１')).toBe('valid');
    expect(ubnStateOf('2209 9131')).toBe('valid');
    expect(ubnStateOf('2209-9131')).toBe('valid');
  });

  it('tells a wrong checksum from a number still being typed', () => {
    expect(ubnStateOf('12345678')).toBe('checksum');
    expect(ubnStateOf('00501502')).toBe('checksum');
    expect(ubnStateOf('1234567')).toBe('typing');
    expect(ubnStateOf('１２３')).toBe('typing');
  });

  it('refuses letters and a ninth digit, and sees nothing in blanks', () => {
    expect(ubnStateOf('1234567A')).toBe('notDigits');
    expect(ubnStateOf('123456789')).toBe('notDigits');
    expect(ubnStateOf('')).toBe('empty');
    expect(ubnStateOf('  ')).toBe('empty');
    expect(ubnStateOf(undefined)).toBe('empty');
  });
});
