import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { roles, userRoles, users } from '../../db/schema';
import { verifyPassword } from '../../lib/password';
import { ensureFirstAdministrator } from './first-administrator.service';

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await database.drop();
});

async function administrators() {
  return database.db
    .select({ account: users.account, passwordHash: users.passwordHash })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(roles.code, 'system-admin'));
}

describe('ensureFirstAdministrator', () => {
  it('creates the configured administrator with the given password', async () => {
    const result = await ensureFirstAdministrator(database.db, {
      account: 'root',
      password: 'a long passphrase',
    });
    expect(result).toEqual({ created: true, account: 'root' });
    const [admin] = await administrators();
    expect(admin?.account).toBe('root');
    expect(admin?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(admin?.passwordHash ?? '', 'a long passphrase')).toBe(true);
  });

  it('generates a password when none is configured, and returns it once', async () => {
    const first = await ensureFirstAdministrator(database.db, { account: 'admin' });
    expect(first.generatedPassword).toMatch(/^[\w-]{16}$/);
    const [admin] = await administrators();
    expect(await verifyPassword(admin?.passwordHash ?? '', first.generatedPassword ?? '')).toBe(true);

    const second = await ensureFirstAdministrator(database.db, { account: 'admin' });
    expect(second).toEqual({ created: false, account: 'admin' });
  });

  it('creates exactly one administrator when instances start together', async () => {
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        ensureFirstAdministrator(database.db, { account: 'admin', password: 'a long passphrase' }),
      ),
    );
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(await administrators()).toHaveLength(1);
  });
});
