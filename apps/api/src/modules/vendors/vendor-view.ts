import type { VendorRole } from '@portal/contracts/permissions';
import { registryCompanySchema } from '@portal/contracts/registry';
import type { Vendor, VendorListItem, VendorPublic, vendorUpdateInputSchema } from '@portal/contracts/vendor';
import type { z } from 'zod';
import type { VendorChanges, VendorListRow, VendorRow } from './vendors.repository';

/** The registry's snapshot as stored; a record of an older shape shows as none rather than failing. */
function registryCompanyOf(snapshot: unknown) {
  return registryCompanySchema.safeParse(snapshot).data ?? null;
}

/** A vendor in full (its people and staff); `myRole` is the reader's role in it, or null. */
export function toVendor(row: VendorRow, myRole: VendorRole | null): Vendor {
  return {
    id: row.id,
    ubn: row.ubn,
    name: row.name,
    nameEn: row.nameEn,
    address: row.address,
    phone: row.phone,
    website: row.website,
    capital: row.capital,
    representative: row.representative,
    categories: row.categories,
    contact: row.contact
      ? {
          name: row.contact.name,
          contact_Title: row.contact.contact_Title ?? null,
          position: row.contact.position ?? null,
          email: row.contact.email,
          mobile: row.contact.mobile,
        }
      : null,
    level: row.level,
    certifiedTime: row.certifiedAt?.toISOString() ?? null,
    status: row.status,
    registry: {
      checkedTime: row.registryCheckedAt?.toISOString() ?? null,
      status: row.registryStatus,
      flagged: row.registryFlagged,
      company: registryCompanyOf(row.registrySnapshot),
    },
    myRole,
    createdTime: row.createdAt.toISOString(),
    updatedTime: row.updatedAt.toISOString(),
  };
}

/** What anyone signed in may read of a vendor: no UBN, address, phone or contact person. */
export function toVendorPublic(row: VendorRow): VendorPublic {
  return {
    id: row.id,
    name: row.name,
    nameEn: row.nameEn,
    level: row.level,
    website: row.website,
    categories: row.categories,
  };
}

export function toVendorListItem(row: VendorListRow): VendorListItem {
  return {
    id: row.id,
    ubn: row.ubn,
    name: row.name,
    level: row.level,
    status: row.status,
    memberCount: row.memberCount,
    ownerName: row.ownerName,
    registryCheckedTime: row.registryCheckedAt?.toISOString() ?? null,
    registryStatus: row.registryStatus,
    registryFlagged: row.registryFlagged,
    createdTime: row.createdAt.toISOString(),
  };
}

/** What the action log keeps of a vendor: the data people edit, its level and status (not the registry copy). */
export function vendorSnapshot(row: VendorRow): Record<string, unknown> {
  return {
    ubn: row.ubn,
    name: row.name,
    nameEn: row.nameEn,
    address: row.address,
    phone: row.phone,
    website: row.website,
    capital: row.capital,
    representative: row.representative,
    categories: row.categories,
    contact: row.contact,
    level: row.level,
    status: row.status,
  };
}

export type VendorUpdate = z.output<typeof vendorUpdateInputSchema>;

/** The columns a validated company-data change sets; fields left out are not touched, '' clears. */
export function companyChanges(input: VendorUpdate): VendorChanges {
  const changes: VendorChanges = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.nameEn !== undefined) changes.nameEn = input.nameEn || null;
  if (input.address !== undefined) changes.address = input.address;
  if (input.phone !== undefined) changes.phone = input.phone;
  if (input.website !== undefined) changes.website = input.website || null;
  if (input.capital !== undefined) changes.capital = input.capital;
  if (input.representative !== undefined) changes.representative = input.representative;
  if (input.categories !== undefined) changes.categories = input.categories;
  if (input.contact !== undefined) {
    const { contact } = input;
    changes.contact = {
      name: contact.name,
      contact_Title: contact.contact_Title || null,
      position: contact.position || null,
      email: contact.email,
      mobile: contact.mobile,
    };
  }
  return changes;
}
