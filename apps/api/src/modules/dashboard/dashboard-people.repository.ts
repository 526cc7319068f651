import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { meetings } from '../../db/meeting-schema';
import { readableBy } from '../meetings/meetings-list.repository';
import { isoOf } from './dashboard-sql.repository';

// The widgets everyone has: each reads the caller's own rows only (by their id, e-mail or vendor).

export async function upcomingMeetings(
  db: Database,
  reader: { userId: string; leadsVendorId: string | null },
  now: Date,
  limit: number,
) {
  const where = sql`${meetings.status} = 'confirmed' and ${meetings.endsAt} >= ${now.toISOString()}::timestamptz and ${readableBy(reader)}`;
  const [rows, total] = await Promise.all([
    db.execute<{ id: string; subject: string; vendorName: string; startsAt: string; endsAt: string }>(sql`
      select meetings.id, meetings.subject, v.name as "vendorName",
             ${isoOf('meetings.starts_at')} as "startsAt", ${isoOf('meetings.ends_at')} as "endsAt"
      from ${meetings} join vendors v on v.id = meetings.vendor_id
      where ${where}
      order by meetings.starts_at, meetings.id
      limit ${limit}`),
    db.execute<{ count: number }>(sql`select count(*)::int as count from ${meetings} where ${where}`),
  ]);
  return { totalCount: total.rows[0]?.count ?? 0, data: rows.rows };
}

export interface InquiryScope {
  /** The vendor the caller answers for, if any. */
  answersForVendorId: string | null;
  /** The caller as a buyer (people outside any vendor). */
  buyerUserId: string | null;
}

/** Threads whose last word is the buyer's: owed by the caller's vendor, or awaited by the caller. */
export async function unansweredInquiries(db: Database, scope: InquiryScope, limit: number) {
  const vendorId = scope.answersForVendorId;
  const buyerId = scope.buyerUserId;
  const toAnswer = vendorId ? sql`(t.vendor_id = ${vendorId})` : sql`false`;
  const awaiting = buyerId ? sql`(t.buyer_user_id = ${buyerId})` : sql`false`;
  const where = sql`t.last_side = 'buyer' and (${toAnswer} or ${awaiting})`;
  const [rows, counts] = await Promise.all([
    db.execute<{
      id: string;
      subject: string;
      side: 'vendor' | 'buyer';
      counterpart: string;
      lastMessageAt: string;
    }>(sql`
      select t.id, t.subject,
             case when ${toAnswer} then 'vendor' else 'buyer' end as side,
             case when ${toAnswer} then b.name else v.name end as counterpart,
             ${isoOf('t.last_message_at')} as "lastMessageAt"
      from inquiry_threads t
      join users b on b.id = t.buyer_user_id
      join vendors v on v.id = t.vendor_id
      where ${where}
      order by t.last_message_at desc, t.id desc
      limit ${limit}`),
    db.execute<{ toAnswer: number; awaitingVendor: number }>(sql`
      select count(*) filter (where ${toAnswer})::int as "toAnswer",
             count(*) filter (where not ${toAnswer})::int as "awaitingVendor"
      from inquiry_threads t where ${where}`),
  ]);
  const count = counts.rows[0];
  return { toAnswer: count?.toAnswer ?? 0, awaitingVendor: count?.awaitingVendor ?? 0, data: rows.rows };
}

/** The caller's pending applications, pending join request and live invitations (by their e-mail). */
export async function waitingFor(
  db: Database,
  person: { userId: string; email: string | null },
  now: Date,
  limit: number,
) {
  const [applications, joinRequests, invitations] = await Promise.all([
    db.execute<{ id: string; kind: 'apply' | 'upgrade'; companyName: string; createdAt: string }>(sql`
      select a.id, a.kind, coalesce(a.company->>'name', a.ubn) as "companyName", ${isoOf('a.created_at')} as "createdAt"
      from vendor_applications a
      where a.applicant_id = ${person.userId} and a.status = 'pending'
      order by a.created_at`),
    db.execute<{ id: string; vendorName: string; createdAt: string }>(sql`
      select r.id, v.name as "vendorName", ${isoOf('r.created_at')} as "createdAt"
      from vendor_join_requests r join vendors v on v.id = r.vendor_id
      where r.user_id = ${person.userId} and r.status = 'pending'
      limit 1`),
    person.email
      ? db.execute<{
          id: string;
          vendorName: string;
          role: 'owner' | 'manager' | 'member';
          expiresAt: string;
        }>(sql`
          select i.id, v.name as "vendorName", i.role, ${isoOf('i.expires_at')} as "expiresAt"
          from vendor_invitations i join vendors v on v.id = i.vendor_id
          where i.email = ${person.email} and i.status = 'pending' and i.expires_at > ${now.toISOString()}::timestamptz
          order by i.expires_at
          limit ${limit}`)
      : Promise.resolve({ rows: [] }),
  ]);
  return {
    applications: applications.rows,
    joinRequest: joinRequests.rows[0] ?? null,
    invitations: invitations.rows,
  };
}

/** The e-mail invitations are addressed to (stored NFKC, lower case, as invitations store theirs). */
export async function emailOf(db: Database, userId: string): Promise<string | null> {
  const result = await db.execute<{ email: string | null }>(
    sql`select email from users where id = ${userId}`,
  );
  return result.rows[0]?.email ?? null;
}
