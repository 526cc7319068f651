import { sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/client';
import { users } from '../apps/api/src/db/schema';
import { vendorApplications, vendorMembers, vendors } from '../apps/api/src/db/vendor-schema';
import { conditionParam, measureApiGet } from './load';

export const benchVendorCount = 5_000;
export const benchApplicationCount = 20_000;

/** A valid UBN (the /5 rule) from a counter: seven digits, then the check digit that makes it pass. */
function ubnFor(n: number): string {
  const weights = [1, 2, 1, 2, 1, 2, 4, 1];
  const stem = String(1_000_000 + n)
    .padStart(7, '0')
    .slice(-7);
  for (let last = 0; last <= 9; last += 1) {
    const ubn = `${stem}${last}`;
    let sum = 0;
    weights.forEach((weight, index) => {
      const product = Number(ubn[index]) * weight;
      sum += Math.floor(product / 10) + (product % 10);
    });
    if (sum % 5 === 0 || (ubn[6] === '7' && (sum + 1) % 5 === 0)) return ubn;
  }
  return `${stem}0`;
}

const company = (n: number) => ({
  name: `示範企業${n}股份有限公司`,
  address: `臺北市中正區重慶南路一段${n}號`,
  phone: '02-2345-6789',
  representative: `代表人${n}`,
  categories: ['電子零組件'],
  contact: { name: `聯絡人${n}`, email: `contact-${n}@example.test`, mobile: '+886912345678' },
});

/**
 * The vendor register of a large association: vendors owned by the list users (seeded before), and an
 * audit queue with decided and pending applications and upgrade requests.
 */
export async function seedVendors(db: Database): Promise<void> {
  const applicants = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.account} like 'list-user-%'`)
    .orderBy(users.createdAt)
    .limit(benchApplicationCount);
  for (let start = 0; start < benchVendorCount; start += 1000) {
    const batch = Array.from({ length: 1000 }, (_, i) => {
      const n = start + i;
      return {
        ubn: ubnFor(n),
        ...company(n),
        contact: { ...company(n).contact, contact_Title: null, position: null },
      };
    });
    const inserted = await db.insert(vendors).values(batch).returning({ id: vendors.id });
    await db.insert(vendorMembers).values(
      inserted.map((vendor, i) => ({
        userId: applicants[start + i]?.id ?? '',
        vendorId: vendor.id,
        role: 'owner' as const,
      })),
    );
  }
  const decided = ['accepted', 'rejected', 'withdrawn'] as const;
  for (let start = 0; start < benchApplicationCount; start += 2000) {
    await db.insert(vendorApplications).values(
      Array.from({ length: 2000 }, (_, i) => {
        const n = start + i;
        const applicant = applicants[n % applicants.length];
        return {
          kind: n % 10 === 0 ? ('upgrade' as const) : ('apply' as const),
          applicantId: applicant?.id ?? '',
          ubn: ubnFor(benchVendorCount + n),
          // One pending row per applicant and kind at most: only the last pass leaves rows pending.
          status:
            n >= benchApplicationCount - applicants.length
              ? ('pending' as const)
              : (decided[n % 3] ?? 'accepted'),
          company: company(n),
          registryVerified: n % 4 !== 0,
          createdAt: new Date(Date.now() - (benchApplicationCount - n) * 600_000),
        };
      }),
    );
  }
}

/** Requests per second and p99 of the staff's vendor lists, 10 connections each. */
export async function loadVendorLists(baseUrl: string, token: string, durationSeconds: number) {
  const run = (path: string) => measureApiGet(baseUrl, token, path, durationSeconds);
  return {
    auditQueuePending: await run(`Vendor/Audits?condition=${conditionParam({ status: 'pending' })}`),
    auditQueueKeyword: await run(`Vendor/Audits?condition=${conditionParam({ keyword: '示範企業1234' })}`),
    vendorsFirstPage: await run('Vendors?pageSize=20'),
    vendorsKeyword: await run(`Vendors?condition=${conditionParam({ keyword: '１２３４' })}`),
  };
}
