import { describe, expect, it } from 'vitest';
import { isValidTaiwanPhone, phoneSchema } from './phone';

describe('Taiwanese phone numbers', () => {
  it.each([
    '02-2345-6789',
    '(04)2345-6789',
    '049-2345678',
    '0836-22345',
    '02-2345-6789#123',
    '0912-345-678',
    '+886-2-2345-6789',
  ])('accepts %s', (phone) => {
    expect(isValidTaiwanPhone(phone)).toBe(true);
  });

  it.each(['12345', '02-2345', 'abc', '+1 415 555 0100', '02-2345-6789; drop table'])(
    'refuses %s',
    (phone) => {
      expect(isValidTaiwanPhone(phone)).toBe(false);
    },
  );

  it('reads full-width digits and keeps the shape typed', () => {
    expect(phoneSchema.parse('（０２）２３４５－６７８９')).toBe('(02)2345-6789');
  });

  it('names its error code', () => {
    const result = phoneSchema.safeParse('123');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('FIELD_INVALID_PHONE');
  });
});
