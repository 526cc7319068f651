import { randomBytes } from 'node:crypto';
import type { Env } from '../../config/env';
import type { Database } from '../../db/client';
import { hashPassword } from '../../lib/password';
import {
  countActiveUsersWithRole,
  findUserIdByAccount,
  grantRole,
  insertUser,
  isEmailTaken,
  lockRole,
  setEmailWhereMissing,
  upsertRole,
} from './users.repository';

export const administratorRole = {
  code: 'system-admin',
  nameZh: '系統管理員',
  nameEn: 'System administrator',
  permissions: ['*'],
  isSystem: true,
};

export interface FirstAdministratorSettings {
  account: string;
  password?: string;
  /** Where a forgotten password's reset code goes; without it the account cannot recover its password. */
  email?: string;
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The first administrator as configured: ADMIN_EMAIL, or ADMIN_ACCOUNT when that is an e-mail address. */
export function firstAdministratorSettings(
  env: Pick<Env, 'ADMIN_ACCOUNT' | 'ADMIN_PASSWORD' | 'ADMIN_EMAIL'>,
): FirstAdministratorSettings {
  const email =
    env.ADMIN_EMAIL ??
    (emailPattern.test(env.ADMIN_ACCOUNT) ? env.ADMIN_ACCOUNT.normalize('NFKC').toLowerCase() : undefined);
  return {
    account: env.ADMIN_ACCOUNT,
    ...(env.ADMIN_PASSWORD ? { password: env.ADMIN_PASSWORD } : {}),
    ...(email ? { email } : {}),
  };
}

export interface FirstAdministratorResult {
  created: boolean;
  account: string;
  /** Only when the password was generated: shown once, never stored in clear. */
  generatedPassword?: string;
}

/**
 * Makes sure the portal can be administered: when no active user holds the administrator role,
 * creates (or promotes) the configured account. Runs in one transaction, so it is safe when several
 * instances start together. A configured e-mail is given to the configured account when it has none yet
 * (also on later starts, so an install that began without one can still recover its password); it
 * counts as verified, as the operator set it. An address another account holds is left alone.
 */
export async function ensureFirstAdministrator(
  db: Database,
  settings: FirstAdministratorSettings,
): Promise<FirstAdministratorResult> {
  return db.transaction(async (tx) => {
    const roleId = await upsertRole(tx, administratorRole);
    await lockRole(tx, roleId);
    const existing = await findUserIdByAccount(tx, settings.account);
    if (existing && settings.email) await setEmailWhereMissing(tx, existing, settings.email, new Date());
    if ((await countActiveUsersWithRole(tx, roleId)) > 0) {
      return { created: false, account: settings.account };
    }
    if (existing) {
      await grantRole(tx, existing, roleId);
      return { created: false, account: settings.account };
    }
    const password = settings.password ?? randomBytes(12).toString('base64url');
    const email = settings.email && !(await isEmailTaken(tx, settings.email)) ? settings.email : undefined;
    const userId = await insertUser(tx, {
      account: settings.account,
      name: administratorRole.nameZh,
      passwordHash: await hashPassword(password),
      ...(email ? { email, emailVerifiedAt: new Date() } : {}),
    });
    await grantRole(tx, userId, roleId);
    return {
      created: true,
      account: settings.account,
      ...(settings.password ? {} : { generatedPassword: password }),
    };
  });
}
