import type { MeetingView } from '@portal/contracts/meeting';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { meetings } from '../../db/meeting-schema';
import { users } from '../../db/schema';
import { vendors } from '../../db/vendor-schema';
import { countAll, keywordCondition, offsetOf, orderByOf } from '../resources/list-sql';
import { selectMeetings, toRecord } from './meetings.repository';

/** Who the list is for: the caller, and the vendor they lead (owners and managers read its meetings). */
export interface MeetingReader {
  userId: string;
  leadsVendorId: string | null;
}

export interface MeetingListFilter {
  page: number;
  pageSize: number;
  condition?:
    | {
        view?: MeetingView | undefined;
        keyword?: string | undefined;
        status?: 'proposed' | 'confirmed' | 'declined' | 'cancelled' | undefined;
        from?: string | undefined;
        to?: string | undefined;
      }
    | undefined;
  sortings?: { field: 'start' | 'updatedTime' | 'createdTime'; dir: 'asc' | 'desc' }[] | undefined;
}

const firstSlotStart = sql`(select min(s.starts_at) from meeting_slots s where s.meeting_id = ${meetings.id})`;
const startKey = sql`coalesce(${meetings.startsAt}, ${firstSlotStart})`;

export function readableBy(reader: MeetingReader): SQL {
  const participant = sql`exists (select 1 from meeting_participants mp where mp.meeting_id = ${meetings.id} and mp.user_id = ${reader.userId})`;
  const parts = [eq(meetings.personUserId, reader.userId), participant];
  if (reader.leadsVendorId) parts.push(eq(meetings.vendorId, reader.leadsVendorId));
  return sql`(${sql.join(parts, sql` or `)})`;
}

function viewCondition(view: MeetingView, reader: MeetingReader, now: Date): SQL | undefined {
  const at = now.toISOString();
  switch (view) {
    case 'upcoming':
      return sql`${meetings.status} = 'confirmed' and ${meetings.endsAt} >= ${at}::timestamptz`;
    case 'pending': {
      const mine = [
        sql`(${meetings.awaitingSide} = 'person' and ${meetings.personUserId} = ${reader.userId})`,
      ];
      if (reader.leadsVendorId) {
        mine.push(
          sql`(${meetings.awaitingSide} = 'vendor' and ${meetings.vendorId} = ${reader.leadsVendorId})`,
        );
      }
      return sql`${meetings.status} = 'proposed' and (${sql.join(mine, sql` or `)})`;
    }
    case 'past':
      return sql`((${meetings.status} = 'confirmed' and ${meetings.endsAt} < ${at}::timestamptz) or ${meetings.status} in ('declined', 'cancelled'))`;
    case 'all':
      return undefined;
  }
}

/** A calendar range: the confirmed time, or (while proposed) one of the slots, falls inside. */
function rangeCondition(from: string | undefined, to: string | undefined): SQL | undefined {
  if (!from && !to) return undefined;
  const lower = from ? sql`${from}::timestamptz` : sql`'-infinity'::timestamptz`;
  const upper = to ? sql`${to}::timestamptz` : sql`'infinity'::timestamptz`;
  return sql`((${meetings.startsAt} < ${upper} and ${meetings.endsAt} > ${lower}) or (${meetings.status} = 'proposed' and exists (select 1 from meeting_slots s where s.meeting_id = ${meetings.id} and s.starts_at < ${upper} and s.ends_at > ${lower})))`;
}

export async function listMeetings(db: Database, reader: MeetingReader, query: MeetingListFilter, now: Date) {
  const condition = query.condition ?? {};
  const view = condition.view ?? 'all';
  const filter = and(
    readableBy(reader),
    viewCondition(view, reader, now),
    condition.status ? eq(meetings.status, condition.status) : undefined,
    keywordCondition(condition.keyword, [meetings.subject, vendors.name, users.name]),
    rangeCondition(condition.from, condition.to),
  );
  const fallbackSort: MeetingListFilter['sortings'] =
    view === 'past' ? [{ field: 'start', dir: 'desc' }] : [{ field: 'start', dir: 'asc' }];
  const order = orderByOf(
    query.sortings?.length ? query.sortings : fallbackSort,
    { start: startKey, updatedTime: meetings.updatedAt, createdTime: meetings.createdAt },
    [asc(meetings.id)],
  );
  const [rows, [total]] = await Promise.all([
    selectMeetings(db)
      .where(filter)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db
      .select(countAll)
      .from(meetings)
      .innerJoin(vendors, eq(vendors.id, meetings.vendorId))
      .innerJoin(users, eq(users.id, meetings.personUserId))
      .where(filter),
  ]);
  return { totalCount: total?.count ?? 0, rows: rows.map(toRecord) };
}
