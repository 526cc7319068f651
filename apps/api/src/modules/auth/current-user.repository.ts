import type { CurrentUser } from '@portal/contracts/auth';
import type { Language } from '@portal/contracts/i18n';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { roles, userRoles, users } from '../../db/schema';
import { vendorMembers, vendors } from '../../db/vendor-schema';

/** The signed-in user as the web app needs it: profile, roles (named in the caller's language), permissions. */
export async function loadCurrentUser(
  db: Database,
  userId: string,
  language: Language,
): Promise<CurrentUser | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return undefined;
  const held = await db
    .select({ code: roles.code, nameZh: roles.nameZh, nameEn: roles.nameEn, permissions: roles.permissions })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId))
    .orderBy(roles.code);
  const [membership] = await db
    .select({ id: vendors.id, name: vendors.name, role: vendorMembers.role })
    .from(vendorMembers)
    .innerJoin(vendors, eq(vendors.id, vendorMembers.vendorId))
    .where(eq(vendorMembers.userId, userId));
  return {
    id: user.id,
    account: user.account,
    name: user.name,
    email: user.email,
    emailVerified: user.emailVerifiedAt !== null,
    mobile: user.mobile,
    mobileVerified: user.mobileVerifiedAt !== null,
    jobTitle: user.jobTitle,
    avatarUrl: user.avatarUrl,
    language: user.language,
    roles: held.map((role) => ({ code: role.code, name: language === 'en' ? role.nameEn : role.nameZh })),
    permissions: [...new Set(held.flatMap((role) => role.permissions))].sort(),
    vendor: membership ?? null,
  };
}
