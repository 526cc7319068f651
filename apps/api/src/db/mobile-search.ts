import { normalizeTaiwanMobile } from '@portal/contracts/identity-rules';

/**
 * What a phone-like keyword stands for in the stored E.164 mobiles: a whole number in any form
 * (`0912-345-678`, `０９１２３４５６７８`, `+886 912 345 678`) becomes `+886912345678`; a local beginning
 * (`0912`, `0912-345`) becomes `+886912`…; other digits are searched as they are (`345-678` → `345678`).
 * Undefined when the keyword is not phone-like (letters, fewer than two digits).
 */
export function mobileSearchFragment(keyword: string): string | undefined {
  const text = keyword.normalize('NFKC').trim();
  if (!/^[\d\s\-().+]+$/.test(text)) return undefined;
  const whole = normalizeTaiwanMobile(text);
  if (whole) return whole;
  const digits = text.replace(/[\s\-().]/g, '').replace(/^(\+886|00886)0?/, '+886');
  if (!/^\+?\d{2,}$/.test(digits)) return undefined;
  if (/^0[1-9]/.test(digits)) return `+886${digits.slice(1)}`;
  return digits;
}
