import { systemRoleCodes } from '@portal/contracts/permissions';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithRole, createVendor, entriesAbout } from '../../../test/access-fixtures';
import { bearer, createUser, latestCode, signIn, someAddress } from '../../../test/identity-fixtures';
import { buildTestApp } from '../../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { outboxMessages, roles, sessions, userRoles, users } from '../../db/schema';
import { createUserCall, latestMessageTo, ticketInLink, updateUserCall } from './user-admin.fixtures';

/**
 * A user custodian (users:read + users:write, nothing else) manages ordinary members, but cannot reach
 * an account holding more than they do, nor send a password link to an address nobody confirmed.
 */
let database: TestDatabase;
let app: FastifyInstance;
let admin: Awaited<ReturnType<typeof createUser>>;
let adminToken: string;
let custodianToken: string;
let readerRoleId: string;
let memberRoleId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database, { env: { CAPTCHA_ENABLED: 'false' } });
  const { db } = database;
  admin = await createUserWithRole(db, systemRoleCodes.administrator, {
    mobile: '+886911000001',
    mobileVerifiedAt: new Date(),
  });
  adminToken = await signIn(app, admin.account);
  // A second administrator: the first is never "the last one", so only the new rule can refuse.
  await createUserWithRole(db, systemRoleCodes.administrator);
  const custodian = await createUser(db, { permissions: ['users:read', 'users:write'] });
  custodianToken = await signIn(app, custodian.account);
  const [reader] = await db
    .insert(roles)
    .values({ nameZh: '使用者檢視', nameEn: 'User reader', permissions: ['users:read'] })
    .returning();
  if (!reader) throw new Error('no role');
  readerRoleId = reader.id;
  const [member] = await db.select().from(roles).where(eq(roles.code, systemRoleCodes.member));
  if (!member) throw new Error('no member role');
  memberRoleId = member.id;
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

const ATTACKER = 'attacker@evil.example';

async function stateOf(id: string) {
  const [row] = await database.db.select().from(users).where(eq(users.id, id));
  const held = await database.db.select().from(userRoles).where(eq(userRoles.userId, id));
  const open = await database.db.select().from(sessions).where(eq(sessions.userId, id));
  return {
    ...row,
    roleIds: held.map((r) => r.roleId).sort(),
    ended: open.filter((s) => s.endedAt !== null).length,
  };
}

function mailAction(id: string, action: 'ResendVerification' | 'SendPasswordReset', token = custodianToken) {
  return app.inject({ method: 'POST', url: `/api/v1/Users/${id}/${action}`, headers: bearer(token) });
}

const authStatus = async (token: string) =>
  (await app.inject({ url: '/api/v1/Auth', headers: bearer(token) })).statusCode;

const mailsTo = async (recipient: string) =>
  database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient));

const forgotPassword = (account: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/ForgotPassword/Submit',
    payload: { account },
    remoteAddress: someAddress(),
  });

