import type { VendorListItem } from '@portal/contracts/vendor';
import { useEffect, useState } from 'react';
import { useResourceList } from '../../../components/resource/use-resource-list';
import { vendorsResource } from './vendors';

/** How long typing must pause before the vendors are searched. */
export const vendorSearchDelayMs = 300;
const optionCount = 20;

/** `value`, once it has stopped changing for `delayMs`. */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * The vendors a picker offers for what was typed (name, English name or UBN), by name; the first
 * twenty, searched again once typing pauses.
 */
export function useVendorOptions(keyword: string, { enabled = true }: { enabled?: boolean } = {}) {
  const settled = useDebouncedValue(keyword.trim(), vendorSearchDelayMs);
  return useResourceList<VendorListItem>(
    vendorsResource,
    {
      page: 1,
      pageSize: optionCount,
      ...(settled ? { condition: { keyword: settled } } : {}),
      sortings: [{ field: 'name', dir: 'asc' }],
    },
    { enabled },
  );
}
