import {
  type Vendor,
  type VendorListItem,
  vendorListItemSchema,
  vendorListQuerySchema,
  vendorSchema,
} from '@portal/contracts/vendor';
import type { ResourceDefinition } from '../resources/resource-definition';
import { toVendorListItem } from './vendor-view';
import { listVendorRows, type VendorListQuery } from './vendors.repository';
import type { VendorService } from './vendors.service';

/**
 * The register for staff (`vendors:read`): `GET /Vendors` lists vendors with their member count and
 * owner, `GET /Vendors/:id` reads one in full. Read-only here: vendors are created through
 * `POST /Vendor/Create` or an accepted application, and edited by their own people.
 */
export function vendorsResource(deps: {
  vendors: VendorService;
}): ResourceDefinition<Vendor, VendorListQuery, never, never, VendorListItem> {
  return {
    path: 'Vendors',
    entityType: 'vendor',
    tag: 'vendors',
    noun: 'vendor',
    readAccess: { permission: 'vendors:read' },
    itemSchema: vendorSchema,
    listItemSchema: vendorListItemSchema,
    listQuerySchema: vendorListQuerySchema,
    list: (db, query) => listVendorRows(db, query, toVendorListItem),
    get: (db, id, caller, options) => deps.vendors.getFull(db, id, caller.principal, options),
  };
}
