import type { CompanyFields } from '@portal/contracts/vendor';
import type { VendorRow } from '../vendors/vendors.repository';

/**
 * An upgrade request keeps the vendor's company data as it was when asked, in the shape an application
 * stores. A vendor registered directly by an administrator may lack fields: those stay empty (the auditor
 * sees the gaps) rather than refusing the request.
 */
export function companyOfVendor(vendor: VendorRow): CompanyFields {
  const contact = vendor.contact;
  return {
    name: vendor.name,
    ...(vendor.nameEn ? { nameEn: vendor.nameEn } : {}),
    address: vendor.address ?? '',
    phone: vendor.phone ?? '',
    ...(vendor.website ? { website: vendor.website } : {}),
    capital: vendor.capital,
    representative: vendor.representative ?? '',
    categories: vendor.categories,
    contact: {
      name: contact?.name ?? '',
      ...(contact?.contact_Title ? { contact_Title: contact.contact_Title } : {}),
      ...(contact?.position ? { position: contact.position } : {}),
      email: contact?.email ?? '',
      mobile: contact?.mobile ?? '',
    },
  };
}
