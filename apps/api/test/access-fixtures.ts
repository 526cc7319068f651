import { eq } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { actionLogs, roles, userRoles, vendorMembers, vendors } from '../src/db/schema';
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

/** A vendor with the given people in it. UBNs here need not pass the checksum. */
export async function createVendor(
  db: Database,
  members: { userId: string; role: 'owner' | 'manager' | 'member' }[] = [],
  name = '測試供應商股份有限公司',
) {
  ubnSequence += 1;
  const [vendor] = await db
    .insert(vendors)
    .values({ ubn: String(ubnSequence), name })
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
