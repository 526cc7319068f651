import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod';

/**
 * Taiwanese phone numbers, landline or mobile, with an optional `#` extension (taiwan.md §3): checked
 * with libphonenumber for region TW rather than a hand-written pattern. Stored as typed after NFKC
 * (full-width digits become ASCII), so `(04)2345-6789` keeps the shape its owner chose.
 */
export function isValidTaiwanPhone(input: string): boolean {
  const text = input.normalize('NFKC').trim();
  if (!/^[0-9+()#\s.-]{5,30}$/.test(text)) return false;
  const phone = parsePhoneNumberFromString(text, 'TW');
  return Boolean(phone?.isValid() && phone.country === 'TW');
}

export const phoneSchema = z
  .string()
  .meta({ examples: ['02-2345-6789'] })
  .transform((value, ctx) => {
    const text = value.normalize('NFKC').trim();
    if (!isValidTaiwanPhone(text)) {
      ctx.addIssue({ code: 'custom', message: 'FIELD_INVALID_PHONE' });
      return z.NEVER;
    }
    return text;
  });