describe('a user holding a permission the caller lacks is out of reach', () => {
  it('stops the takeover at its first step: the administrator’s e-mail does not change (403)', async () => {
    const before = await stateOf(admin.id);
    const response = await updateUserCall(app, custodianToken, { id: admin.id, email: ATTACKER });
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json().errors[0]).toMatchObject({ code: 'USER_OUTRANKS_YOU', field: 'email' });
    expect(response.json().errors[0].message).toContain('*');

    // The rest of the chain has nothing to work with.
    const reset = await mailAction(admin.id, 'SendPasswordReset');
    expect(reset.statusCode).toBe(403);
    expect(reset.json().errors[0].code).toBe('USER_OUTRANKS_YOU');
    expect(await mailsTo(ATTACKER)).toEqual([]);
    expect(await stateOf(admin.id)).toEqual(before);
    expect(await authStatus(adminToken)).toBe(200);
    expect(await entriesAbout(database.db, 'user', admin.id)).not.toContainEqual(
      expect.objectContaining({ action: 'update' }),
    );
  });

  it('answers in English too', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/api/v1/Users',
      headers: { ...bearer(custodianToken), 'accept-language': 'en' },
      payload: { id: admin.id, email: ATTACKER },
    });
    expect(response.json().errors[0].message).toBe(
      'This user holds a permission you do not (*): you cannot change their e-mail, mobile, roles or status, nor send them a password or verification mail.',
    );
  });

  it('refuses changing the mobile, the status or the roles of a more privileged user', async () => {
    const staff = await createUserWithRole(database.db, systemRoleCodes.staff, { mobile: '+886911000002' });
    const staffToken = await signIn(app, staff.account);
    for (const target of [admin, staff]) {
      const before = await stateOf(target.id);
      for (const [field, payload] of [
        ['mobile', { mobile: '0922333444' }],
        ['mobile', { mobile: '' }],
        ['status', { status: 'disabled' }],
        // Granting a role the custodian holds would still end the user's sessions.
        ['roleIds', { roleIds: [...before.roleIds, readerRoleId] }],
        ['email', { name: '只改名', email: ATTACKER }],
      ] as const) {
        const response = await updateUserCall(app, custodianToken, { id: target.id, ...payload });
        expect(response.statusCode, JSON.stringify(payload)).toBe(403);
        expect(response.json().errors[0]).toMatchObject({ code: 'USER_OUTRANKS_YOU', field });
      }
      expect(await stateOf(target.id)).toEqual(before);
    }
    expect(await authStatus(adminToken)).toBe(200);
    expect(await authStatus(staffToken)).toBe(200);

    // An administrator holds everything, so may do all of it.
    const changed = await updateUserCall(app, adminToken, {
      id: staff.id,
      email: 'staff.new@example.test',
      mobile: '0933444555',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ emailVerified: false, mobileVerified: false });
    expect((await updateUserCall(app, adminToken, { id: staff.id, status: 'disabled' })).statusCode).toBe(
      200,
    );
    expect(await authStatus(staffToken)).toBe(401);
  });

  it('refuses a reset link or a verification mail to a more privileged user, sending nothing', async () => {
    const unverified = await createUserWithRole(database.db, systemRoleCodes.staff, {
      emailVerifiedAt: null,
    });
    const staffLike = await createUser(database.db, {
      permissions: ['users:read', 'users:write', 'config:write'],
    });
    for (const target of [admin, unverified, staffLike]) {
      for (const action of ['SendPasswordReset', 'ResendVerification'] as const) {
        const response = await mailAction(target.id, action);
        expect(response.statusCode, `${action} ${target.account}`).toBe(403);
        expect(response.json().errors[0].code).toBe('USER_OUTRANKS_YOU');
      }
      expect(await mailsTo(target.email as string)).toEqual([]);
      const resends = (await entriesAbout(database.db, 'user', target.id)).filter(
        (entry) => entry.action === 'resend',
      );
      expect(resends).toEqual([]);
    }
    // Holding the same permissions is enough: the custodian's peer is within reach.
    const peer = await createUser(database.db, { permissions: ['users:write', 'users:read'] });
    expect((await mailAction(peer.id, 'SendPasswordReset')).statusCode).toBe(200);
  });
});

