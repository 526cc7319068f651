import { taipeiToday } from '@portal/contracts/taipei-date';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/client';
import { actionLogs, roles, userRoles, users } from '../apps/api/src/db/schema';
import { hashPassword } from '../apps/api/src/lib/password';
import { conditionParam, measureApiGet } from './load';

export const listUserCount = 10_000;
export const listLogCount = 50_000;
const adminAccount = 'bench-admin';
const adminPassword = 'bench admin password 2026';

/** A register of the size a busy association reaches: members with mobiles, and a long action log. */
export async function seedLists(db: Database): Promise<void> {
  const [member] = await db.select({ id: roles.id }).from(roles).where(sql`${roles.code} = 'member'`);
  for (let start = 0; start < listUserCount; start += 1000) {
    const batch = Array.from({ length: 1000 }, (_, i) => {
      const n = start + i;
      return {
        account: `list-user-${n}`,
        name: `會員${n}`,
        email: `list-user-${n}@example.test`,
        mobile: `+8869${String(10_000_000 + n).slice(-8)}`,
      };
    });
    const inserted = await db.insert(users).values(batch).returning({ id: users.id });
    if (member)
      await db.insert(userRoles).values(inserted.map((row) => ({ userId: row.id, roleId: member.id })));
  }
  for (let start = 0; start < listLogCount; start += 5000) {
    await db.insert(actionLogs).values(
      Array.from({ length: 5000 }, (_, i) => ({
        createdAt: new Date(Date.now() - (start + i) * 60_000),
        action: 'update',
        entityType: 'user',
        entityId: `list-user-${(start + i) % listUserCount}`,
        before: { name: `會員${i}` },
        after: { name: `會員${i}改` },
        ip: '10.0.0.1',
      })),
    );
  }
  const [admin] = await db
    .insert(users)
    .values({ account: adminAccount, name: '管理員', passwordHash: await hashPassword(adminPassword) })
    .returning({ id: users.id });
  const [administrator] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(sql`${roles.code} = 'system-admin'`);
  if (admin && administrator)
    await db.insert(userRoles).values({ userId: admin.id, roleId: administrator.id });
}

export async function adminToken(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/Auth/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: adminAccount, password: adminPassword }),
  });
  const body = (await response.json()) as { token: string };
  return body.token;
}

/** Requests per second and p99 of the administrators' lists, 10 connections each. */
export async function loadLists(baseUrl: string, durationSeconds: number) {
  const token = await adminToken(baseUrl);
  const run = (path: string) => measureApiGet(baseUrl, token, path, durationSeconds);
  return {
    usersFirstPage: await run('Users?pageSize=20'),
    usersMobileSearch: await run(
      `Users?condition=${conditionParam({ keyword: '０９１０－００１－２３４' })}`,
    ),
    actionLogFirstPage: await run('ActionLogs?pageSize=20'),
    actionLogOneDay: await run(
      `ActionLogs?condition=${conditionParam({ entityType: 'user', from: taipeiToday() })}`,
    ),
  };
}
