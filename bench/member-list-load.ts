import { sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/client';
import { users } from '../apps/api/src/db/schema';
import { vendorMembers, vendors } from '../apps/api/src/db/vendor-schema';
import { conditionParam, measureApiGet } from './load';

/** A large supplier's people: one owner, 50 managers, the rest members. */
export const benchMemberCount = 5_000;

const roleOf = (n: number) =>
  (n === 0 ? 'owner' : n <= 50 ? 'manager' : 'member') as 'owner' | 'manager' | 'member';

/** One vendor with 5 000 people (accounts of their own, with mobiles), joined over a few years. */
export async function seedVendorPeople(db: Database): Promise<string> {
  const [vendor] = await db
    .insert(vendors)
    .values({
      ubn: '22099131',
      name: '大型供應商股份有限公司',
      address: '新北市板橋區縣民大道二段7號',
      phone: '02-2960-3456',
      representative: '代表人',
      categories: ['電子零組件'],
      contact: {
        name: '聯絡人',
        email: 'contact-big@example.test',
        mobile: '+886912345678',
        contact_Title: null,
        position: null,
      },
    })
    .returning({ id: vendors.id });
  if (!vendor) throw new Error('vendor insert returned nothing');
  for (let start = 0; start < benchMemberCount; start += 1000) {
    const people = await db
      .insert(users)
      .values(
        Array.from({ length: 1000 }, (_, i) => {
          const n = start + i;
          return {
            account: `vendor-person-${n}`,
            name: `供應商成員${n}`,
            email: `vendor-person-${n}@example.test`,
            mobile: `+8869${String(20_000_000 + n).slice(-8)}`,
          };
        }),
      )
      .returning({ id: users.id });
    await db.insert(vendorMembers).values(
      people.map((person, i) => ({
        vendorId: vendor.id,
        userId: person.id,
        role: roleOf(start + i),
        createdAt: new Date(Date.now() - (benchMemberCount - start - i) * 3_600_000),
      })),
    );
  }
  // Statistics as a running database has them (autovacuum would analyse the new rows soon after).
  await db.execute(sql`analyze ${users}`);
  await db.execute(sql`analyze ${vendorMembers}`);
  return vendor.id;
}

/**
 * Requests per second and p99 of `GET /Vendor/Members` for that vendor, 10 connections each: the first
 * page, a search (name part, NFKC) and a role filter, read by staff with vendors:read.
 */
export async function loadMemberList(baseUrl: string, token: string, vendorId: string, seconds: number) {
  const run = (query: string) =>
    measureApiGet(baseUrl, token, `Vendor/Members?vendorId=${vendorId}&${query}`, seconds);
  return {
    people: benchMemberCount,
    connections: 10,
    firstPage: await run('pageSize=20'),
    search: await run(`condition=${conditionParam({ keyword: '成員１２３４' })}`),
    roleFilter: await run(`condition=${conditionParam({ role: 'manager' })}&pageSize=20`),
    p99BudgetMs: 50,
  };
}

/** Seeds the vendor's people, then measures its member list (the one call `bench/run.ts` makes). */
export async function benchMemberList(db: Database, baseUrl: string, token: string, seconds: number) {
  return loadMemberList(baseUrl, token, await seedVendorPeople(db), seconds);
}
