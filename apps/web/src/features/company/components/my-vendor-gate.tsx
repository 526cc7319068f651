import type { Vendor } from '@portal/contracts/vendor';
import type { ReactNode } from 'react';
import { useMyVendor } from '../api/get-my-vendor';
import { useSessionVendorSync } from '../use-session-vendor-sync';
import { NotVendorContent } from './not-vendor-content';
import { QueryState } from './query-state';

/**
 * Shows a page about my vendor once `GET /Vendor` answered; someone without a vendor gets the choices of
 * `company-not-vendor` in its place. The stored session follows what the server said.
 */
export function MyVendorGate({ children }: { children: (vendor: Vendor) => ReactNode }) {
  const vendor = useMyVendor();
  useSessionVendorSync(vendor.isSuccess ? (vendor.data?.id ?? null) : undefined);
  if (vendor.isSuccess) return vendor.data ? children(vendor.data) : <NotVendorContent />;
  return (
    <QueryState isPending={vendor.isPending} error={vendor.error} onRetry={() => void vendor.refetch()} />
  );
}
