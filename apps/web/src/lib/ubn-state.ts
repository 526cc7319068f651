import { isValidUbn, normalizeUbn } from '@portal/contracts/ubn';

/** What the UBN typed so far amounts to: nothing yet, still typing, not digits, a bad or a good checksum. */
export type UbnState = 'empty' | 'typing' | 'notDigits' | 'checksum' | 'valid';

/**
 * Reads a UBN as it is being typed, forgiving full-width digits, spaces and dashes as the server does
 * (`normalizeUbn`), and judging the checksum with the server's own check (`isValidUbn`).
 */
export function ubnStateOf(value: string | undefined): UbnState {
  const ubn = normalizeUbn(value ?? '');
  if (ubn === '') return 'empty';
  if (!/^\d+$/.test(ubn) || ubn.length > 8) return 'notDigits';
  if (ubn.length < 8) return 'typing';
  return isValidUbn(ubn) ? 'valid' : 'checksum';
}
