import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isoOf, taipei, taipeiMonthOf, taipeiWeekOf } from './dashboard-sql.repository';

// The staff widgets: aggregates over the whole portal. Each reads one index range or one pass of a
// table, so it stays cheap on the 100 000-user data set (docs/performance.md); answers are cached.

/** Users and vendors at the end of each Taiwan month: those before the window, plus a running sum. */
export async function growthPerMonth(db: Database, now: Date, months: number) {
  const result = await db.execute<{ month: string; users: number; vendors: number }>(sql`
    with m as (
      select month_start, ((month_start + interval '1 month') at time zone ${taipei}) as until_at
      from generate_series(${taipeiMonthOf(now)} - ${`${months - 1} months`}::interval, ${taipeiMonthOf(now)},
                           interval '1 month') as month_start
    ),
    window_start as (select min(month_start) at time zone ${taipei} as at from m),
    u as (
      select date_trunc('month', created_at at time zone ${taipei}) as month_start, count(*)::int as n
      from users where created_at >= (select at from window_start) group by 1
    ),
    v as (
      select date_trunc('month', created_at at time zone ${taipei}) as month_start, count(*)::int as n
      from vendors where created_at >= (select at from window_start) group by 1
    )
    select to_char(m.month_start, 'YYYY-MM') as month,
      ((select count(*) from users where created_at < (select at from window_start))
        + coalesce(sum(u.n) over (order by m.month_start), 0))::int as users,
      ((select count(*) from vendors where created_at < (select at from window_start))
        + coalesce(sum(v.n) over (order by m.month_start), 0))::int as vendors
    from m left join u on u.month_start = m.month_start left join v on v.month_start = m.month_start
    order by m.month_start`);
  return result.rows;
}

export async function vendorsByLevel(db: Database) {
  const result = await db.execute<{ level: string; registryStatus: string; count: number }>(sql`
    select level, coalesce(registry_status, 'unchecked') as "registryStatus", count(*)::int as count
    from vendors group by 1, 2 order by 1, 2`);
  return result.rows;
}

/** Applications (and upgrade requests) submitted per Taiwan week, by where each stands now. */
export async function applicationsPerWeek(db: Database, now: Date, weeks: number) {
  const result = await db.execute<{
    weekStart: string;
    pending: number;
    accepted: number;
    rejected: number;
    withdrawn: number;
  }>(sql`
    with w as (
      select week_start from generate_series(${taipeiWeekOf(now)} - ${`${weeks - 1} weeks`}::interval,
        ${taipeiWeekOf(now)}, interval '1 week') as week_start
    ),
    a as (
      select date_trunc('week', created_at at time zone ${taipei}) as week_start, status
      from vendor_applications
      where created_at >= ((select min(week_start) from w) at time zone ${taipei})
    )
    select to_char(w.week_start, 'YYYY-MM-DD') as "weekStart",
      count(a.status) filter (where a.status = 'pending')::int as pending,
      count(a.status) filter (where a.status = 'accepted')::int as accepted,
      count(a.status) filter (where a.status = 'rejected')::int as rejected,
      count(a.status) filter (where a.status = 'withdrawn')::int as withdrawn
    from w left join a on a.week_start = w.week_start
    group by w.week_start order by w.week_start`);
  return result.rows;
}

/** The oldest pending applications (the audit queue's own index), and how many wait. */
export async function pendingAudits(db: Database, limit: number) {
  const [rows, total] = await Promise.all([
    db.execute<{
      id: string;
      kind: 'apply' | 'upgrade';
      companyName: string;
      ubn: string;
      createdAt: string;
    }>(sql`
      select id, kind, coalesce(company->>'name', ubn) as "companyName", ubn, ${isoOf('created_at')} as "createdAt"
      from vendor_applications where status = 'pending'
      order by created_at, id limit ${limit}`),
    db.execute<{ count: number }>(
      sql`select count(*)::int as count from vendor_applications where status = 'pending'`,
    ),
  ]);
  return { totalCount: total.rows[0]?.count ?? 0, data: rows.rows };
}

/** Products per top-level category (a category's root is at most two parents up: trees have 3 levels). */
export async function productsPerRootCategory(db: Database) {
  const result = await db.execute<{ categoryId: string; nameZh: string; nameEn: string; count: number }>(sql`
    with per_leaf as (select category_id, count(*)::int as n from products group by category_id),
    per_root as (
      select coalesce(g.id, p.id, c.id) as root_id, sum(per_leaf.n)::int as n
      from per_leaf
      join categories c on c.id = per_leaf.category_id
      left join categories p on p.id = c.parent_id
      left join categories g on g.id = p.parent_id
      group by 1
    )
    select r.id as "categoryId", r.name_zh as "nameZh", r.name_en as "nameEn", per_root.n as count
    from per_root join categories r on r.id = per_root.root_id
    order by per_root.n desc, r.name_zh`);
  return result.rows;
}

/** Mail and SMS that failed since `since`: counts per channel and the newest few. */
export async function deliveryFailures(db: Database, since: Date, limit: number) {
  const where = sql`status = 'failed' and created_at >= ${since.toISOString()}::timestamptz`;
  const [rows, counts] = await Promise.all([
    db.execute<{
      id: string;
      channel: 'email' | 'sms';
      template: string;
      lastError: string | null;
      createdAt: string;
    }>(sql`
      select id, channel, template, left(last_error, 200) as "lastError", ${isoOf('created_at')} as "createdAt"
      from outbox_messages where ${where} order by created_at desc, id desc limit ${limit}`),
    db.execute<{ email: number; sms: number }>(sql`
      select count(*) filter (where channel = 'email')::int as email,
             count(*) filter (where channel = 'sms')::int as sms
      from outbox_messages where ${where}`),
  ]);
  return { email: counts.rows[0]?.email ?? 0, sms: counts.rows[0]?.sms ?? 0, data: rows.rows };
}

/** Browser errors received since `since`: how many, and the newest few (their first line, shortened). */
export async function browserErrors(db: Database, since: Date, limit: number) {
  const where = sql`received_at >= ${since.toISOString()}::timestamptz and type = 'error'`;
  const [rows, total] = await Promise.all([
    db.execute<{ id: string; content: string; receivedAt: string }>(sql`
      select id, left(split_part(content, chr(10), 1), 200) as content, ${isoOf('received_at')} as "receivedAt"
      from client_logs where ${where} order by received_at desc, id desc limit ${limit}`),
    db.execute<{ count: number }>(sql`select count(*)::int as count from client_logs where ${where}`),
  ]);
  return { totalCount: total.rows[0]?.count ?? 0, data: rows.rows };
}
