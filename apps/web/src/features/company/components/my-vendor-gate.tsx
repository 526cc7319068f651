import type { Vendor } from '@portal/contracts/vendor';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state';
import { useMyVendor } from '../api/get-my-vendor';
import { useSessionVendorSync } from '../use-session-vendor-sync';
import { NotVendorContent } from './not-vendor-content';

/**
 * Shows a page about my vendor once `GET /Vendor` answered; someone without a vendor gets the choices of
 * `company-not-vendor` in its place. The stored session follows what the server said.
 */
export function MyVendorGate({ children }: { children: (vendor: Vendor) => ReactNode }) {
  const { t } = useTranslation();
  const vendor = useMyVendor();
  useSessionVendorSync(vendor.isSuccess ? (vendor.data?.id ?? null) : undefined);
  if (vendor.isSuccess) return vendor.data ? children(vendor.data) : <NotVendorContent />;
  return (
    <QueryState
      errorTitle={t('company.common.loadFailed')}
      isPending={vendor.isPending}
      error={vendor.error}
      onRetry={() => void vendor.refetch()}
    />
  );
}
