import { defaultAmountSeparator } from './constants';

export interface FormatAmountOptions {
  /** Fixed number of decimals; without it the value's own decimals are kept. */
  decimals?: number;
}

function plainDigits(value: number, decimals: number | undefined): string {
  if (decimals !== undefined) return value.toFixed(decimals);
  const text = String(value);
  // Very large or small numbers print in exponent form; spell them out instead.
  return /e/i.test(text)
    ? value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 })
    : text;
}

/**
 * Groups the digits of an amount in threes: `formatAmount(1234567)` is `1.234.567` (the specification's
 * dot), `formatAmount(1234567, ',')` is `1,234,567`. The decimal mark is whichever of `,` and `.` is not
 * the separator (`1.234,5` or `1,234.5`). Negative amounts keep their minus sign; a value that is not a
 * finite number gives an empty text.
 */
export function formatAmount(
  value: number | bigint | string,
  separator: string = defaultAmountSeparator,
  options: FormatAmountOptions = {},
): string {
  let text: string;
  if (typeof value === 'bigint') text = value.toString();
  else if (typeof value === 'number') {
    if (!Number.isFinite(value)) return '';
    text = plainDigits(value, options.decimals);
  } else {
    const trimmed = value.trim();
    if (!/^-?\d+(\.\d+)?$/.test(trimmed)) return '';
    text = options.decimals !== undefined ? plainDigits(Number(trimmed), options.decimals) : trimmed;
  }

  const negative = text.startsWith('-');
  const [integer = '0', fraction] = (negative ? text.slice(1) : text).split('.');
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  const decimalMark = separator === '.' ? ',' : '.';
  const body = fraction ? `${grouped}${decimalMark}${fraction}` : grouped;
  const isZero = /^[0.]*$/.test(integer + (fraction ?? ''));
  return negative && !isZero ? `-${body}` : body;
}
