import { z } from 'zod';
import { normalizeTaiwanMobile } from './taiwan-mobile';
import { lineText, nameText } from './text';

/** Account names: letters, digits and `. _ @ -`, 3–64 characters, compared without case. */
export const accountSchema = lineText(64, 3)
  .regex(/^[A-Za-z0-9._@-]+$/, { message: 'FIELD_INVALID_FORMAT' })
  .meta({ examples: ['wang.xiaoming'] });

/** Passwords: 8–128 characters, no composition rules (NIST SP 800-63B); the server also refuses common ones. */
export const passwordSchema = z.string().min(8).max(128);

export const emailSchema = z
  .string()
  .trim()
  .max(254)
  .meta({ examples: ['someone@example.com'] })
  .transform((value) => value.normalize('NFKC').toLowerCase())
  .pipe(z.email());

/** One 姓名 field, as people write it (no first/last split; `‧` and `·` allowed). */
export const personNameSchema = nameText(100);

/** How much a code field takes as typed: six digits with room for spaces. */
export const verificationCodeTypedMaxLength = 12;

/** A 6-digit code as typed, full-width digits and spaces forgiven. */
export const verificationCodeSchema = z
  .string()
  .max(verificationCodeTypedMaxLength)
  .meta({ examples: ['123456'] })
  .transform((value) => value.normalize('NFKC').replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, { message: 'FIELD_INVALID_FORMAT' }));

export { formatTaiwanMobile, normalizeTaiwanMobile } from './taiwan-mobile';

export const mobileSchema = z
  .string()
  .meta({ examples: ['0912-345-678'] })
  .transform((value, ctx) => {
    const normalized = normalizeTaiwanMobile(value);
    if (!normalized) {
      ctx.addIssue({ code: 'custom', message: 'FIELD_INVALID_MOBILE' });
      return z.NEVER;
    }
    return normalized;
  });
