import { z } from 'zod';

/**
 * Unified business numbers (統一編號, taiwan.md §1). Kept as 8-character strings: leading zeros are real.
 */
const weights = [1, 2, 1, 2, 1, 2, 4, 1] as const;

/** NFKC (full-width digits become ASCII), spaces and `-` removed; no other change. */
export function normalizeUbn(input: string): string {
  return input.normalize('NFKC').replace(/[\s-]/g, '');
}

/**
 * The Ministry of Finance checksum in force since 2023-04-01: each digit times its weight, the tens and
 * ones of each product added up to S; valid when S is divisible by 5, or, when the 7th digit is 7 (its
 * product 28 counts as 10 or as 1), when S + 1 is. A valid checksum only catches typos.
 */
export function isValidUbn(input: string): boolean {
  const ubn = normalizeUbn(input);
  if (!/^[0-9]{8}$/.test(ubn)) return false;
  let sum = 0;
  weights.forEach((weight, index) => {
    const product = Number(ubn[index]) * weight;
    sum += Math.floor(product / 10) + (product % 10);
  });
  return sum % 5 === 0 || (ubn[6] === '7' && (sum + 1) % 5 === 0);
}

/** How much a UBN field takes as typed: eight digits with room for spaces and dashes. */
export const ubnTypedMaxLength = 20;

/** A UBN as typed (full-width digits, spaces and dashes forgiven), answered normalised. */
export const ubnSchema = z
  .string()
  .max(ubnTypedMaxLength)
  .meta({ examples: ['04595257'] })
  .transform((value, ctx) => {
    const ubn = normalizeUbn(value);
    if (!isValidUbn(ubn)) {
      ctx.addIssue({ code: 'custom', message: 'FIELD_INVALID_UBN' });
      return z.NEVER;
    }
    return ubn;
  });
