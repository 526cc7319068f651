import type { NewsAdminItem, NewsInput } from '@portal/contracts/news';
import { systemRoleCodes } from '@portal/contracts/permissions';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { createUserWithRole, createVendor } from '../../../test/access-fixtures';
import { bearer, createUser, signIn } from '../../../test/identity-fixtures';
import type { Database } from '../../db/client';

/** Everyone the announcement calls are tried with, and their user ids. */
export interface NewsCallers {
  /** 協會承辦人員: holds news:write. */
  staff: string;
  /** Another holder of news:write (the administrators' role). */
  administrator: string;
  /** Staff with other rights only (users:read). */
  staffWithout: string;
  /** A plain member of an active vendor. */
  vendorMember: string;
  /** A member of a suspended vendor: no longer in the vendors' audience. */
  suspendedVendorMember: string;
  /** Signed in, in no vendor. */
  buyer: string;
  staffId: string;
}

export async function signInNewsCallers(app: FastifyInstance, db: Database): Promise<NewsCallers> {
  const staff = await createUserWithRole(db, systemRoleCodes.staff);
  const administrator = await createUserWithRole(db, systemRoleCodes.administrator);
  const staffWithout = await createUser(db, { permissions: ['users:read'] });
  const member = await createUserWithRole(db, systemRoleCodes.member);
  await createVendor(db, [{ userId: member.id, role: 'member' }], '公告測試甲公司');
  const suspended = await createUserWithRole(db, systemRoleCodes.member);
  await createVendor(db, [{ userId: suspended.id, role: 'owner' }], '停權公司', { status: 'suspended' });
  const buyer = await createUserWithRole(db, systemRoleCodes.member);
  return {
    staff: await signIn(app, staff.account),
    administrator: await signIn(app, administrator.account),
    staffWithout: await signIn(app, staffWithout.account),
    vendorMember: await signIn(app, member.account),
    suspendedVendorMember: await signIn(app, suspended.account),
    buyer: await signIn(app, buyer.account),
    staffId: staff.id,
  };
}

export const manageUrl = '/api/v1/News/Manage';

export function newsInput(overrides: Partial<NewsInput> = {}): NewsInput {
  return {
    category: 'notice',
    audience: 'everyone',
    status: 'published',
    titleZh: '年度會員大會',
    titleEn: 'Annual general meeting',
    bodyZh: '<p>敬請出席。</p>',
    bodyEn: '<p>Please attend.</p>',
    pinned: false,
    publishFrom: null,
    publishUntil: null,
    ...overrides,
  };
}

/** Creates an announcement as staff and returns it as stored. */
export async function publish(
  app: FastifyInstance,
  token: string,
  overrides: Partial<NewsInput> = {},
): Promise<NewsAdminItem> {
  const response = await app.inject({
    method: 'POST',
    url: manageUrl,
    headers: bearer(token),
    payload: newsInput(overrides),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as NewsAdminItem;
}
