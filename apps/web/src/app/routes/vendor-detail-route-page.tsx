import { StaffVendorPeople } from '../../features/members/components/staff-vendor-people';
import { VendorDetailView } from '../../features/vendors/pages/vendor-detail-page';

/** `vendors/detail`: the vendor register's detail with the vendor's people (staff view, members feature). */
export default function VendorDetailRoutePage() {
  return (
    <VendorDetailView
      people={(vendor) => <StaffVendorPeople vendorId={vendor.id} vendorName={vendor.name} />}
    />
  );
}
