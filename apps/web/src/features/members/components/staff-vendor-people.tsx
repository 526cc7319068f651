import { useTextBundles } from '../../../lib/i18n';
import { VendorPeople } from './vendor-people';

/** Staff see any vendor's people (vendors:read) and, with vendors:write, manage them. */
export function StaffVendorPeople({ vendorId, vendorName }: { vendorId: string; vendorName: string }) {
  useTextBundles('members');
  return <VendorPeople vendorId={vendorId} vendorName={vendorName} />;
}
