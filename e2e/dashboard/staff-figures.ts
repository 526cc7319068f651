import { type APIRequestContext, expect } from '@playwright/test';
import type pg from 'pg';
import { withPortalDatabase } from '../support/portal-database';

// The staff widgets count the whole portal, which every journey adds to: the figures a staff journey
// expects are read from the database beside its own seeds, the way the widgets define them.

export const registryKeys = ['active', 'suspended', 'revoked', 'other', 'unchecked'] as const;
type RegistryKey = (typeof registryKeys)[number];
const outcomes = ['pending', 'accepted', 'rejected', 'withdrawn'] as const;
/** How many categories the products pie names (the rest are one slice, 「其他」). */
const namedSlices = 8;

export interface Slice {
  name: string;
  count: number;
}

/** What the staff widgets should show now. */
export interface StaffFigures {
  /** This Taiwan month, for the growth chart's last row, with everyone and every vendor so far. */
  month: { year: number; month: number; users: number; vendors: number };
  /** Vendors per registry status, per level. */
  vendors: Record<RegistryKey, { registered: number; certified: number }>;
  /** This Taiwan week's Monday, and the applications submitted in it by where each stands. */
  week: { month: number; day: number; counts: Record<(typeof outcomes)[number], number> };
  pendingAudits: { total: number; oldest: string[] };
  /** The products pie's slices, in each language: the named categories, then the rest as `other`. */
  products: { zh: Slice[]; en: Slice[]; other: number };
  delivery: { email: number; sms: number };
  browserErrors: number;
}

async function rows<T>(client: pg.Client, text: string): Promise<T[]> {
  return (await client.query(text)).rows as T[];
}

/** Reads the figures from the database, as each widget's aggregate defines them. */
export function readStaffFigures(): Promise<StaffFigures> {
  return withPortalDatabase(async (client) => {
    const [now] = await rows<StaffFigures['month'] & { weekMonth: number; weekDay: number }>(
      client,
      `select extract(year from now() at time zone 'Asia/Taipei')::int as year,
              extract(month from now() at time zone 'Asia/Taipei')::int as month,
              extract(month from date_trunc('week', now() at time zone 'Asia/Taipei'))::int as "weekMonth",
              extract(day from date_trunc('week', now() at time zone 'Asia/Taipei'))::int as "weekDay",
              (select count(*)::int from users) as users, (select count(*)::int from vendors) as vendors`,
    );
    if (!now) throw new Error('no answer from the database');
    const vendors = Object.fromEntries(
      registryKeys.map((key) => [key, { registered: 0, certified: 0 }]),
    ) as StaffFigures['vendors'];
    const byLevel = await rows<{ level: string; status: string; count: number }>(
      client,
      `select level, coalesce(registry_status, 'unchecked') as status, count(*)::int as count
         from vendors group by 1, 2`,
    );
    for (const { level, status, count } of byLevel) {
      const key = registryKeys.find((known) => known === status) ?? 'other';
      vendors[key][level === 'certified' ? 'certified' : 'registered'] += count;
    }
    const counts = Object.fromEntries(outcomes.map((outcome) => [outcome, 0]));
    const thisWeek = await rows<{ status: string; count: number }>(
      client,
      `select status, count(*)::int as count from vendor_applications
        where date_trunc('week', created_at at time zone 'Asia/Taipei')
            = date_trunc('week', now() at time zone 'Asia/Taipei')
        group by status`,
    );
    for (const { status, count } of thisWeek) counts[status] = count;
    const oldest = await rows<{ title: string }>(
      client,
      `select coalesce(company->>'name', ubn) || '（' || ubn || '）' as title from vendor_applications
        where status = 'pending' order by created_at, id limit 5`,
    );
    const [pending] = await rows<{ total: number }>(
      client,
      `select count(*)::int as total from vendor_applications where status = 'pending'`,
    );
    // Products per top-level category: a product's category, its parent or its grandparent (3 levels).
    const perRoot = await rows<{ nameZh: string; nameEn: string; count: number }>(
      client,
      `with per_leaf as (select category_id, count(*)::int as n from products group by category_id),
       per_root as (
         select coalesce(g.id, p.id, c.id) as root_id, sum(per_leaf.n)::int as n from per_leaf
           join categories c on c.id = per_leaf.category_id
           left join categories p on p.id = c.parent_id
           left join categories g on g.id = p.parent_id
         group by 1)
       select r.name_zh as "nameZh", r.name_en as "nameEn", per_root.n as count
         from per_root join categories r on r.id = per_root.root_id order by per_root.n desc, r.name_zh`,
    );
    const named = perRoot.slice(0, namedSlices);
    const [delivery] = await rows<StaffFigures['delivery']>(
      client,
      `select count(*) filter (where channel = 'email')::int as email,
              count(*) filter (where channel = 'sms')::int as sms
         from outbox_messages where status = 'failed' and created_at >= now() - interval '7 days'`,
    );
    const [errors] = await rows<{ count: number }>(
      client,
      `select count(*)::int as count from client_logs
        where type = 'error' and received_at >= now() - interval '1 day'`,
    );
    return {
      month: { year: now.year, month: now.month, users: now.users, vendors: now.vendors },
      vendors,
      week: { month: now.weekMonth, day: now.weekDay, counts: counts as StaffFigures['week']['counts'] },
      pendingAudits: { total: pending?.total ?? 0, oldest: oldest.map((row) => row.title) },
      products: {
        zh: named.map((row) => ({ name: row.nameZh, count: row.count })),
        en: named.map((row) => ({ name: row.nameEn || row.nameZh, count: row.count })),
        other: perRoot.slice(namedSlices).reduce((sum, row) => sum + row.count, 0),
      },
      delivery: delivery ?? { email: 0, sms: 0 },
      browserErrors: errors?.count ?? 0,
    };
  });
}

