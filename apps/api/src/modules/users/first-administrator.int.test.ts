import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { roles, userRoles, users } from '../../db/schema';
import { verifyPassword } from '../../lib/password';
import { ensureFirstAdministrator, firstAdministratorSettings } from './first-administrator.service';

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await database.drop();
});

async function administrators() {
  return database.db
    .select({
      account: users.account,
      passwordHash: users.passwordHash,
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
    })
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

  it('gives the administrator ADMIN_EMAIL, verified, so a lost password can be reset', async () => {
    const settings = firstAdministratorSettings({
      ADMIN_ACCOUNT: 'admin',
      ADMIN_EMAIL: 'it@association.org.tw',
      ADMIN_PASSWORD: 'a long passphrase',
    });
    expect(settings).toEqual({
      account: 'admin',
      email: 'it@association.org.tw',
      password: 'a long passphrase',
    });
    await ensureFirstAdministrator(database.db, settings);
    const [admin] = await administrators();
    expect(admin).toMatchObject({ account: 'admin', email: 'it@association.org.tw' });
    expect(admin?.emailVerifiedAt).toBeInstanceOf(Date);
  });

  it('takes an ADMIN_ACCOUNT that is an e-mail address as its e-mail too', async () => {
    const settings = firstAdministratorSettings({ ADMIN_ACCOUNT: 'Chen@Association.org.tw' });
    expect(settings).toEqual({ account: 'Chen@Association.org.tw', email: 'chen@association.org.tw' });
    expect(firstAdministratorSettings({ ADMIN_ACCOUNT: 'admin' })).toEqual({ account: 'admin' });
    await ensureFirstAdministrator(database.db, settings);
    const [admin] = await administrators();
    expect(admin).toMatchObject({ account: 'Chen@Association.org.tw', email: 'chen@association.org.tw' });
  });

  it('gives an administrator created without an e-mail the one configured on a later start', async () => {
    await ensureFirstAdministrator(database.db, { account: 'admin', password: 'a long passphrase' });
    expect((await administrators())[0]?.email).toBeNull();
    await ensureFirstAdministrator(database.db, { account: 'admin', email: 'it@association.org.tw' });
    expect((await administrators())[0]?.email).toBe('it@association.org.tw');
    // An address already set is not replaced.
    await ensureFirstAdministrator(database.db, { account: 'admin', email: 'other@association.org.tw' });
    expect((await administrators())[0]?.email).toBe('it@association.org.tw');
  });

  it('leaves out an address another account holds instead of failing the start', async () => {
    await database.db
      .insert(users)
      .values({ account: 'someone', name: '某人', email: 'it@association.org.tw' });
    const result = await ensureFirstAdministrator(database.db, {
      account: 'admin',
      password: 'a long passphrase',
      email: 'it@association.org.tw',
    });
    expect(result.created).toBe(true);
    expect((await administrators())[0]?.email).toBeNull();
  });
});