describe('a custodian manages ordinary members', () => {
  it('changes a member’s e-mail (stored unverified); a reset link waits until the owner confirms it', async () => {
    const member = await createUserWithRole(database.db, systemRoleCodes.member);
    const memberToken = await signIn(app, member.account);
    const changed = await updateUserCall(app, custodianToken, {
      id: member.id,
      email: 'member.new@example.test',
      mobile: '0955666777',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      email: 'member.new@example.test',
      emailVerified: false,
      mobile: '+886955666777',
      mobileVerified: false,
    });

    const refused = await mailAction(member.id, 'SendPasswordReset');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].code).toBe('EMAIL_NOT_VERIFIED');
    expect(await mailsTo('member.new@example.test')).toEqual([]);

    // The account is someone's: verification is a code the owner confirms while signed in, not a link.
    expect((await mailAction(member.id, 'ResendVerification')).statusCode).toBe(200);
    expect((await latestMessageTo(database.db, 'member.new@example.test'))?.template).toBe(
      'email-change-code',
    );
    const code = await latestCode(database.db, 'member.new@example.test');
    const confirmed = await app.inject({
      method: 'POST',
      url: '/api/v1/Verification/Verify/Email',
      headers: bearer(memberToken),
      payload: { code },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    const reset = await mailAction(member.id, 'SendPasswordReset');
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await latestMessageTo(database.db, 'member.new@example.test'))?.template).toBe(
      'admin-password-reset',
    );

    // Roles the custodian holds, and the status, are theirs to change on a member.
    const disabled = await updateUserCall(app, custodianToken, {
      id: member.id,
      roleIds: [memberRoleId, readerRoleId],
      status: 'disabled',
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json().status).toBe('disabled');
    expect(await authStatus(memberToken)).toBe(401);
  });

  it('sends a vendor owner’s forgotten-password code only to a confirmed address', async () => {
    const owner = await createUserWithRole(database.db, systemRoleCodes.member);
    await createVendor(database.db, [{ userId: owner.id, role: 'owner' }], '接管測試股份有限公司');
    const changed = await updateUserCall(app, custodianToken, {
      id: owner.id,
      email: 'owner-thief@evil.example',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await mailAction(owner.id, 'SendPasswordReset')).json().errors[0].code).toBe(
      'EMAIL_NOT_VERIFIED',
    );
    expect((await forgotPassword(owner.account)).statusCode).toBe(200);
    expect((await forgotPassword('owner-thief@evil.example')).statusCode).toBe(200);
    expect(await mailsTo('owner-thief@evil.example')).toEqual([]);
    const verify = await app.inject({
      method: 'POST',
      url: '/api/v1/ForgotPassword/Verify',
      payload: { account: owner.account, code: '123456' },
      remoteAddress: someAddress(),
    });
    expect(verify.json().errors[0].code).toBe('CODE_INVALID');
    // Put back, the address is unverified all the same until its owner confirms it.
    await updateUserCall(app, adminToken, { id: owner.id, email: 'owner.back@example.test' });
  });

  it('mails a welcome link only to an account nobody has taken up yet', async () => {
    const created = await createUserCall(app, custodianToken, {
      account: 'new-hire',
      name: '新進員工',
      email: 'new-hire@exmaple.test',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    // A typo in the address: corrected, the welcome goes again, to the new one.
    expect(
      (await updateUserCall(app, custodianToken, { id, email: 'new-hire@example.test' })).statusCode,
    ).toBe(200);
    expect((await mailAction(id, 'ResendVerification')).statusCode).toBe(200);
    const welcome = await latestMessageTo(database.db, 'new-hire@example.test');
    expect(welcome?.template).toBe('welcome');
    expect(ticketInLink(welcome?.bodyText)).toBeTruthy();
    // Reset links need a verified address; the welcome link is the way in here.
    expect((await mailAction(id, 'SendPasswordReset')).json().errors[0].code).toBe('EMAIL_NOT_VERIFIED');

    // An account without a password that someone signs in to (Google or Facebook) is taken up: its
    // changed e-mail gets a code for the owner to confirm, never a set-password link.
    const social = await createUserWithRole(database.db, systemRoleCodes.member, { passwordHash: null });
    await database.db.insert(sessions).values({
      userId: social.id,
      lastSeenAt: new Date(),
      expiresAt: new Date(Date.now() + 3600_000),
    });
    expect(
      (await updateUserCall(app, custodianToken, { id: social.id, email: 'social-thief@evil.example' }))
        .statusCode,
    ).toBe(200);
    expect((await mailAction(social.id, 'ResendVerification')).statusCode).toBe(200);
    expect((await mailsTo('social-thief@evil.example')).map((mail) => mail.template)).toEqual([
      'email-change-code',
    ]);
    expect((await forgotPassword(social.account)).statusCode).toBe(200);
    expect((await mailsTo('social-thief@evil.example')).map((mail) => mail.template)).toEqual([
      'email-change-code',
    ]);
  });
});