/** Which staff widgets answer otherwise than `figures` through the API (each answer is cached 60 s). */
async function staleWidgets(
  request: APIRequestContext,
  staff: { token: string; address: string },
  figures: StaffFigures,
): Promise<string[]> {
  const ask = async <T>(widget: string, language = 'zh-Hant') => {
    const response = await request.get(`/api/v1/Dashboard/Staff/${widget}`, {
      headers: {
        authorization: `Bearer ${staff.token}`,
        'x-forwarded-for': staff.address,
        'accept-language': language,
      },
    });
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()) as T;
  };
  type Counts = Record<string, number>;
  const [growth, vendors, applications, pending, productsZh, productsEn, delivery, errors] =
    await Promise.all([
      ask<{ months: Counts[] }>('Growth'),
      ask<{ groups: { level: string; registryStatus: RegistryKey; count: number }[] }>('Vendors'),
      ask<{ weeks: Counts[] }>('Applications'),
      ask<{ totalCount: number; data: { companyName: string; ubn: string }[] }>('PendingAudits'),
      ask<{ categories: Slice[]; other: number }>('Products'),
      ask<{ categories: Slice[]; other: number }>('Products', 'en'),
      ask<Counts>('Delivery'),
      ask<Counts>('BrowserErrors'),
    ]);
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const lastMonth = growth.months.at(-1);
  const lastWeek = applications.weeks.at(-1);
  const answeredVendors = registryKeys.map((key) =>
    ['registered', 'certified'].map(
      (level) => vendors.groups.find((g) => g.level === level && g.registryStatus === key)?.count ?? 0,
    ),
  );
  const slices = (answer: { categories: Slice[] }) =>
    answer.categories.map(({ name, count }) => ({ name, count }));
  const checks: [string, boolean][] = [
    ['Growth', lastMonth?.users === figures.month.users && lastMonth?.vendors === figures.month.vendors],
    [
      'Vendors',
      same(
        answeredVendors,
        registryKeys.map((key) => [figures.vendors[key].registered, figures.vendors[key].certified]),
      ),
    ],
    ['Applications', outcomes.every((outcome) => lastWeek?.[outcome] === figures.week.counts[outcome])],
    [
      'PendingAudits',
      pending.totalCount === figures.pendingAudits.total &&
        same(
          pending.data.map((item) => `${item.companyName}（${item.ubn}）`),
          figures.pendingAudits.oldest,
        ),
    ],
    [
      'Products',
      same(slices(productsZh), figures.products.zh) && productsZh.other === figures.products.other,
    ],
    ['Products (en)', same(slices(productsEn), figures.products.en)],
    ['Delivery', delivery.email === figures.delivery.email && delivery.sms === figures.delivery.sms],
    ['BrowserErrors', errors.totalCount === figures.browserErrors],
  ];
  return checks.filter(([, fresh]) => !fresh).map(([widget]) => widget);
}

/**
 * The figures the staff widgets show from now on: read from the database until every widget's answer
 * through the API agrees. An answer cached before this journey's seeds (another journey's dashboard, up
 * to 60 s ago) agrees once it expires; one asked first here agrees at once.
 */
export async function settledStaffFigures(
  request: APIRequestContext,
  staff: { token: string; address: string },
): Promise<StaffFigures> {
  let figures = await readStaffFigures();
  await expect
    .poll(
      async () => {
        figures = await readStaffFigures();
        return staleWidgets(request, staff, figures);
      },
      { message: 'staff widgets answering with the figures in the database', timeout: 75_000 },
    )
    .toEqual([]);
  return figures;
}
