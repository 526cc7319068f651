import { describe, expect, it } from 'vitest';
import { isValidUbn, normalizeUbn, ubnSchema } from './ubn';

describe('UBN checksum (taiwan.md §1)', () => {
  it.each([
    ['22099131', 'TSMC'],
    ['10458575', '7th digit 7, S divisible'],
    ['12345675', '7th digit 7, S + 1 divisible'],
    ['00501503', 'leading zeros'],
    ['12345670', 'valid only under the 2023 /5 rule'],
  ])('accepts %s (%s)', (ubn) => {
    expect(isValidUbn(ubn)).toBe(true);
  });

  it.each(['12345678', '00501502'])('refuses %s (checksum)', (ubn) => {
    expect(isValidUbn(ubn)).toBe(false);
  });

  it.each(['1234567', '123456789', '1234567A', '', 'ABCDEFGH', '2209913１a', '２２０９９１３１０'])(
    'refuses %j (format)',
    (ubn) => {
      expect(isValidUbn(ubn)).toBe(false);
    },
  );

  it('accepts full-width digits, spaces and dashes, and keeps leading zeros', () => {
    expect(normalizeUbn('１２３４５６７５')).toBe('12345675');
    expect(isValidUbn('１２３４５６７５')).toBe(true);
    expect(normalizeUbn(' 0050-1503 ')).toBe('00501503');
    expect(isValidUbn('0050 1503')).toBe(true);
  });

  it('refuses digits of other scripts that NFKC leaves alone', () => {
    expect(isValidUbn('٢٢٠٩٩١٣١')).toBe(false);
  });
});

describe('ubnSchema', () => {
  it('answers the normalised number', () => {
    expect(ubnSchema.parse('２２０９９１３１')).toBe('22099131');
    expect(ubnSchema.parse('00501503')).toBe('00501503');
  });

  it('names FIELD_INVALID_UBN for a bad checksum or format', () => {
    for (const bad of ['12345678', '1234567', '1234567A']) {
      const issues = ubnSchema.safeParse(bad).error?.issues ?? [];
      expect(
        issues.map((issue) => issue.message),
        bad,
      ).toEqual(['FIELD_INVALID_UBN']);
    }
  });
});
