// Taiwanese mobile numbers apart from the identity schemas (identity-rules.ts): the web app formats and
// reads them without loading Zod.

/**
 * Taiwanese mobile numbers (taiwan.md §3): NFKC, strip spaces - ( ) .; +886 / 00886 / 886 (and a stray 0
 * after it) become 0; then 09 and 8 digits. Returns E.164 (`+886912345678`) or null.
 */
export function normalizeTaiwanMobile(input: string): string | null {
  let digits = input.normalize('NFKC').replace(/[\s\-().]/g, '');
  digits = digits.replace(/^(\+886|00886|886)0?/, '0');
  return /^09\d{8}$/.test(digits) ? `+886${digits.slice(1)}` : null;
}

/** `+886912345678` → `0912-345-678`. */
export function formatTaiwanMobile(e164: string): string {
  const local = `0${e164.replace(/^\+886/, '')}`;
  return `${local.slice(0, 4)}-${local.slice(4, 7)}-${local.slice(7)}`;
}
