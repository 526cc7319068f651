import { eq } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { actionLogs, roles, userRoles } from '../src/db/schema';
import { vendorMembers, vendors } from '../src/db/vendor-schema';
import { createUser } from './identity-fixtures';

/** A user holding one of the built-in roles (`system-admin`, `association-staff`, `member`). */
export async function createUserWithRole(
  db: Database,
  code: string,
  overrides: Parameters<typeof createUser>[1] = {},
) {
  const user = await createUser(db, overrides);
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.code, code));
  if (!role) throw new Error(`no built-in role ${code}`);
  await db.insert(userRoles).values({ userId: user.id, roleId: role.id });
  return user;
}

let ubnSequence = 10_000_000;

/**
 * A vendor with the given people in it. UBNs here need not pass the checksum. `values` sets more of it
 * (company data, level, registry columns; `companyData` is a full set).
 */
export async function createVendor(
  db: Database,
  members: { userId: string; role: 'owner' | 'manager' | 'member' }[] = [],
  name = '測試供應商股份有限公司',
  values: Partial<Omit<typeof vendors.$inferInsert, 'name'>> = {},
) {
  ubnSequence += 1;
  const [vendor] = await db
    .insert(vendors)
    .values({ ubn: String(ubnSequence), name, ...values })
    .returning();
  if (!vendor) throw new Error('no vendor');
  for (const member of members) await db.insert(vendorMembers).values({ vendorId: vendor.id, ...member });
  return vendor;
}

/** The action-log entries about one record, oldest first. */
export async function entriesAbout(db: Database, entityType: string, entityId: string) {
  const rows = await db.select().from(actionLogs).where(eq(actionLogs.entityType, entityType));
  return rows
    .filter((row) => row.entityId === entityId)
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
}

/** Company data as an owner would have typed it (for `createVendor`'s `values`). */
export const companyData = {
  nameEn: 'Test Supplier Co., Ltd.',
  address: '臺北市中正區重慶南路一段122號',
  phone: '02-2345-6789',
  website: 'https://supplier.example.test',
  capital: 5_000_000,
  representative: '陳大文',
  categories: ['電子零件', '模具'],
  contact: {
    name: '林小華',
    contact_Title: '小姐',
    position: '業務經理',
    email: 'sales@supplier.example.test',
    mobile: '+886912345678',
  },
} satisfies Partial<typeof vendors.$inferInsert>;
