import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isoOf, taipei, taipeiWeekOf } from './dashboard-sql.repository';

// The vendor widgets: every query is bounded to one vendor, the caller's own (checked by the service).

/** Inquiries received (threads started) and confirmed meetings starting, per Taiwan week, oldest first. */
export async function activityPerWeek(db: Database, vendorId: string, now: Date, weeks: number) {
  const result = await db.execute<{ weekStart: string; inquiries: number; meetings: number }>(sql`
    with w as (
      select week_start, (week_start at time zone ${taipei}) as from_at,
             ((week_start + interval '7 days') at time zone ${taipei}) as until_at
      from generate_series(${taipeiWeekOf(now)} - ${`${weeks - 1} weeks`}::interval, ${taipeiWeekOf(now)},
                           interval '1 week') as week_start
    )
    select to_char(w.week_start, 'YYYY-MM-DD') as "weekStart",
      (select count(*)::int from inquiry_threads t
        where t.vendor_id = ${vendorId} and t.created_at >= w.from_at and t.created_at < w.until_at) as inquiries,
      (select count(*)::int from meetings m
        where m.vendor_id = ${vendorId} and m.status = 'confirmed'
          and m.starts_at >= w.from_at and m.starts_at < w.until_at) as meetings
    from w order by w.week_start`);
  return result.rows;
}

export async function productsByStatus(db: Database, vendorId: string) {
  const result = await db.execute<{ status: string; count: number }>(sql`
    select status, count(*)::int as count from products where vendor_id = ${vendorId} group by status`);
  return result.rows;
}

export async function membersByRole(db: Database, vendorId: string) {
  const result = await db.execute<{ role: string; count: number }>(sql`
    select role, count(*)::int as count from vendor_members where vendor_id = ${vendorId} group by role`);
  return result.rows;
}

/** Join requests waiting for the vendor's decision, oldest first. */
export async function pendingJoinRequests(db: Database, vendorId: string, limit: number) {
  const where = sql`r.vendor_id = ${vendorId} and r.status = 'pending'`;
  const [rows, total] = await Promise.all([
    db.execute<{ id: string; userName: string; createdAt: string }>(sql`
      select r.id, u.name as "userName", ${isoOf('r.created_at')} as "createdAt"
      from vendor_join_requests r join users u on u.id = r.user_id
      where ${where} order by r.created_at, r.id limit ${limit}`),
    db.execute<{ count: number }>(
      sql`select count(*)::int as count from vendor_join_requests r where ${where}`,
    ),
  ]);
  return { totalCount: total.rows[0]?.count ?? 0, data: rows.rows };
}

export async function vendorStanding(db: Database, vendorId: string) {
  const result = await db.execute<{
    name: string;
    level: 'registered' | 'certified';
    certifiedAt: string | null;
    status: 'active' | 'suspended';
    registryStatus: 'active' | 'suspended' | 'revoked' | 'other' | null;
    registryFlagged: boolean;
    registryCheckedAt: string | null;
  }>(sql`
    select name, level, ${isoOf('certified_at')} as "certifiedAt", status, registry_status as "registryStatus",
           registry_flagged as "registryFlagged", ${isoOf('registry_checked_at')} as "registryCheckedAt"
    from vendors where id = ${vendorId}`);
  return result.rows[0];
}
