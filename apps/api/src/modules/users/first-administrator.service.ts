import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client';
import { hashPassword } from '../../lib/password';
import {
  countActiveUsersWithRole,
  findUserIdByAccount,
  grantRole,
  insertUser,
  lockRole,
  upsertRole,
} from './users.repository';

export const administratorRole = {
  code: 'system-admin',
  nameZh: '系統管理員',
  nameEn: 'System administrator',
  permissions: ['*'],
  isSystem: true,
};

export interface FirstAdministratorResult {
  created: boolean;
  account: string;
  /** Only when the password was generated: shown once, never stored in clear. */
  generatedPassword?: string;
}

/**
 * Makes sure the portal can be administered: when no active user holds the administrator role,
 * creates (or promotes) the configured account. Runs in one transaction, so it is safe when several
 * instances start together.
 */
export async function ensureFirstAdministrator(
  db: Database,
  settings: { account: string; password?: string },
): Promise<FirstAdministratorResult> {
  return db.transaction(async (tx) => {
    const roleId = await upsertRole(tx, administratorRole);
    await lockRole(tx, roleId);
    if ((await countActiveUsersWithRole(tx, roleId)) > 0) {
      return { created: false, account: settings.account };
    }
    const existing = await findUserIdByAccount(tx, settings.account);
    if (existing) {
      await grantRole(tx, existing, roleId);
      return { created: false, account: settings.account };
    }
    const password = settings.password ?? randomBytes(12).toString('base64url');
    const userId = await insertUser(tx, {
      account: settings.account,
      name: administratorRole.nameZh,
      passwordHash: await hashPassword(password),
    });
    await grantRole(tx, userId, roleId);
    return {
      created: true,
      account: settings.account,
      ...(settings.password ? {} : { generatedPassword: password }),
    };
  });
}
