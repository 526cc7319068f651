import type { AuditRow, auditListQuerySchema } from '@portal/contracts/vendor-application';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { vendorApplications } from '../../db/vendor-schema';
import {
  countAll,
  dateRangeCondition,
  orderByOf,
  pageWithTotal,
  rowsInIdOrder,
  searchTextCondition,
} from '../resources/list-sql';
import { pageIdColumns, pageIds } from '../resources/page-ids';
import { isAudited } from './application-view';

export type AuditQueueQuery = z.output<typeof auditListQuerySchema>;

// The typed company lives in a JSON column; these read the parts the queue shows, filters and sorts on.
const company = vendorApplications.company;
const companyName = sql<string>`(${company}->>'name')`;
const contactText = (key: string) => sql<string | null>`(${company}->'contact'->>${sql.raw(`'${key}'`)})`;
const contactName = contactText('name');
const contactEmail = contactText('email');

const rowColumns = {
  id: vendorApplications.id,
  kind: vendorApplications.kind,
  status: vendorApplications.status,
  ubn: vendorApplications.ubn,
  createdAt: vendorApplications.createdAt,
  rejectReason: vendorApplications.rejectReason,
  registryVerified: vendorApplications.registryVerified,
  displayName: companyName,
  contactName,
  contactEmail,
  contactMobile: contactText('mobile'),
  contactTitle: contactText('contact_Title'),
  contactPosition: contactText('position'),
  applicantName: users.name,
};

function selectQueue(db: Database) {
  return db
    .select(rowColumns)
    .from(vendorApplications)
    .innerJoin(users, eq(users.id, vendorApplications.applicantId));
}

type QueueRow = Awaited<ReturnType<typeof selectQueue>>[number];

function toAuditRow(row: QueueRow): AuditRow {
  return {
    auditID: row.id,
    kind: row.kind,
    status: row.status,
    isAudited: isAudited(row.status),
    isAccepted: row.status === 'accepted',
    displayName: row.displayName ?? '',
    ubn: row.ubn,
    createdTime: row.createdAt.toISOString(),
    name: row.contactName ?? '',
    email: row.contactEmail ?? '',
    mobile: row.contactMobile ?? '',
    contact_Title: row.contactTitle || null,
    position: row.contactPosition || null,
    rejectReason: row.rejectReason,
    registryVerified: row.registryVerified,
    applicantName: row.applicantName,
  };
}

/**
 * The audit queue: keyword (company name, UBN, contact name or e-mail; NFKC, so full-width digits find
 * the UBN), status, kind and a range of Taiwan days; newest first unless sorted otherwise.
 */
export async function listAuditQueue(db: Database, query: AuditQueueQuery) {
  const filters = query.condition ?? {};
  const where = and(
    searchTextCondition(filters.keyword, vendorApplications.searchText),
    filters.status ? eq(vendorApplications.status, filters.status) : undefined,
    filters.kind ? eq(vendorApplications.kind, filters.kind) : undefined,
    dateRangeCondition(vendorApplications.createdAt, { from: filters.createdFrom, to: filters.createdTo }),
  );
  const order = orderByOf(
    query.sortings,
    {
      createdTime: vendorApplications.createdAt,
      displayName: companyName,
      ubn: vendorApplications.ubn,
      status: vendorApplications.status,
    },
    [sql`${vendorApplications.createdAt} desc`, sql`${vendorApplications.id} desc`],
  );
  // The page's ids first, then their rows (applicant, company fields) for those 20 only.
  const ids = pageIds({
    query,
    rows: (seek) =>
      db
        .select(pageIdColumns(vendorApplications))
        .from(vendorApplications)
        .where(and(where, seek))
        .$dynamic(),
    table: vendorApplications,
    chosenOrder: order,
  });
  const rows = ids.then((page) =>
    rowsInIdOrder(page, (found) => selectQueue(db).where(inArray(vendorApplications.id, found))),
  );
  return pageWithTotal(rows, db.select(countAll).from(vendorApplications).where(where), toAuditRow);
}
