import type { Database } from '../../db/client';
import type { Services } from '../../services';
import { inquiriesExport } from '../inquiries/inquiries.export';
import { meetingsExport } from '../meetings/meetings.export';
import { announcementsExport } from '../news/news.export';
import { productsExport } from '../products/products.export';
import { usersExport } from '../user-admin/users.export';
import { applicationsExport } from '../vendor-applications/applications.export';
import { membersExport } from '../vendor-members/members.export';
import { vendorsExport } from '../vendors/vendors.export';
import type { ExportDefinition } from './export-definition';

/** Every list that exports, each read through the same service or resource as the list itself. */
export function exportDefinitions(db: Database, services: Services): ExportDefinition[] {
  return [
    usersExport({ db, users: services.users }),
    vendorsExport({ db }),
    applicationsExport({ audit: services.applicationAudit }),
    membersExport({ members: services.vendorMembers }),
    productsExport({ products: services.products }),
    announcementsExport({ db, newsAdmin: services.newsAdmin }),
    inquiriesExport({ inquiries: services.inquiries }),
    meetingsExport({ meetings: services.meetings }),
  ];
}
