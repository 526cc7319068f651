import { formatTaiwanMobile } from '@portal/contracts/taiwan-mobile';

/** A stored mobile number as people write it (`+886912345678` → `0912-345-678`); others unchanged. */
export function displayMobile(value: string): string {
  return /^\+8869\d{8}$/.test(value) ? formatTaiwanMobile(value) : value;
}
