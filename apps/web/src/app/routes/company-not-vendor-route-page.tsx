import { useLocation } from 'react-router';
import { CompanyNotVendorView } from '../../features/company/pages/company-not-vendor-page';
import { JoinVendorCard } from '../../features/members/components/join-vendor-card';

/**
 * `company-not-vendor`: the company feature's page with the members feature's join-request card (the
 * apply page's "vendor already exists" link passes the vendor's name as `?keyword=`).
 */
export default function CompanyNotVendorRoutePage() {
  const keyword = new URLSearchParams(useLocation().search).get('keyword') ?? '';
  return <CompanyNotVendorView join={<JoinVendorCard initialKeyword={keyword} />} />;
}
