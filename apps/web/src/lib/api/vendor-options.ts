import type { VendorListItem } from '@portal/contracts/vendor';
import { useResourceList } from '../../components/resource/use-resource-list';
import { useDebouncedValue } from '../use-debounced-value';
import { vendorsResource } from './vendors-resource';

/** How long typing must pause before the vendors are searched. */
export const vendorSearchDelayMs = 300;
const optionCount = 20;

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
