import { useCallback } from 'react';
import { useConfiguration } from './configuration';
import { type FormatAmountOptions, formatAmount } from './format-amount';

/** `formatAmount` with the configured digit grouping (the specification's dot, or a comma). */
export function useFormatAmount(): (
  value: number | bigint | string,
  options?: FormatAmountOptions,
) => string {
  const { currencyGroupSeparator } = useConfiguration();
  return useCallback(
    (value, options) => formatAmount(value, currencyGroupSeparator, options),
    [currencyGroupSeparator],
  );
}
